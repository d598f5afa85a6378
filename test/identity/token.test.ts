import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { IdentityMeDocument, IdentityTokenDocument } from '../generated/graphql';
import { aTenant, aUser, grant, refresh, tokens } from '../support/identity-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { RefreshToken } from '../../src/identity/token/refresh-token.entity';

let server: TestServer;
let ann: { id: string; email: string; password: string };
beforeAll(async () => {
  server = await startTestServer();
  ann = await aUser(server);
});
afterAll(async () => {
  await server?.close();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('token endpoint', () => {
  test('password grant answers a LoginResponse, form-encoded or JSON', async () => {
    const form = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: ann.email, password: ann.password },
    });
    expect(form.status).toBe(200);
    expect(form.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      token_type: 'Bearer',
    });
    const json = await server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'password', username: ann.email.toUpperCase(), password: ann.password },
    });
    expect(json.status).toBe(200);
    const me = await server.gql(IdentityMeDocument, {}, { token: json.body.access_token });
    expect(me.data?.me.email).toBe(ann.email);
  });

  test('a wrong password and an unknown account get the same OAuth error', async () => {
    const wrong = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: ann.email, password: 'not-the-password' },
    });
    const unknown = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: 'The email or password is incorrect.' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  test('missing and unsupported grant types are OAuth errors', async () => {
    const none = await server.rest('POST', '/identity/connect/token', { form: { username: ann.email } });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('invalid_request');
    const odd = await server.rest('POST', '/identity/connect/token', { form: { grant_type: 'client_credentials' } });
    expect(odd.status).toBe(400);
    expect(odd.body.error).toBe('unsupported_grant_type');
  });

  test('the tenant-id header scopes the token to the roles of that tenant', async () => {
    const tenantId = await aTenant(server);
    await grant(server, ann.email, 'Admin', tenantId);
    const scoped = await tokens(server, ann.email, ann.password, tenantId);
    const claims = JSON.parse(Buffer.from(scoped.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: ann.id, tid: tenantId, roles: ['Admin'] });
    const unknown = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: ann.email, password: ann.password },
      headers: { 'tenant-id': 'no-such-tenant' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_request');
  });

  test('the graph offers the same token mutation', async () => {
    const result = await server.gql(IdentityTokenDocument, {
      input: { grantType: 'password', username: ann.email, password: ann.password },
    });
    expect(result.data?.token).toMatchObject({ expires_in: 900, token_type: 'Bearer' });
  });
});

describe('the token answer as OAuth clients read it', () => {
  // A lifetime other than the default, so that expires_in is seen to come from the setting.
  let shortLived: TestServer;
  beforeAll(async () => {
    shortLived = await startTestServer({ ACCESS_TOKEN_TTL_SECONDS: '120' });
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  test('both faces answer token_type Bearer and expires_in = ACCESS_TOKEN_TTL_SECONDS, for both grants', async () => {
    const user = await aUser(shortLived);
    const oauth = { token_type: 'Bearer', expires_in: 120 };
    const password = await shortLived.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: user.password },
    });
    expect(password.body).toMatchObject(oauth);
    const refreshed = await shortLived.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'refresh_token', refresh_token: password.body.refresh_token },
    });
    expect(refreshed.body).toMatchObject(oauth);
    const graph = await shortLived.gql(IdentityTokenDocument, {
      input: { grantType: 'refresh_token', refreshToken: refreshed.body.refresh_token },
    });
    expect(graph.data?.token).toMatchObject(oauth);
    // expires_in is the token's own lifetime
    const claims = jwt.decode(graph.data!.token.access_token) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(120);
    // the token type says how to send it: as a Bearer credential, it works
    const me = await shortLived.gql(IdentityMeDocument, {}, { token: graph.data!.token.access_token });
    expect(me.data?.me.email).toBe(user.email);
  });
});

describe('refresh tokens', () => {
  test('rotate on every use; the refresh tokens are stored only hashed', async () => {
    const first = await tokens(server, ann.email);
    const second = await refresh(server, first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await refresh(server, second.body.refresh_token);
    expect(third.status).toBe(200);
    const rows = await server.app.db.orm.em.fork().find(RefreshToken, { userId: ann.id });
    expect(rows.some((r) => r.tokenHash === first.refresh_token || r.tokenHash.includes(first.refresh_token))).toBe(false);
  });

  test('reusing a rotated refresh token revokes its whole family', async () => {
    const first = await tokens(server, ann.email);
    const second = await refresh(server, first.refresh_token);
    expect(second.status).toBe(200);
    const replay = await refresh(server, first.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    // The thief's replay ended the session: the legitimate newer token no longer works either.
    const next = await refresh(server, second.body.refresh_token);
    expect(next.status).toBe(400);
    expect(next.body.error).toBe('invalid_grant');
  });

  test("a refresh token used in parallel: one call wins a new pair, the others are reuse, and the winner's new token is revoked with the family", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const first = await tokens(server, ann.email);
      const race = await Promise.all(Array.from({ length: 8 }, () => refresh(server, first.refresh_token)));
      const winners = race.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      expect(race.filter((r) => r.status === 400 && r.body.error === 'invalid_grant')).toHaveLength(7);
      const next = await refresh(server, winners[0].body.refresh_token);
      expect(next.status).toBe(400);
      expect(next.body.error).toBe('invalid_grant');
    }
  });

  test('an unknown refresh token is invalid_grant', async () => {
    const result = await refresh(server, 'rt_not-a-token');
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('invalid_grant');
  });
});

