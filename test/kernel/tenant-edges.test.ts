import { TenantEdgesOfEmployerDocument, TenantEdgesOfUserDocument, TenantEdgesOfWorkspaceDocument } from '../generated/graphql';
import { employerOwnedBy, signedInUser as employersUser } from '../support/employers-builders';
import { signedInUser, workspaceWithAdmin, type SignedIn } from '../support/onboarding-builders';
import { startTestServer, type TestServer } from '../support/test-server';

/** The references between tenants and the records they are, and between users and the applications they own, both ways. */
let server: TestServer;
let platform: { token: string };
let workspace: { id: string };
let operator: SignedIn;
let stranger: SignedIn;
let employer: { employerId: string; token: string };
let employerOwner: { userId: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  platform = { token: await server.adminToken() };
  const built = await workspaceWithAdmin(server, 'Tenant Edge Spaces');
  workspace = built.workspace;
  operator = built.admin;
  stranger = await signedInUser(server);
  const owner = await employersUser(server);
  employer = await employerOwnedBy(server, owner, 'Tenant Edge Inc');
  employerOwner = { userId: owner.userId, token: employer.token };
}, 60_000);
afterAll(async () => {
  await server?.close();
});

test('a workspace leads to its tenant and back, for those who hold a role in it', async () => {
  for (const auth of [operator.auth, platform]) {
    const read = await server.gql(TenantEdgesOfWorkspaceDocument, { id: workspace.id }, auth);
    expect(read.errors).toBeUndefined();
    expect(read.data!.workspace!.tenant).toEqual({
      tenantId: workspace.id,
      tenantType: 'Workspace',
      workspace: { id: workspace.id },
      employer: null,
      users: { totalCount: 1, data: [{ id: operator.userId }] },
    });
  }
  // Anyone sees the workspace (it has an active location), not its tenant.
  const outsider = await server.gql(TenantEdgesOfWorkspaceDocument, { id: workspace.id }, stranger.auth);
  expect(outsider.data!.workspace).toEqual({ id: workspace.id, tenant: null });
});

test("an employer leads to its tenant and back; another tenant's Admin gets nothing", async () => {
  const read = await server.gql(TenantEdgesOfEmployerDocument, { id: employer.employerId }, { token: employer.token });
  expect(read.data!.employer).toEqual({
    id: employer.employerId,
    tenant: { tenantId: employer.employerId, tenantType: 'Employer', employer: { id: employer.employerId }, workspace: null },
  });
  const foreign = await server.gql(TenantEdgesOfEmployerDocument, { id: employer.employerId }, operator.auth);
  expect(foreign.data!.employer).toBeNull();
});

test('a user leads to the applications they own and to their roles', async () => {
  const own = await server.gql(TenantEdgesOfUserDocument, { id: operator.userId }, operator.auth);
  expect(own.errors).toBeUndefined();
  const user = own.data!.user!;
  expect(user.workspaceApplications).toEqual({
    totalCount: 1,
    data: [{ id: expect.any(String), status: 'Approved', workspace: { id: workspace.id } }],
  });
  expect(user.employerApplications).toEqual({ totalCount: 0, data: [] });
  expect(user.roles).toEqual([
    { role: 'Admin', tenantId: workspace.id, user: { id: operator.userId }, tenant: { tenantType: 'Workspace' } },
  ]);

  const employerSide = await server.gql(TenantEdgesOfUserDocument, { id: employerOwner.userId }, { token: employerOwner.token });
  expect(employerSide.data!.user!.employerApplications).toEqual({
    totalCount: 1,
    data: [{ id: expect.any(String), status: 'Approved', employer: { id: employer.employerId } }],
  });

  // Another tenant's Admin cannot reach the user, so none of it.
  const foreign = await server.gql(TenantEdgesOfUserDocument, { id: employerOwner.userId }, operator.auth);
  expect(foreign.data!.user).toBeNull();
});
