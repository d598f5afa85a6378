/**
 * `npm run example:subscribe` (README, "Live updates"): with a gateway running (`npm start` in
 * another terminal), signs in with the demo credentials the gateway wrote (DATA_DIR/demo-credentials.txt),
 * picks the demo workspace, subscribes to `locationChanged` over GraphQL over WebSocket and prints
 * each change as it arrives. It prints the `setLocationStatus` that makes one, to run in another
 * terminal; with `--make-change` it flips a location's status itself, and back.
 *
 * The gateway: GATEWAY_URL, else http://localhost:$PORT (4000 by default); PORT and DATA_DIR are
 * read from the environment or .env, as the gateway reads them. Another user: FLEXSPACE_EMAIL and
 * FLEXSPACE_PASSWORD.
 */
'use strict';
/* global fetch, URLSearchParams, setTimeout */
const { existsSync, readFileSync } = require('node:fs');
const { join, relative, resolve } = require('node:path');
const { createClient } = require('graphql-ws');
const WebSocket = require('ws');

require('dotenv').config({ quiet: true });

const DEMO_WORKSPACE = 'Downtown Desks';
const CHANGES = `subscription LocationChanges($workspaceId: ID) {
  locationChanged(workspaceId: $workspaceId) { event id location { name status } }
}`;
const SET_STATUS = 'mutation SetStatus($input: SetLocationStatusInput!) { setLocationStatus(input: $input) { id name status } }';

const say = (text) => process.stdout.write(`${text}\n`);
// Piped into `head` or the like, which stopped reading: done.
process.stdout.on('error', (error) => process.exit(error.code === 'EPIPE' ? 0 : 1));

/** Stops with a message (and no stack trace: these are a user's mistakes, not the script's). */
class Stop extends Error {}

