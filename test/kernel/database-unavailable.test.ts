import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { PostgreSqlExceptionConverter } from '@mikro-orm/postgresql';
import { GraphQLError, print } from 'graphql';
import { KnexTimeoutError } from 'knex';
import { createServer } from 'node:net';
import { Client, DatabaseError } from 'pg';
import { ConflictError, DatabaseUnavailableError, isDatabaseUnavailable } from '../../src/kernel/errors';
import { IdentityMeDocument, IdentityTokenDocument } from '../generated/graphql';
import { aUser } from '../support/identity-builders';
import { startOwnTestServer, type TestServer } from '../support/test-server';

/**
 * A database that cannot be reached is a 503 with Retry-After on both faces, never a 500
 * (`npm run test:outage` restarts a real PostgreSQL under load; here the connection refuses).
 */
let refused: Error;
let server: TestServer;
beforeAll(async () => {
  refused = await connectionRefused();
  server = await startOwnTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The error pg gives when nothing listens on the database's port. */
async function connectionRefused(): Promise<Error> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  const error = await client.connect().then(
    () => null,
    (e: Error) => e,
  );
  if (!error) throw new Error(`something listens on ${port}`);
  return error;
}

function serverError(code: string, message: string): DatabaseError {
  return Object.assign(new DatabaseError(message, 0, 'error'), { code });
}

describe('which errors say the database is away', () => {
  test('a refused connection, as pg, MikroORM and GraphQL hand it on', () => {
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const converted = new PostgreSqlExceptionConverter().convertException(refused);
    expect(converted).toBeInstanceOf(DriverException);
    expect(isDatabaseUnavailable(converted)).toBe(true);
    expect(isDatabaseUnavailable(new GraphQLError('Context creation failed: connect ECONNREFUSED', { originalError: converted }))).toBe(
      true,
    );
  });

  test.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
  ])('the server says %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
    expect(isDatabaseUnavailable(new PostgreSqlExceptionConverter().convertException(serverError(code, message)))).toBe(true);
  });

  test('a connection lost or not to be had from the pool', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('COMMIT; - Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new KnexTimeoutError('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
    // knex ended the transaction when its BEGIN failed on a lost connection; the next statement hears this
    expect(isDatabaseUnavailable(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'))).toBe(true);
  });

  test('a statement the database refused, a domain error or a bug is not an outage', () => {
    const duplicate = serverError('23505', 'duplicate key value violates unique constraint');
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new UniqueConstraintViolationException(duplicate))).toBe(false);
    expect(isDatabaseUnavailable(serverError('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(new ConflictError('Taken.'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});

describe('while the database refuses connections', () => {
  test('both faces answer 503 with Retry-After, readiness fails, and all is well once it is back', async () => {
    const ann = await aUser(server);
    const token = await server.signIn(ann.email, ann.password);
    const admin = await server.adminToken();
    const me = { body: { query: print(IdentityMeDocument) }, auth: { token } };
    const signIn = {
      body: {
        query: print(IdentityTokenDocument),
        variables: { input: { grantType: 'password', username: ann.email, password: ann.password } },
      },
    };

    // Every statement of the gateway now meets a refused connection (executeQuery: MikroORM's one
    // door to the database, the read path's included).
    const connection = server.app.db.orm.em.getConnection() as unknown as { executeQuery(...args: unknown[]): Promise<unknown> };
    const outage = jest.spyOn(connection, 'executeQuery').mockRejectedValue(refused);
    try {
      // The graph: authentication cannot read the caller; a resolver cannot read the user.
      for (const request of [me, signIn]) {
        const answer = await server.rest('POST', '/graphql', request);
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(answer.body.errors).toEqual([
          expect.objectContaining({
            message: expect.stringMatching(/database/),
            extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
          }),
        ]);
      }
      // REST: authentication cannot read the caller; the operation cannot read the user.
      for (const [path, options] of [
        ['/identity/User?Offset=0&Limit=5', { auth: { token: admin } }],
        ['/identity/User/signup', { body: { email: 'bea@example.com', password: 'a sturdy passphrase' } }],
      ] as const) {
        const answer = await server.rest(path.endsWith('signup') ? 'POST' : 'GET', path, options);
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(answer.body).toMatchObject({
          status: 503,
          title: 'Service Unavailable',
          code: 'SERVICE_UNAVAILABLE',
          detail: expect.stringMatching(/database/),
        });
      }
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ database: 'down' });
    } finally {
      outage.mockRestore();
    }

    expect((await server.rest('POST', '/graphql', me)).status).toBe(200);
    expect((await server.rest('GET', '/identity/User?Offset=0&Limit=5', { auth: { token: admin } })).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
