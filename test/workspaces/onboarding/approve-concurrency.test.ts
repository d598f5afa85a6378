import { Tenant } from '../../../src/identity/tenant/tenant.entity';
import { UserRole } from '../../../src/identity/user/user-role.entity';
import { Location } from '../../../src/workspaces/location/location.entity';
import { Workspace } from '../../../src/workspaces/workspace/workspace.entity';
import { startTestServer, type TestServer } from '../../support/test-server';
import { applicationIn, signedInUser, uniqueEmail, workspaceWithAdmin, WS } from '../../support/onboarding-builders';
import { WorkspaceMember } from '../../../src/workspaces/member/workspace-member.entity';
import { UserLocation } from '../../../src/workspaces/user-location/user-location.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('20 concurrent approvals of one application create exactly one workspace and one tenant', async () => {
  // given a submitted application
  const application = await applicationIn(server, 'Submitted', { name: 'Race Spaces' });
  const auth = { token: await server.adminToken() };

  // when the Platform Admin approves it 20 times at once
  const results = await Promise.all(
    Array.from({ length: 20 }, () => server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: application.id }, auth })),
  );

  // then one call wins and the others are told the state has moved on
  const statuses = results.map((r) => r.status).sort();
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  for (const refused of results.filter((r) => r.status === 409))
    expect(refused.body).toMatchObject({ currentState: 'Approved', allowedStates: ['Submitted'] });
  const winner = results.find((r) => r.status === 200)!.body;

  const em = server.app.db.orm.em.fork();
  expect(await em.count(Workspace, { name: 'Race Spaces' })).toBe(1);
  expect(await em.count(Tenant, { tenantName: 'Race Spaces' })).toBe(1);
  expect(await em.count(Tenant, { tenantId: winner.id })).toBe(1);
  expect(await em.count(UserRole, { tenantId: winner.id, role: 'Admin' })).toBe(1);
  expect(await em.count(Location, { workspaceId: winner.id })).toBe(1);
});

test('10 concurrent approvals of one member application create exactly one member and one user-location link', async () => {
  // given a submitted member application with a location
  const { workspace, admin, locationId } = await workspaceWithAdmin(server, 'Race Members');
  const applicant = await signedInUser(server, uniqueEmail('racer'));
  const created = await server.rest('POST', `${WS}/MemberApplication/create`, {
    body: {
      workspaceId: workspace.id,
      userId: applicant.userId,
      workspaceLicenseTemplateId: 'tpl',
      locationId,
      requestedActivationDate: '2027-01-01T00:00:00Z',
    },
    auth: applicant.auth,
  });
  const id = created.body.id;
  await server.rest('POST', `${WS}/MemberApplication/${id}/approve-request`, { auth: admin.auth });
  await server.rest('POST', `${WS}/MemberApplication/${id}/submit`, { auth: applicant.auth });

  // when its Admin approves it 10 times at once
  const results = await Promise.all(
    Array.from({ length: 10 }, () => server.rest('POST', `${WS}/MemberApplication/${id}/approve`, { auth: admin.auth })),
  );

  // then exactly one approval happened
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  const em = server.app.db.orm.em.fork();
  expect(await em.count(WorkspaceMember, { memberApplicationId: id })).toBe(1);
  expect(await em.count(UserLocation, { userId: applicant.userId, locationId })).toBe(1);
});
