import { startTestServer, type TestServer } from '../../support/test-server';
import { signedInUser, uniqueEmail, workspaceWithAdmin, WS, type SignedIn } from '../../support/onboarding-builders';

type State = 'Request' | 'Pending' | 'Submitted' | 'Approved' | 'Denied';
type Actor = 'admin' | 'applicant';

/** docs/decisions.md#member-application-transitions, written out independently of the code: transition -> from, to, and who runs it. */
const TABLE: Record<string, { from: State[]; to: State | 'same'; by: Actor; refused: Actor | null }> = {
  'approve-request': { from: ['Request'], to: 'Pending', by: 'admin', refused: 'applicant' },
  submit: { from: ['Pending'], to: 'Submitted', by: 'applicant', refused: 'admin' },
  approve: { from: ['Submitted'], to: 'Approved', by: 'admin', refused: 'applicant' },
  deny: { from: ['Request', 'Pending', 'Submitted'], to: 'Denied', by: 'admin', refused: 'applicant' },
  update: { from: ['Request', 'Pending', 'Submitted'], to: 'same', by: 'applicant', refused: null },
};
const STATES: State[] = ['Request', 'Pending', 'Submitted', 'Approved', 'Denied'];

let server: TestServer;
let workspace: { id: string };
let locationId: string;
let admin: SignedIn;
let applicant: SignedIn;
let stranger: SignedIn;
let otherAdmin: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, locationId } = await workspaceWithAdmin(server, 'Members Co'));
  ({ admin: otherAdmin } = await workspaceWithAdmin(server, 'Other Co'));
  applicant = await signedInUser(server, uniqueEmail('applicant'));
  stranger = await signedInUser(server, uniqueEmail('stranger'));
});
afterAll(async () => {
  await server?.close();
});

const REQUESTED = '2027-01-15T09:00:00.000Z';

function actor(who: Actor) {
  return who === 'admin' ? admin.auth : applicant.auth;
}

async function create(extra: Record<string, unknown> = {}, auth = applicant.auth) {
  return server.rest('POST', `${WS}/MemberApplication/create`, {
    body: {
      workspaceId: workspace.id,
      userId: applicant.userId,
      workspaceLicenseTemplateId: 'license-basic',
      requestedActivationDate: REQUESTED,
      ...extra,
    },
    auth,
  });
}

function run(transition: string, id: string, auth?: { token: string }) {
  if (transition === 'update')
    return server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: '2027-02-01T00:00:00Z', locationId },
      auth,
    });
  return server.rest('POST', `${WS}/MemberApplication/${id}/${transition}`, { auth });
}

