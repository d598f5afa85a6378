import { employerApplicationMachine } from '../../src/employers/application/employer-application.states';
import { Employer } from '../../src/employers/employer/employer.entity';
import { Tenant } from '../../src/identity/tenant/tenant.entity';
import { UserRole } from '../../src/identity/user/user-role.entity';
import { StateTransition } from '../../src/kernel/state-machine';
import { startTestServer, type TestServer } from '../support/test-server';
import { applicationIn, EMPLOYERS, FULL_ADDRESS, type ApplicationState } from '../support/employers-builders';

let server: TestServer;
let admin: { token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = { token: await server.adminToken() };
});
afterAll(async () => {
  await server?.close();
});

const STATES: ApplicationState[] = ['Inquiry', 'Pending', 'Submitted', 'Approved', 'Denied'];

/** How each transition is called over REST, and the state it leaves the application in. */
const CALLS: Record<string, { call: (id: string) => [string, string, unknown]; to: (from: ApplicationState) => ApplicationState }> = {
  'approve-inquiry': { call: (id) => ['PUT', '/Application/approve-inquiry', { applicationId: id }], to: () => 'Pending' },
  update: {
    call: (id) => ['PUT', `/Application/${id}`, { name: 'Globex Inc', description: 'Updated.', address: FULL_ADDRESS }],
    to: (from) => from,
  },
  submit: { call: (id) => ['PUT', '/Application/submit', { applicationId: id }], to: () => 'Submitted' },
  approve: { call: (id) => ['PUT', '/Application/approve', { applicationId: id }], to: () => 'Approved' },
  deny: { call: (id) => ['PUT', '/Application/deny', { applicationId: id }], to: () => 'Denied' },
  remind: { call: (id) => ['POST', '/Application/remind', { applicationId: id }], to: (from) => from },
};

// Every (transition, state) pair: allowed ones succeed and land in the table's target state,
// refused ones answer 409 naming the current state and the allowed ones, and change nothing.
const CASES = Object.entries(employerApplicationMachine.transitions)
  .filter(([name]) => name !== 'create')
  .flatMap(([name, rule]) =>
    STATES.map((state) => ({ name, state, allowed: (rule.from as readonly string[]).includes(state), from: [...rule.from] })),
  );

test('the table covers every transition of docs/decisions.md#application-transitions (without invite)', () => {
  expect(Object.keys(employerApplicationMachine.transitions).sort()).toEqual([
    'approve',
    'approve-inquiry',
    'create',
    'deny',
    'remind',
    'submit',
    'update',
  ]);
  expect(CASES).toHaveLength(30);
});

test.each(CASES)('$name from $state: allowed=$allowed', async ({ name, state, allowed, from }) => {
  const application = await applicationIn(server, state);
  const [method, path, body] = CALLS[name].call(application.id);
  const result = await server.rest(method, `${EMPLOYERS}${path}`, { body, auth: admin });
  const after = await server.rest('POST', `${EMPLOYERS}/Application`, {
    body: { offset: 0, limit: 1, ids: [application.id] },
    auth: admin,
  });
  if (allowed) {
    expect(result.status).toBe(200);
    expect(after.body.data[0].status).toBe(CALLS[name].to(state));
  } else {
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'CONFLICT', currentState: state, allowedStates: from });
    expect(result.body.detail).toContain(state);
    expect(after.body.data[0].status).toBe(state);
  }
});

test('each transition writes a history row with the actor', async () => {
  const application = await applicationIn(server, 'Submitted');
  const rows = await server.app.db.orm.em
    .fork()
    .find(StateTransition, { recordType: 'EmployerApplication', recordId: application.id }, { orderBy: { dateCreated: 'asc' } });
  expect(rows.map((r) => [r.transition, r.fromState, r.toState])).toEqual([
    ['create', null, 'Inquiry'],
    ['approve-inquiry', 'Inquiry', 'Pending'],
    ['update', 'Pending', 'Pending'],
    ['submit', 'Pending', 'Submitted'],
  ]);
  expect(rows[0].actorUserId).toBeNull();
  expect(rows[1].actorUserId).not.toBeNull();
});

test('20 concurrent approve calls create exactly one employer, one tenant and one Admin role', async () => {
  const application = await applicationIn(server, 'Submitted', { name: 'Concurrent Corp' });
  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      server.rest('PUT', `${EMPLOYERS}/Application/approve`, { body: { applicationId: application.id }, auth: admin }),
    ),
  );
  const statuses = results.map((r) => r.status).sort();
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  const employerId = results.find((r) => r.status === 200)!.body.id;
  const em = server.app.db.orm.em.fork();
  expect(await em.count(Employer, { name: 'Concurrent Corp' })).toBe(1);
  expect(await em.count(Tenant, { tenantName: 'Concurrent Corp' })).toBe(1);
  expect(await em.count(UserRole, { tenantId: employerId, role: 'Admin' })).toBe(1);
  const after = await server.rest('POST', `${EMPLOYERS}/Application`, {
    body: { offset: 0, limit: 1, ids: [application.id] },
    auth: admin,
  });
  expect(after.body.data[0]).toMatchObject({ status: 'Approved', employerId });
});
