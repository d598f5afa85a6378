import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ApolloClient, gql, HttpLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { registerDocuments, RegistrationError } from '../../scripts/register-documents';
import { givenPlainUser } from '../support/catalogue-builders';
import { generateClientKit, type GeneratedClientKit } from '../support/client-kit';
import { startOwnTestServer, startTestServer, type TestServer } from '../support/test-server';

/**
 * Trusted documents (docs/decisions.md#trusted-documents): the client preset's manifest, registered
 * with the script's function, run by hash through Apollo Client's persisted-queries link; with
 * GRAPHQL_TRUSTED_DOCUMENTS_ONLY a free document is refused but for the Platform Admin, and the
 * REST rows (the gateway's own documents) still run; without it, anything runs.
 */
const schema = buildSchema(readFileSync(join(__dirname, '..', '..', 'schema', 'schema.graphql'), 'utf8'));
const FREE_DOCUMENT = '{ me { id email } }';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let kit: GeneratedClientKit;
let documents: Record<string, DocumentNode>;
let strict: TestServer;
let open: TestServer;

beforeAll(async () => {
  [kit, strict, open] = await Promise.all([
    generateClientKit('test/client-kit/*.graphql'),
    startOwnTestServer({ GRAPHQL_TRUSTED_DOCUMENTS_ONLY: 'true' }),
    startTestServer(),
  ]);
  // The typed documents as the app imports them, each with its hash (`__meta__`).
  documents = (await import(join(kit.dir, 'gql', 'graphql.ts'))) as Record<string, DocumentNode>;
}, 60_000);

afterAll(async () => {
  kit?.remove();
  await strict?.close();
  await open?.close();
});

/** The link of the README: the hash the client preset gave the document. */
const byManifestHash = () =>
  createPersistedQueryLink({ generateHash: (document) => (document as unknown as HashedDocument).__meta__.hash });
type HashedDocument = { __meta__: { hash: string } };

/** Apollo Client as an app sets it up (README), recording what it sends. */
function apolloClient(server: TestServer, token: string, sent: Record<string, unknown>[], persisted = byManifestHash()) {
  const http = new HttpLink({
    uri: `${server.url}/graphql`,
    headers: { authorization: `Bearer ${token}` },
    fetch: (input, init) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return fetch(input, init);
    },
  });
  return new ApolloClient({ link: persisted.concat(http), cache: new InMemoryCache() });
}

async function post(server: TestServer, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: any }[] } };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('registration (npm run documents:register)', () => {
  test('stores the manifest once; registering it again is fine', async () => {
    const first = await registerDocuments(strict.app.db.orm.em.fork(), schema, kit.manifest, strict.app.settings.graphqlLimits);
    expect(first.added.sort()).toEqual(Object.keys(kit.manifest).sort());
    const again = await registerDocuments(strict.app.db.orm.em.fork(), schema, kit.manifest, strict.app.settings.graphqlLimits);
    expect(again).toEqual({ added: [], known: Object.keys(kit.manifest) });
  });

  test('refuses, storing nothing, a hash that is not its document’s SHA-256 and a document the graph refuses', async () => {
    const good = 'query TrustedGood { me { id } }';
    const bad = 'query TrustedBad { me { noSuchField } }';
    const manifest = { [sha256(good)]: good, ['0'.repeat(64)]: good, [sha256(bad)]: bad };
    const refusal = await registerDocuments(strict.app.db.orm.em.fork(), schema, manifest, strict.app.settings.graphqlLimits).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RegistrationError);
    expect((refusal as RegistrationError).problems).toEqual([
      expect.stringContaining(`${'0'.repeat(64)}: not the SHA-256 of its document (${sha256(good)})`),
      expect.stringMatching(/TrustedBad.*Cannot query field "noSuchField" on type "User"/),
    ]);
    const stored = await strict.app.db.orm.em.fork().execute('select 1 from "trusted_document" where "hash" = ?', [sha256(good)]);
    expect(stored).toHaveLength(0);
  });
});

