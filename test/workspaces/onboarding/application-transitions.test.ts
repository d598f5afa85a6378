import { startTestServer, type TestServer } from '../../support/test-server';
import {
  applicationIn,
  contentBody,
  inquiryBody,
  locationBody,
  PASSWORD,
  signedInUser,
  uniqueEmail,
  WS,
  type ApplicationState,
  type SignedIn,
} from '../../support/onboarding-builders';

/** docs/decisions.md#application-transitions, written out independently of the code's table: transition -> states it may start from, and where it ends. */
const TABLE: Record<string, { from: ApplicationState[]; to: ApplicationState | 'same' }> = {
  'approve-inquiry': { from: ['Inquiry'], to: 'Pending' },
  update: { from: ['Inquiry', 'Pending'], to: 'same' },
  submit: { from: ['Pending'], to: 'Submitted' },
  approve: { from: ['Submitted'], to: 'Approved' },
  deny: { from: ['Inquiry', 'Pending', 'Submitted'], to: 'Denied' },
  remind: { from: ['Inquiry', 'Pending'], to: 'same' },
};
const STATES: ApplicationState[] = ['Inquiry', 'Pending', 'Submitted', 'Approved', 'Denied'];

let server: TestServer;
let admin: { token: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = { token: await server.adminToken() };
});
afterAll(async () => {
  await server?.close();
});

/** Runs one transition over REST as `auth` on the application `id`. */
function run(transition: string, id: string, auth?: { token: string }) {
  const body = { applicationId: id };
  switch (transition) {
    case 'approve-inquiry':
      return server.rest('PUT', `${WS}/Application/approve-inquiry`, { body, auth });
    case 'update':
      return server.rest('PUT', `${WS}/Application/${id}`, { body: { name: 'Renamed', description: 'New words.' }, auth });
    case 'submit':
      return server.rest('PUT', `${WS}/Application/${id}/submit`, {
        body: contentBody({ locations: [locationBody({ name: `Loc ${id.slice(0, 6)}` })] }),
        auth,
      });
    case 'approve':
      return server.rest('PUT', `${WS}/Application/approve`, { body, auth });
    case 'deny':
      return server.rest('PUT', `${WS}/Application/deny`, { body, auth });
    case 'remind':
      return server.rest('POST', `${WS}/Application/remind`, { body, auth });
    default:
      throw new Error(transition);
  }
}

async function statusOf(id: string): Promise<string> {
  const list = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 1, ids: [id] }, auth: admin });
  return list.body.data[0].status;
}

const cases = Object.entries(TABLE).flatMap(([transition, rule]) =>
  STATES.map((state) => ({ transition, state, allowed: rule.from.includes(state), to: rule.to })),
);

describe('every transition from every state (Platform Admin)', () => {
  test.each(cases)('$transition from $state: allowed=$allowed', async ({ transition, state, allowed, to }) => {
    const application = await applicationIn(server, state);
    const result = await run(transition, application.id, admin);
    if (allowed) {
      expect(result.status).toBe(200);
      expect(await statusOf(application.id)).toBe(to === 'same' ? state : to);
    } else {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: 'CONFLICT', currentState: state, allowedStates: TABLE[transition].from });
      expect(result.body.detail).toContain(state);
      expect(await statusOf(application.id)).toBe(state);
    }
  });
});

describe('who may run each transition', () => {
  let owner: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    owner = await signedInUser(server, uniqueEmail('owner'));
    stranger = await signedInUser(server, uniqueEmail('stranger'));
  });

  test('create: anyone, even anonymous; invite: the Platform Admin only', async () => {
    expect((await server.rest('POST', `${WS}/Application/create`, { body: inquiryBody() })).status).toBe(200);
    expect((await server.rest('POST', `${WS}/Application/invite`, { body: inquiryBody() })).status).toBe(401);
    expect((await server.rest('POST', `${WS}/Application/invite`, { body: inquiryBody(), auth: owner.auth })).status).toBe(403);
  });

  test.each(['approve-inquiry', 'approve', 'deny', 'remind'])(
    '%s: the Platform Admin only (owner 403, anonymous 401)',
    async (transition) => {
      const state = TABLE[transition].from[TABLE[transition].from.length - 1];
      const application = await applicationIn(server, state, { ownerEmail: owner.email });
      expect((await run(transition, application.id, owner.auth)).status).toBe(403);
      expect((await run(transition, application.id, stranger.auth)).status).toBe(403);
      expect((await run(transition, application.id)).status).toBe(401);
      expect(await statusOf(application.id)).toBe(state);
    },
  );

  test.each(['update', 'submit'])('%s: the owner (a stranger gets 404 and changes nothing)', async (transition) => {
    const application = await applicationIn(server, 'Pending', { ownerEmail: owner.email });
    const refused = await run(transition, application.id, stranger.auth);
    expect(refused.status).toBe(404);
    expect((await run(transition, application.id)).status).toBe(401);
    const list = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 1, ids: [application.id] }, auth: admin });
    expect(list.body.data[0]).toMatchObject({ status: 'Pending', name: application.name });
    const done = await run(transition, application.id, owner.auth);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe(transition === 'submit' ? 'Submitted' : 'Pending');
  });

  test('the owner signs in with the password they chose and still sees their application', async () => {
    const token = await server.signIn(owner.email, PASSWORD);
    const list = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 50 }, auth: { token } });
    expect(list.status).toBe(200);
    expect(list.body.data.every((a: { ownerId: string }) => a.ownerId === owner.userId)).toBe(true);
  });
});
