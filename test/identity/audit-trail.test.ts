import { randomUUID } from 'node:crypto';
import {
  AuditEventDocument,
  AuditEventsDocument,
  IdentityApiKeyDocument,
  IdentityForgotPasswordDocument,
  IdentityResetPasswordDocument,
  IdentityRotateApiKeyDocument,
  IdentitySendTwoFactorCodeDocument,
  IdentitySuspendUserDocument,
  IdentityTokenDocument,
  IdentityVerifyTwoFactorCodeDocument,
} from '../generated/graphql';
import { AuditEvent } from '../../src/kernel/audit/audit-event.entity';
import { purgeAuditEvents } from '../../src/kernel/audit/audit-retention';
import { withAuditScope } from '../../src/kernel/audit/audit-trail';
import { ANONYMOUS } from '../../src/kernel/caller';
import { createRequestContext } from '../../src/kernel/context';
import { inTransaction } from '../../src/kernel/transaction';
import { User } from '../../src/identity/user/user.entity';
import { givenLocation, givenPlainUser, givenWorkspaceWithAdmin, locationBody } from '../support/catalogue-builders';
import { aUser, latestCode, newEmail, PASSWORD, tokens } from '../support/identity-builders';
import { startOwnTestServer, type TestServer, warmCaller } from '../support/test-server';

/** The audit trail (docs/decisions.md#audit-trail): each state change one append-only event, written with the change, readable by the right Admins. */
let server: TestServer;
beforeAll(async () => {
  // A server of its own: the rollback test runs the kernel's audit scope and transaction on the server's EntityManager.
  server = await startOwnTestServer({}, {}, { fileModules: true }); // its transactions run the file's modules
});
afterAll(async () => {
  await server?.close();
});

/** The events of one record, as the Platform Admin reads them over the graph (newest first). */
async function eventsOf(recordId: string, filters: Record<string, unknown> = {}) {
  const result = await server.gql(AuditEventsDocument, { input: { recordId, ...filters } }, { token: await server.adminToken() });
  expect(result.errors).toBeUndefined();
  return result.data!.auditEvents.data;
}

