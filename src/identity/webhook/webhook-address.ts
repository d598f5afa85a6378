import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Settings } from '../../config/settings';
import { BadInputError } from '../../kernel/errors';
import { readText, URL_MAX } from '../../kernel/text';

/**
 * Where a webhook may be sent (docs/decisions.md#webhooks): an https URL (http only with
 * WEBHOOKS_ALLOW_HTTP) whose host is, and resolves to, public addresses only, unless
 * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES. The host is resolved when the subscription is written and again
 * at every delivery, and the delivery connects to the address it checked (a name that resolves to a
 * public address at subscription time cannot point the gateway at its own network later).
 */

/** Addresses that are not the public internet: this host, private networks, link-local, shared, reserved, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is checked as the IPv4 address it is. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The refusal of a host that is, or resolves to, an address that is not public. */
export const PRIVATE_ADDRESS = 'Must be on a public address (not loopback, private or link-local).';

/** A URL's host without the brackets of an IPv6 literal. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * The addresses the endpoint's host resolves to, each public (unless private ones are allowed);
 * throws an Error saying why not. An IP literal is itself the address.
 */
export async function publicAddressesOf(url: URL, settings: Settings): Promise<{ address: string; family: number }[]> {
  const host = hostOf(url);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error(`${host} does not resolve`);
  if (!settings.webhooks.allowPrivateAddresses) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw new Error(`${host} resolves to ${refused.address}, not a public address`);
  }
  return addresses;
}

/** An endpoint URL as a subscription stores it, else a 400 naming `field`: the rule above, checked now. */
export async function checkWebhookUrl(value: unknown, field: string, settings: Settings): Promise<string> {
  const { text, problem } = readText(value, URL_MAX, { required: true });
  if (problem) throw BadInputError.field(field, problem);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw BadInputError.field(field, 'Must be an absolute URL (https://...).');
  }
  const schemes = settings.webhooks.allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol))
    throw BadInputError.field(field, settings.webhooks.allowHttp ? 'Must be an https or http URL.' : 'Must be an https URL.');
  if (url.username || url.password) throw BadInputError.field(field, 'Must not carry a user name or password.');
  try {
    await publicAddressesOf(url, settings);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw BadInputError.field(field, /not a public address/.test(reason) ? PRIVATE_ADDRESS : `The host cannot be resolved (${reason}).`);
  }
  return url.toString();
}
