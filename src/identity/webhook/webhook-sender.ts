import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Settings } from '../../config/settings';
import { publicAddressesOf } from './webhook-address';

/** One message to one endpoint, as the dispatcher claimed it. */
export interface OutgoingMessage {
  url: string;
  /** The `webhook-id`: the event's id, the same on every retry. */
  messageId: string;
  /** The event's cursor in the event log (`webhook-event-cursor`); null for a test message. */
  eventCursor: string | null;
  body: string;
  /** The subscription's signing secrets (`whsec_...`): its own, and within a rotation's overlap the one before it. */
  secrets: string[];
}

/** How the gateway names itself to the endpoints. */
const USER_AGENT = 'flexspace-gateway-webhooks/1';

/**
 * Signs the message with the Standard Webhooks library (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`, with a signature per secret), names its event's cursor
 * (`webhook-event-cursor`) and POSTs it; answers the HTTP status, or throws why no answer came. The
 * host is resolved and checked first (docs/decisions.md#webhooks), and the request connects to the
 * addresses that were checked, so a DNS answer that changes between the check and the connection
 * cannot reach a private address. The whole exchange has WEBHOOKS_TIMEOUT_MS.
 */
export async function sendSigned(message: OutgoingMessage, settings: Settings): Promise<number> {
  const url = new URL(message.url);
  const addresses = await publicAddressesOf(url, settings);
  const timestamp = new Date();
  // Standard Webhooks: several signatures, space-separated, in one header; a receiver accepts any it can verify.
  const signature = message.secrets.map((secret) => new Webhook(secret).sign(message.messageId, timestamp, message.body)).join(' ');
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = settings.webhooks.timeoutMs;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'webhook-id': message.messageId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
          ...(message.eventCursor ? { 'webhook-event-cursor': message.eventCursor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' || error.name === 'TimeoutError' ? new Error(`no answer within ${timeoutMs} ms`) : error),
    );
    request.end(message.body);
  });
}