async function applicationIn(state: State, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await create(extra);
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${created.text}`);
  const id = created.body.id;
  const step = async (transition: string, who: Actor) => {
    const result = await run(transition, id, actor(who));
    if (result.status !== 200) throw new Error(`${transition} failed: ${result.status} ${result.text}`);
  };
  if (state === 'Request') return id;
  if (state === 'Denied') {
    await step('deny', 'admin');
    return id;
  }
  await step('approve-request', 'admin');
  if (state === 'Pending') return id;
  await step('submit', 'applicant');
  if (state === 'Submitted') return id;
  await step('approve', 'admin');
  return id;
}

async function statusOf(id: string): Promise<string> {
  const list = await server.rest('POST', `${WS}/MemberApplication`, { body: { offset: 0, limit: 1, ids: [id] }, auth: admin.auth });
  return list.body.data[0].status;
}

const cases = Object.entries(TABLE).flatMap(([transition, rule]) =>
  STATES.map((state) => ({ transition, state, allowed: rule.from.includes(state), to: rule.to, by: rule.by })),
);

describe('every member-application transition from every state', () => {
  test.each(cases)('$transition from $state by the $by: allowed=$allowed', async ({ transition, state, allowed, to, by }) => {
    const id = await applicationIn(state);
    const result = await run(transition, id, actor(by));
    if (allowed) {
      expect(result.status).toBe(200);
      expect(result.body.status).toBe(to === 'same' ? state : to);
    } else {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: 'CONFLICT', currentState: state, allowedStates: TABLE[transition].from });
    }
    expect(await statusOf(id)).toBe(allowed && to !== 'same' ? to : state);
  });
});

describe('who may run each member-application transition', () => {
  test.each(Object.entries(TABLE).map(([transition, rule]) => ({ transition, ...rule })))(
    '$transition: refused to the $refused (403), hidden from strangers (404)',
    async ({ transition, from, refused }) => {
      const id = await applicationIn(from[0]);
      if (refused) expect((await run(transition, id, actor(refused))).status).toBe(403);
      expect((await run(transition, id, stranger.auth)).status).toBe(404);
      expect((await run(transition, id, otherAdmin.auth)).status).toBe(404);
      expect((await run(transition, id)).status).toBe(401);
      expect(await statusOf(id)).toBe(from[0]);
    },
  );

  test('update: the applicant and an Admin of the workspace', async () => {
    const id = await applicationIn('Request');
    expect((await run('update', id, admin.auth)).status).toBe(200);
    expect((await run('update', id, applicant.auth)).status).toBe(200);
  });

  test('create: the user for themself or an Admin of the workspace for anyone; nobody else', async () => {
    expect((await create({}, applicant.auth)).status).toBe(200);
    expect((await create({}, admin.auth)).status).toBe(200);
    expect((await create({}, stranger.auth)).status).toBe(403);
    expect((await create({}, otherAdmin.auth)).status).toBe(403);
    expect((await create({})).status).toBe(200);
    expect(
      (
        await server.rest('POST', `${WS}/MemberApplication/create`, {
          body: {
            workspaceId: workspace.id,
            userId: applicant.userId,
            workspaceLicenseTemplateId: 'x',
            requestedActivationDate: REQUESTED,
          },
        })
      ).status,
    ).toBe(401);
  });
});

describe('member application rules and effects', () => {
  test('approval defaults activationDate, creates the WorkspaceMember and the UserLocation', async () => {
    const id = await applicationIn('Submitted', { locationId });
    const approved = await run('approve', id, admin.auth);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Approved', activationDate: REQUESTED, requestedActivationDate: REQUESTED, locationId });

    const members = await server.rest('POST', `${WS}/WorkspaceMember`, {
      body: { offset: 0, limit: 10, userIds: [applicant.userId], workspaceIds: [workspace.id] },
      auth: applicant.auth,
    });
    expect(members.status).toBe(200);
    const member = members.body.data.find((m: { memberApplicationId: string }) => m.memberApplicationId === id);
    expect(member).toMatchObject({
      workspaceId: workspace.id,
      userId: applicant.userId,
      workspaceLicenseTemplateId: 'license-basic',
      locationId,
      activationDate: REQUESTED,
      status: 'Active',
    });
    expect(member.id).toEqual(expect.any(String));

    const links = await server.rest('POST', `${WS}/UserLocation`, {
      body: { offset: 0, limit: 10, userIds: [applicant.userId], locationIds: [locationId] },
      auth: admin.auth,
    });
    expect(links.body.data).toEqual([expect.objectContaining({ userId: applicant.userId, workspaceId: workspace.id, locationId })]);

    // a second approved application for the same location does not duplicate the link
    const again = await applicationIn('Approved', { locationId });
    expect(await statusOf(again)).toBe('Approved');
    const linksAfter = await server.rest('POST', `${WS}/UserLocation`, {
      body: { offset: 0, limit: 10, userIds: [applicant.userId], locationIds: [locationId] },
      auth: admin.auth,
    });
    expect(linksAfter.body.totalCount).toBe(1);
  });

  test('an Admin may set activationDate; the applicant may not', async () => {
    const id = await applicationIn('Pending');
    const byApplicant = await server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: REQUESTED, activationDate: '2027-03-01T00:00:00Z' },
      auth: applicant.auth,
    });
    expect(byApplicant.status).toBe(403);
    const byAdmin = await server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: REQUESTED, activationDate: '2027-03-01T00:00:00Z' },
      auth: admin.auth,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.activationDate).toBe('2027-03-01T00:00:00.000Z');
    await run('submit', id, applicant.auth);
    const approved = await run('approve', id, admin.auth);
    expect(approved.body.activationDate).toBe('2027-03-01T00:00:00.000Z');
  });

  test('bad input names the field', async () => {
    const foreignLocation = await create({ locationId: '00000000-0000-4000-8000-000000000000' });
    expect(foreignLocation.status).toBe(400);
    expect(foreignLocation.body.errors).toHaveProperty('locationId');
    const badDate = await create({ requestedActivationDate: 'soon' });
    expect(badDate.status).toBe(400);
    const noTemplate = await create({ workspaceLicenseTemplateId: ' ' });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.errors).toHaveProperty('workspaceLicenseTemplateId');
    const noWorkspace = await create({ workspaceId: '00000000-0000-4000-8000-000000000000' });
    expect(noWorkspace.status).toBe(404);
    const noUser = await create({ userId: '00000000-0000-4000-8000-000000000000' }, admin.auth);
    expect(noUser.status).toBe(400);
    expect(noUser.body.errors).toHaveProperty('userId');
  });

  test('GetMemberApplications: filters, and each caller sees only what they may', async () => {
    const mine = await applicationIn('Request');
    const all = await server.rest('POST', `${WS}/MemberApplication`, {
      body: { offset: 0, limit: 100, userIds: [applicant.userId] },
      auth: { token: await server.adminToken() },
    });
    expect(all.body.totalCount).toBeGreaterThan(0);
    const byAdmin = await server.rest('POST', `${WS}/MemberApplication`, {
      body: { offset: 0, limit: 100, statuses: ['Request'], workspaceIds: [workspace.id] },
      auth: admin.auth,
    });
    expect(byAdmin.body.data.map((a: { id: string }) => a.id)).toContain(mine);
    expect(byAdmin.body.data.every((a: { status: string }) => a.status === 'Request')).toBe(true);
    const byApplicant = await server.rest('POST', `${WS}/MemberApplication`, {
      body: { offset: 0, limit: 100, userIds: [applicant.userId] },
      auth: applicant.auth,
    });
    expect(byApplicant.body.totalCount).toBe(all.body.totalCount);
    const byStranger = await server.rest('POST', `${WS}/MemberApplication`, { body: { offset: 0, limit: 100 }, auth: stranger.auth });
    expect(byStranger.body).toMatchObject({ data: [], totalCount: 0 });
    const byOtherAdmin = await server.rest('POST', `${WS}/MemberApplication`, {
      body: { offset: 0, limit: 100, workspaceIds: [workspace.id] },
      auth: otherAdmin.auth,
    });
    expect(byOtherAdmin.body.totalCount).toBe(0);
    const byIds = await server.rest('POST', `${WS}/MemberApplication`, { body: { offset: 0, limit: 100, ids: [mine] }, auth: admin.auth });
    expect(byIds.body.data.map((a: { id: string }) => a.id)).toEqual([mine]);
  });
});