describe('access tokens', () => {
  test('alg none, a tampered payload and a foreign signature are refused with 401 on both faces', async () => {
    const good = (await tokens(server, ann.email)).access_token;
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const adminClaims = { ...claims, roles: ['Admin', 'Root'], tid: 'platform' };
    const forged = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims)}.`,
      `${header}.${b64(adminClaims)}.${signature}`,
      (() => {
        const h = b64({ alg: 'HS256', typ: 'JWT' });
        const p = b64(adminClaims);
        return `${h}.${p}.${createHmac('sha256', 'another-secret-another-secret-1234567').update(`${h}.${p}`).digest('base64url')}`;
      })(),
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
    ];
    for (const token of forged) {
      const graph = await server.gql(IdentityMeDocument, {}, { token });
      expect(graph.status).toBe(401);
      expect(graph.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const rest = await server.rest('GET', '/identity/User/tenants', { auth: { token } });
      expect(rest.status).toBe(401);
    }
  });

  test('an expired token, or one from another issuer, is refused even with the right key', async () => {
    const good = (await tokens(server, ann.email)).access_token;
    const claims = JSON.parse(Buffer.from(good.split('.')[1], 'base64url').toString());
    const { exp: _exp, iat: _iat, iss: _iss, jti: _jti, ...rest } = claims;
    void [_exp, _iat, _iss, _jti];
    const secret = 'test-secret-test-secret-test-secret-1234'; // the test server's JWT_SECRET
    const expired = jwt.sign({ ...rest, iat: Math.floor(Date.now() / 1000) - 3600 }, secret, {
      algorithm: 'HS256',
      expiresIn: 60,
      issuer: claims.iss,
    });
    const result = await server.gql(IdentityMeDocument, {}, { token: expired });
    expect(result.errors?.[0]).toMatchObject({ message: expect.stringContaining('expired'), extensions: { code: 'UNAUTHENTICATED' } });
    const foreignIssuer = jwt.sign(rest, secret, { algorithm: 'HS256', expiresIn: 60, issuer: 'someone-else' });
    expect((await server.gql(IdentityMeDocument, {}, { token: foreignIssuer })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Control: the same construction with the right issuer is accepted, so the refusals above are about expiry and issuer.
    const fine = jwt.sign(rest, secret, { algorithm: 'HS256', expiresIn: 60, issuer: claims.iss });
    expect((await server.gql(IdentityMeDocument, {}, { token: fine })).data?.me.email).toBe(ann.email);
  });

  test('a token without exp, or with nbf or iat in the future beyond the clock skew, is refused with 401 on both faces', async () => {
    const good = (await tokens(server, ann.email)).access_token;
    const claims = JSON.parse(Buffer.from(good.split('.')[1], 'base64url').toString());
    const { exp: _exp, iat: _iat, iss: _iss, jti: _jti, ...identity } = claims;
    void [_exp, _iat, _iss, _jti];
    const secret = 'test-secret-test-secret-test-secret-1234'; // the test server's JWT_SECRET
    const now = Math.floor(Date.now() / 1000);
    const sign = (times: object, options: jwt.SignOptions) =>
      jwt.sign({ ...identity, ...times }, secret, { algorithm: 'HS256', issuer: claims.iss, ...options });
    const refused = [
      sign({}, { noTimestamp: true }),
      sign({ iat: now }, {}),
      sign({ nbf: now + 120 }, { expiresIn: 600 }),
      sign({ iat: now + 120 }, { expiresIn: 600 }),
    ];
    for (const token of refused) {
      for (let i = 0; i < 2; i++) {
        const graph = await server.gql(IdentityMeDocument, {}, { token });
        expect(graph.status).toBe(401);
        expect(graph.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
        const rest = await server.rest('GET', '/identity/User/tenants', { auth: { token } });
        expect(rest.status).toBe(401);
        expect(rest.body.code).toBe('UNAUTHENTICATED');
      }
    }
    // A clock a few seconds ahead (another server process) is within the skew and accepted.
    const slightlyAhead = sign({ iat: now + 5, nbf: now + 5 }, { expiresIn: 600 });
    expect((await server.gql(IdentityMeDocument, {}, { token: slightlyAhead })).data?.me.email).toBe(ann.email);
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: slightlyAhead } })).status).toBe(200);
  });

  test('a malformed Authorization header is 401, and an anonymous caller gets 401 where signing in is needed', async () => {
    const malformed = await server.rest('GET', '/identity/User/tenants', { headers: { authorization: 'Basic abc' } });
    expect(malformed.status).toBe(401);
    const anonymous = await server.rest('GET', '/identity/User/api-key');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });
});