describe('recording', () => {
  test('a REST write (sign-up) is one Created event with the fields after, never the password or its hash', async () => {
    const email = newEmail('audited');
    const answer = await server.rest('POST', '/identity/User/signup', {
      body: { email, password: PASSWORD },
      headers: { 'x-request-id': `audit-${email}` },
    });
    expect(answer.status).toBe(200);
    const events = await eventsOf(answer.body.id);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      action: 'Created',
      operation: 'signUp',
      recordType: 'User',
      actorUserId: null,
      tenantId: null,
      requestId: `audit-${email}`,
    });
    expect(event.clientAddress).toEqual(expect.any(String));
    expect(event.changes).toContainEqual({ field: 'email', before: null, after: JSON.stringify(email) });
    const stored = await server.app.db.orm.em.fork().findOneOrFail(User, { email }, { populate: ['passwordHash'] });
    expect(JSON.stringify(event)).not.toContain(PASSWORD);
    expect(JSON.stringify(event)).not.toContain(stored.passwordHash!);
    expect(event.changes.map((change) => change.field)).not.toContain('passwordHash');
  });

  test('a graph mutation (a suspension) is one Updated event with the changed field before and after, by its actor', async () => {
    const user = await aUser(server);
    const admin = await server.adminToken();
    const suspended = await server.gql(IdentitySuspendUserDocument, { input: { email: user.email } }, { token: admin });
    expect(suspended.data?.suspendUser).toBe(true);
    const events = await eventsOf(user.id, { operation: 'suspendUser' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'Updated',
      recordType: 'User',
      changes: [{ field: 'isSuspended', before: 'false', after: 'true' }],
    });
    expect(events[0].actor?.email).toBe('platform-admin@example.com');
  });

  test('a password reset is recorded without the new hash; sign-ins and failed sign-ins are recorded, also for an unknown account', async () => {
    const user = await aUser(server);
    await server.gql(IdentityForgotPasswordDocument, { input: { email: user.email } });
    const newPassword = `${PASSWORD}-renewed`;
    const reset = await server.gql(IdentityResetPasswordDocument, {
      input: { email: user.email, resetCode: await latestCode(server, user.email, 'password-reset'), newPassword },
    });
    expect(reset.data?.resetPassword).toBe(true);
    const [resetEvent] = await eventsOf(user.id, { operation: 'resetPassword' });
    expect(resetEvent).toMatchObject({ action: 'Updated', recordType: 'User', actorUserId: user.id });
    const stored = await server.app.db.orm.em.fork().findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
    expect(JSON.stringify(resetEvent)).not.toContain(stored.passwordHash!);
    expect(JSON.stringify(resetEvent)).not.toContain(newPassword);

    const wrong = await server.gql(IdentityTokenDocument, {
      input: { grantType: 'password', username: user.email, password: 'not-the-password' },
    });
    expect(wrong.errors?.[0].extensions?.code).toBeDefined();
    const right = await server.gql(IdentityTokenDocument, {
      input: { grantType: 'password', username: user.email, password: newPassword },
    });
    expect(right.data?.token.access_token).toBeDefined();
    const signIns = await eventsOf(user.id, { operation: 'token' });
    expect(signIns.map((event) => event.action)).toEqual(['SignedIn', 'SignInFailed']);
    expect(signIns[0].actorUserId).toBe(user.id);
    expect(JSON.stringify(signIns)).not.toContain(right.data!.token.refresh_token);

    const stranger = newEmail('nobody');
    await server.gql(IdentityTokenDocument, { input: { grantType: 'password', username: stranger, password: 'whatever-it-is' } });
    const all = await server.gql(AuditEventsDocument, { input: { operation: 'token', limit: 100 } }, { token: await server.adminToken() });
    expect(
      all.data!.auditEvents.data.find((event) => event.changes.some((change) => change.after === JSON.stringify(stranger))),
    ).toMatchObject({ action: 'SignInFailed', recordType: null, recordId: null });
  });

  test('a change rolled back with its transaction leaves no event; a 409 records nothing', async () => {
    const { app } = server;
    const ctx = createRequestContext({
      em: app.db.orm.em.fork(),
      caller: ANONYMOUS,
      settings: app.settings,
      services: app.services,
      log: app.log,
      requestId: `rollback-${randomUUID()}`,
      ip: '127.0.0.1',
    });
    const email = newEmail('rolled-back');
    await expect(
      withAuditScope(ctx, 'rollbackProbe', () =>
        inTransaction(ctx, async () => {
          ctx.em.persist(ctx.em.create(User, { email }));
          await ctx.em.flush(); // the user and its event are written...
          expect(await ctx.em.count(AuditEvent, { requestId: ctx.requestId })).toBe(1);
          throw new Error('...and rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    const em = app.db.orm.em.fork();
    expect(await em.count(User, { email })).toBe(0);
    expect(await em.count(AuditEvent, { requestId: ctx.requestId })).toBe(0);

    // A tenant that exists already: 409, and no event of the request.
    const { workspaceId } = await givenWorkspaceWithAdmin(server);
    const requestId = `conflict-${randomUUID()}`;
    const conflict = await server.rest('POST', '/identity/Tenant/create', {
      body: { tenantId: workspaceId, tenantName: 'Again', tenantType: 'Workspace' },
      auth: { token: await server.adminToken() },
      headers: { 'x-request-id': requestId },
    });
    expect(conflict.status).toBe(409);
    expect(await em.count(AuditEvent, { requestId })).toBe(0);
  });

  test('a change made with an API key names the key', async () => {
    const user = await aUser(server);
    const admin = await server.adminToken();
    const apiKey = (await server.gql(IdentityApiKeyDocument, {}, { token: admin })).data!.apiKey.apiKey;
    await server.gql(IdentitySuspendUserDocument, { input: { email: user.email } }, { apiKey });
    const [event] = await eventsOf(user.id, { operation: 'suspendUser' });
    expect(event.actorApiKeyId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(JSON.stringify(event)).not.toContain(apiKey);
  });

  test('the retention purge deletes the events older than the retention only', async () => {
    const em = server.app.db.orm.em.fork();
    const old = Object.assign(new AuditEvent(), {
      action: 'Created',
      operation: 'retentionProbe',
      dateCreated: new Date(Date.now() - 400 * 86_400_000),
    });
    const recent = Object.assign(new AuditEvent(), {
      action: 'Created',
      operation: 'retentionProbe',
      dateCreated: new Date(Date.now() - 300 * 86_400_000),
    });
    await em.insert(old);
    await em.insert(recent);
    expect(await purgeAuditEvents(em, 365)).toBeGreaterThanOrEqual(1);
    expect((await em.find(AuditEvent, { operation: 'retentionProbe' })).map((event) => event.id)).toEqual([recent.id]);
  });

  test('the table refuses UPDATE', async () => {
    const em = server.app.db.orm.em.fork();
    await expect(em.execute(`update "audit_event" set "operation" = 'rewritten'`)).rejects.toThrow(/append-only/);
  });
});

describe('writes past the unit of work record their own event', () => {
  test("rotating an API key records the old key's revocation (and the new key's creation), never the key", async () => {
    const user = await aUser(server);
    const { access_token: token } = await tokens(server, user.email);
    const oldKey = (await server.gql(IdentityApiKeyDocument, {}, { token })).data!.apiKey.apiKey;
    const newKey = (await server.gql(IdentityRotateApiKeyDocument, {}, { token })).data!.rotateApiKey.apiKey;

    const events = await server.gql(
      AuditEventsDocument,
      { input: { actorId: user.id, operation: 'rotateApiKey' } },
      { token: await server.adminToken() },
    );
    const byAction = Object.fromEntries(events.data!.auditEvents.data.map((event) => [event.action, event]));
    expect(events.data!.auditEvents.data).toHaveLength(2);
    // The first `apiKey` read created the old key: a query that writes is audited as its operation (policy `writes`).
    const created = await server.gql(
      AuditEventsDocument,
      { input: { actorId: user.id, operation: 'apiKey' } },
      { token: await server.adminToken() },
    );
    expect(created.data!.auditEvents.data).toEqual([
      expect.objectContaining({ action: 'Created', recordType: 'ApiKey', recordId: byAction.Updated.recordId }),
    ]);
    expect(byAction.Updated).toMatchObject({
      recordType: 'ApiKey',
      changes: [{ field: 'revokedAt', before: 'null', after: expect.stringMatching(/^"\d{4}-/) }],
    });
    expect(byAction.Created).toMatchObject({ recordType: 'ApiKey' });
    expect(byAction.Created.recordId).not.toBe(byAction.Updated.recordId);
    expect(JSON.stringify(events.data)).not.toContain(oldKey);
    expect(JSON.stringify(events.data)).not.toContain(newKey);
  });

  test("verifying a two-factor code records the email's confirmation, once", async () => {
    const user = await aUser(server);
    const { access_token: token } = await tokens(server, user.email);
    const verifyACode = async () => {
      await server.gql(IdentitySendTwoFactorCodeDocument, {}, { token });
      const verified = await server.gql(
        IdentityVerifyTwoFactorCodeDocument,
        { input: { code: await latestCode(server, user.email, 'two-factor') } },
        { token },
      );
      expect(verified.errors).toBeUndefined();
    };
    await verifyACode();
    await verifyACode(); // already confirmed: no change, no event

    const events = await eventsOf(user.id, { operation: 'verifyTwoFactorCode' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'Updated',
      recordType: 'User',
      actorUserId: user.id,
      changes: [{ field: 'emailConfirmed', before: 'false', after: 'true' }],
    });
  });

  test("a suspension records the user's live sessions it ended; a password reset too, by the code's holder", async () => {
    const suspended = await aUser(server);
    await tokens(server, suspended.email);
    await tokens(server, suspended.email);
    await server.gql(IdentitySuspendUserDocument, { input: { email: suspended.email } }, { token: await server.adminToken() });
    const suspension = await eventsOf(suspended.id, { operation: 'suspendUser' });
    expect(suspension.map((event) => event.changes)).toEqual(
      expect.arrayContaining([
        [{ field: 'isSuspended', before: 'false', after: 'true' }],
        [{ field: 'liveSessions', before: '2', after: '0' }],
      ]),
    );
    expect(suspension).toHaveLength(2);

    const reset = await aUser(server);
    await tokens(server, reset.email);
    await server.gql(IdentityForgotPasswordDocument, { input: { email: reset.email } });
    await server.gql(IdentityResetPasswordDocument, {
      input: { email: reset.email, resetCode: await latestCode(server, reset.email, 'password-reset'), newPassword: `${PASSWORD}-again` },
    });
    const sessions = (await eventsOf(reset.id, { operation: 'resetPassword' })).filter((event) =>
      event.changes.some((change) => change.field === 'liveSessions'),
    );
    expect(sessions).toEqual([
      expect.objectContaining({ action: 'Updated', actorUserId: reset.id, changes: [{ field: 'liveSessions', before: '1', after: '0' }] }),
    ]);
  });

  test('20 parallel mutations: each request exactly one event, none lost, none doubled', async () => {
    const { workspaceId, token } = await givenWorkspaceWithAdmin(server);
    const requestIds = Array.from({ length: 20 }, () => `burst-${randomUUID()}`);
    const answers = await Promise.all(
      requestIds.map((requestId) =>
        server.rest('POST', '/workspaces/Location/upsert', {
          body: locationBody(workspaceId),
          auth: { token },
          headers: { 'x-request-id': requestId },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(requestIds.map(() => 200));

    const events = await server.app.db.orm.em.fork().find(AuditEvent, { requestId: { $in: requestIds } });
    expect(events.map((event) => event.requestId).sort()).toEqual([...requestIds].sort());
    expect(events.map((event) => [event.action, event.recordType, event.tenantId])).toEqual(
      requestIds.map(() => ['Created', 'Location', workspaceId]),
    );
    expect(events.map((event) => event.recordId).sort()).toEqual(answers.map((answer) => answer.body.id).sort());
  });
});

describe('reading', () => {
  test("a tenant's Admin reads their tenant's events only; a plain user gets 403 on both faces; an event is readable by id", async () => {
    const mine = await givenWorkspaceWithAdmin(server);
    const theirs = await givenWorkspaceWithAdmin(server);
    const location = await givenLocation(server, mine.token, mine.workspaceId);
    const other = await givenLocation(server, theirs.token, theirs.workspaceId);

    const seen = await server.gql(AuditEventsDocument, { input: { limit: 100 } }, { token: mine.token });
    expect(seen.errors).toBeUndefined();
    const events = seen.data!.auditEvents.data;
    expect(events.find((event) => event.recordId === location.id)).toMatchObject({
      action: 'Created',
      recordType: 'Location',
      tenantId: mine.workspaceId,
      operation: 'upsertLocation',
    });
    expect(events.every((event) => event.tenantId === mine.workspaceId)).toBe(true);
    expect(events.some((event) => event.recordId === other.id)).toBe(false);

    const otherEvent = (await eventsOf(other.id))[0];
    expect((await server.gql(AuditEventDocument, { id: otherEvent.id }, { token: mine.token })).data?.auditEvent).toBeNull();
    expect((await server.gql(AuditEventDocument, { id: otherEvent.id }, { token: theirs.token })).data?.auditEvent).toMatchObject({
      recordId: other.id,
    });

    const plain = await givenPlainUser(server);
    const graph = await server.gql(AuditEventsDocument, {}, { token: plain });
    expect(graph.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.rest('GET', '/audit/Event', { auth: { token: plain } })).status).toBe(403);
    expect((await server.rest('GET', '/audit/Event')).status).toBe(401);
  });

  test('filters and paging, on both faces; a bad filter is a 400 naming it', async () => {
    const { token, workspaceId } = await givenWorkspaceWithAdmin(server);
    const locations = [];
    for (let i = 0; i < 3; i += 1) locations.push(await givenLocation(server, token, workspaceId, { name: `Audited ${i}` }));
    const admin = await server.adminToken();
    const byRecord = await server.rest('GET', `/audit/Event?recordType=Location&recordId=${locations[1].id}`, { auth: { token: admin } });
    expect(byRecord.status).toBe(200);
    expect(byRecord.body.data).toHaveLength(1);
    expect(byRecord.body.totalCount).toBe(1);

    const mineOnly = await server.rest('GET', '/audit/Event?operation=upsertLocation&offset=1&limit=1', { auth: { token } });
    expect(mineOnly.status).toBe(200);
    expect(mineOnly.body).toMatchObject({ totalCount: 3, pagedRequest: { offset: 1, limit: 1 } });
    expect(mineOnly.body.data[0].recordId).toBe(locations[1].id);

    const first = (await eventsOf(locations[0].id))[0];
    const actorId = first.actorUserId!;
    const inWindow = await server.gql(
      AuditEventsDocument,
      { input: { actorId, recordType: 'Location', from: first.dateCreated, to: new Date(Date.now() + 60_000).toISOString() } },
      { token: admin },
    );
    expect(inWindow.data!.auditEvents.data.map((event) => event.recordId)).toEqual(locations.map((l) => l.id).reverse());
    const before = await server.gql(AuditEventsDocument, { input: { actorId, to: first.dateCreated } }, { token: admin });
    expect(before.data!.auditEvents.data.some((event) => event.recordType === 'Location')).toBe(false);
    const notAnId = await server.gql(AuditEventsDocument, { input: { actorId: 'not-a-uuid' } }, { token: admin });
    expect(notAnId.data!.auditEvents.totalCount).toBe(0);

    const reversed = await server.rest('GET', `/audit/Event?from=${encodeURIComponent(new Date().toISOString())}&to=2000-01-01T00:00:00Z`, {
      auth: { token: admin },
    });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('to');
    const badDate = await server.rest('GET', '/audit/Event?from=yesterday', { auth: { token: admin } });
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.body)).toContain('from');
    const badLimit = await server.rest('GET', '/audit/Event?limit=0', { auth: { token: admin } });
    expect(badLimit.status).toBe(400);
  });

  test('a page is one statement whatever its size, and its actors one more', async () => {
    const admin = await server.adminToken();
    for (let i = 0; i < 3; i += 1) {
      const user = await aUser(server);
      await server.gql(IdentitySuspendUserDocument, { input: { email: user.email } }, { token: admin });
    }
    await warmCaller(server, { token: admin });
    const one = await server.gql(AuditEventsDocument, { input: { operation: 'suspendUser', limit: 1 } }, { token: admin });
    const many = await server.gql(AuditEventsDocument, { input: { operation: 'suspendUser', limit: 50 } }, { token: admin });
    expect(one.data!.auditEvents.data).toHaveLength(1);
    expect(many.data!.auditEvents.data.length).toBeGreaterThanOrEqual(3);
    expect(many.data!.auditEvents.data.every((event) => event.actor?.email === 'platform-admin@example.com')).toBe(true);
    // the page with its count, the actors of the page (one statement for all); the caller is cached
    expect(one.statements).toBe(2);
    expect(many.statements).toBe(2);
    const rest = await server.rest('GET', '/audit/Event?limit=50', { auth: { token: admin } });
    expect(rest.headers.get('x-sql-statements')).toBe('1');
  });
});