async function main() {
  const makeChange = process.argv.includes('--make-change');
  const base = (process.env.GATEWAY_URL || `http://localhost:${process.env.PORT || 4000}`).replace(/\/+$/, '');
  await checkGateway(base);
  const credentials = findCredentials();
  const token = await signIn(base, credentials);
  say(`signed in as ${credentials.email} (${credentials.from})`);
  const workspace = await demoWorkspace(base, token);
  const location = workspace.locations.data[0];

  const wsUrl = `${base.replace(/^http/, 'ws')}/graphql`;
  let unused = token;
  const accessToken = async () => {
    // The token above for the first connection; a reconnection (after it expired, say) signs in again.
    const reused = unused;
    unused = null;
    return reused ?? signIn(base, credentials);
  };
  let heardOne = () => undefined;
  const firstChange = new Promise((resolve) => (heardOne = resolve));
  await subscribeToChanges(wsUrl, accessToken, workspace.id, () => heardOne());
  say(`subscribed to locationChanged of "${workspace.name}" (workspace ${workspace.id}) on ${wsUrl}`);

  const flipped = location && (location.status === 'Active' ? 'Inactive' : 'Active');
  if (!location) say(`"${workspace.name}" has no location yet: create one (upsertLocation) to see a change.`);
  else if (makeChange) say(`--make-change: setLocationStatus sets "${location.name}" ${flipped}, then ${location.status} again`);
  else {
    say(
      `\nMake a change from another terminal: setLocationStatus sets "${location.name}" ${flipped} (again with "${location.status}" to undo):\n`,
    );
    say(setStatusCurl(base, token, location.id, flipped));
    say('\n(the token in it lasts 15 minutes; or run `npm run example:subscribe -- --make-change` to have this script make one)');
  }
  say('waiting for changes (Ctrl+C to stop)...');
  if (location && makeChange) {
    // Flipped and flipped back: two changes, and the demo data as it was. Flipped back once the first
    // has arrived: a change is delivered with its record as it is then, so it shows the flipped status.
    await setStatus(base, token, location.id, flipped);
    await Promise.race([firstChange, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await setStatus(base, token, location.id, location.status);
  }
}

/** Prints each change of the workspace's locations as it arrives (and tells `heard`); resolves once the server holds the subscription. */
async function subscribeToChanges(wsUrl, accessToken, workspaceId, heard) {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    // Asked again at each (re)connection: an access token lasts 15 minutes, the subscription longer.
    connectionParams: async () => ({ authorization: `Bearer ${await accessToken()}` }),
    on: { closed: (event) => event.code !== 1000 && say(`(connection closed: ${event.code} ${event.reason || ''}; reconnecting)`) },
  });
  const stop = (code) => {
    client.dispose();
    process.exit(code);
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  client.subscribe(
    { query: CHANGES, variables: { workspaceId } },
    {
      next: (result) => {
        say(JSON.stringify(result.errors ? result : result.data.locationChanged));
        heard();
      },
      error: (error) => {
        process.stderr.write(`the subscription ended: ${describeError(error)}\n`);
        stop(1);
      },
      complete: () => stop(0),
    },
  );
  // A round trip after the subscribe message (a query over WebSocket is refused): then the server holds the subscription.
  await new Promise((done) => client.subscribe({ query: '{ __typename }' }, { next: () => undefined, error: done, complete: done }));
}

/** A clear word when nothing answers, instead of a fetch stack trace. */
async function checkGateway(base) {
  let response;
  try {
    response = await fetch(`${base}/healthz`);
  } catch (error) {
    throw new Stop(
      `No gateway answers at ${base} (${error.cause?.code ?? error.message}).\n` +
        `Start one in another terminal with \`npm start\` and run this again (with the same PORT, or GATEWAY_URL=<its address>).`,
    );
  }
  if (!response.ok) throw new Stop(`${base}/healthz answered ${response.status}: is it the gateway?`);
}

/** FLEXSPACE_EMAIL/FLEXSPACE_PASSWORD, else the demo Platform Admin the gateway's first start wrote in its DATA_DIR. */
function findCredentials() {
  const { FLEXSPACE_EMAIL: email, FLEXSPACE_PASSWORD: password } = process.env;
  if (email && password) return { email, password, from: 'FLEXSPACE_EMAIL' };
  const file = join(resolve(process.env.DATA_DIR || '.data'), 'demo-credentials.txt');
  const shown = file.startsWith(process.cwd()) ? relative(process.cwd(), file) : file;
  if (!existsSync(file)) {
    throw new Stop(
      `No demo credentials in ${shown}: the gateway writes them on its first start with demo data (npm start, embedded database).\n` +
        'A gateway with another DATA_DIR: run this with the same DATA_DIR. Another user: FLEXSPACE_EMAIL=... FLEXSPACE_PASSWORD=... npm run example:subscribe',
    );
  }
  const text = readFileSync(file, 'utf8');
  const found = { email: /email\s*:\s*(\S+)/.exec(text)?.[1], password: /password\s*:\s*(\S+)/.exec(text)?.[1] };
  if (!found.email || !found.password) throw new Stop(`${shown} holds no email and password`);
  return { ...found, from: `from ${shown}` };
}

/** The password grant of the identity face; the access token. */
async function signIn(base, { email, password }) {
  const response = await fetch(`${base}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || !body.access_token) {
    throw new Stop(`signing in as ${email} failed (${response.status}): ${body.detail ?? body.error_description ?? JSON.stringify(body)}`);
  }
  return body.access_token;
}

async function graphql(base, token, query, variables) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Stop(`${query.split('(')[0]}: ${body.errors.map((error) => error.message).join('; ')}`);
  return body.data;
}

/** The demo workspace (else the first the caller sees) with one of its locations. */
async function demoWorkspace(base, token) {
  const data = await graphql(
    base,
    token,
    'query Workspaces { workspaces(input: { limit: 20 }) { data { id name locations(limit: 1) { data { id name status } } } } }',
  );
  const workspaces = data.workspaces.data;
  const workspace = workspaces.find((candidate) => candidate.name === DEMO_WORKSPACE) ?? workspaces[0];
  if (!workspace) throw new Stop('The signed-in user sees no workspace: start the gateway with its demo data (DEMO_DATA=true).');
  return workspace;
}

function setStatus(base, token, id, status) {
  return graphql(base, token, SET_STATUS, { input: { id, status } });
}

function setStatusCurl(base, token, id, status) {
  const body = JSON.stringify({ query: SET_STATUS, variables: { input: { id, status } } });
  return [
    `  curl -s ${base}/graphql -H 'content-type: application/json' \\`,
    `    -H 'Authorization: Bearer ${token}' \\`,
    `    -d '${body}'`,
  ].join('\n');
}

function describeError(error) {
  if (Array.isArray(error)) return error.map((item) => item.message).join('; ');
  if (error && typeof error.code === 'number') return `the connection closed (${error.code} ${error.reason || ''})`;
  return error instanceof Error ? error.message : String(error);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Stop ? error.message : error.stack}\n`);
  process.exit(1);
});