describe('with GRAPHQL_TRUSTED_DOCUMENTS_ONLY=true', () => {
  test("Apollo Client's persisted-queries link runs a registered document by its hash, without its text", async () => {
    const sent: Record<string, unknown>[] = [];
    const client = apolloClient(strict, await givenPlainUser(strict), sent);
    const result = await client.query({ query: documents.ClientKitLocationDocument, variables: { id: NO_SUCH_ID } });
    expect(result.data).toEqual({ __typename: 'Query', location: null });
    expect(sent).toHaveLength(1);
    expect(sent[0].query).toBeUndefined();
    expect(sent[0].extensions).toMatchObject({
      persistedQuery: {
        version: 1,
        sha256Hash: (documents.ClientKitLocationDocument as unknown as HashedDocument).__meta__.hash,
      },
    });
  });

  test('a free document is refused (400, naming the setting) for a user and for an anonymous caller', async () => {
    for (const token of [await givenPlainUser(strict), undefined]) {
      const { status, body } = await post(strict, { query: FREE_DOCUMENT }, token);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('GRAPHQL_TRUSTED_DOCUMENTS_ONLY'),
          extensions: { code: 'PERSISTED_QUERY_REQUIRED' },
        }),
      ]);
    }
  });

  test("the refusal comes before the other limits' (a document over the cost limit)", async () => {
    const costly = '{ locations(input: { limit: 100 }) { data { rooms(limit: 100) { data { name } } } } }';
    expect((await post(open, { query: costly }, await givenPlainUser(open))).body.errors?.[0].extensions.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    const refused = await post(strict, { query: costly }, await givenPlainUser(strict));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((error) => error.extensions.code)).toEqual(['PERSISTED_QUERY_REQUIRED']);
  });

  test('sending a document with its hash does not register it; the text of a registered one runs', async () => {
    const token = await givenPlainUser(strict);
    const attempt = await post(
      strict,
      { query: FREE_DOCUMENT, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(FREE_DOCUMENT) } } },
      token,
    );
    expect(attempt.status).toBe(400);
    expect(attempt.body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_REQUIRED');
    const byHash = await post(strict, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(FREE_DOCUMENT) } } }, token);
    expect(byHash.body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const [hash, registered] = Object.entries(kit.manifest).find(([, document]) => document.includes('ClientKitLocation('))!;
    expect(sha256(registered)).toBe(hash);
    const asText = await post(strict, { query: registered, variables: { id: NO_SUCH_ID } }, token);
    expect(asText).toEqual({ status: 200, body: { data: { __typename: 'Query', location: null } } });
  });

  test('a registered mutation sent by hash takes an Idempotency-Key as one sent as text', async () => {
    const signUp = 'mutation TrustedSignUp($input: SignUpInput!) { signUp(input: $input) { id email } }';
    const hash = sha256(signUp);
    await registerDocuments(strict.app.db.orm.em.fork(), schema, { [hash]: signUp }, strict.app.settings.graphqlLimits);
    const body = {
      variables: { input: { email: `trusted-${hash.slice(0, 8)}@example.com`, password: 'a-long-and-uncommon-passphrase' } },
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    };
    const send = () =>
      fetch(`${strict.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `trusted-${hash}` },
        body: JSON.stringify(body),
      });
    const first = await send();
    const firstBody = (await first.json()) as { data: { signUp: { id: string } } };
    expect(first.status).toBe(200);
    // Without the key's guard the repeat would be a second sign-up of the same email: a CONFLICT.
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
  });

  test('the Platform Admin may send any document (the explorers), introspection included', async () => {
    const admin = await strict.adminToken();
    const me = await post(strict, { query: FREE_DOCUMENT }, admin);
    expect(me.status).toBe(200);
    expect(me.body.data.me.email).toEqual(expect.any(String));
    const introspection = await post(strict, { query: '{ __schema { queryType { name } } }' }, admin);
    expect(introspection.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  test("the REST rows run their own documents as before (they are the gateway's, not a client's)", async () => {
    const answer = await strict.rest('POST', '/workspaces/Location', {
      body: { offset: 0, limit: 1 },
      auth: { token: await givenPlainUser(strict) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ pagedRequest: { offset: 0, limit: 1 } });
  });
});

describe('with GRAPHQL_TRUSTED_DOCUMENTS_ONLY unset (false)', () => {
  test('a free document runs for everyone', async () => {
    const free = await post(open, { query: FREE_DOCUMENT }, await givenPlainUser(open));
    expect(free.status).toBe(200);
    expect(free.body.data.me.email).toEqual(expect.any(String));
  });

  test('registered documents run by hash; automatic persisted queries work as before (in memory)', async () => {
    const token = await givenPlainUser(open);
    await registerDocuments(open.app.db.orm.em.fork(), schema, kit.manifest, open.app.settings.graphqlLimits);
    const sent: Record<string, unknown>[] = [];
    const result = await apolloClient(open, token, sent).query({
      query: documents.ClientKitLocationDocument,
      variables: { id: NO_SUCH_ID },
    });
    expect(result.data).toEqual({ __typename: 'Query', location: null });
    expect(sent.map((body) => typeof body.query)).toEqual(['undefined']);

    // The link's own hash (SHA-256 of the printed document): not found, sent again with the text, then known by hash.
    const automatic = apolloClient(open, token, sent, createPersistedQueryLink({ sha256 }));
    sent.length = 0;
    const me = gql`
      query TrustedAutomatic {
        me {
          id
        }
      }
    `;
    await automatic.query({ query: me, fetchPolicy: 'no-cache' });
    await automatic.query({ query: me, fetchPolicy: 'no-cache' });
    expect(sent.map((body) => typeof body.query)).toEqual(['undefined', 'string', 'undefined']);
  });
});
