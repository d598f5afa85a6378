import {
  OnboardingApplicationsDocument,
  OnboardingApproveApplicationDocument,
  OnboardingApproveInquiryDocument,
  OnboardingCreateApplicationDocument,
  OnboardingCreateMemberApplicationDocument,
  OnboardingMyWorkspaceDocument,
  OnboardingSubmitApplicationDocument,
  OnboardingUsersWithRoleDocument,
} from '../../generated/graphql';
import { startTestServer, type TestServer, warmCaller } from '../../support/test-server';
import { locationBody, signedInUser, uniqueEmail } from '../../support/onboarding-builders';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('the application flow in the graph, with prefixed names, answers the created Workspace', async () => {
  // given an owner with a password and the Platform Admin
  const owner = await signedInUser(server, uniqueEmail('graph-owner'));
  const admin = { token: await server.adminToken() };

  // when an anonymous visitor files the inquiry in the graph
  const created = await server.gql(OnboardingCreateApplicationDocument, {
    input: { name: 'Graph Spaces', description: 'Desks.', contact: { name: 'Ada Lovelace', email: owner.email } },
  });
  expect(created.errors).toBeUndefined();
  const application = created.data!.createWorkspaceApplication;
  expect(application).toMatchObject({
    status: 'Inquiry',
    ownerId: owner.userId,
    contact: { firstName: 'Ada', lastName: 'Lovelace', phone: null },
  });

  // then submitting too early is a CONFLICT naming the states
  const early = await server.gql(
    OnboardingSubmitApplicationDocument,
    { id: application.id, input: { name: 'Graph Spaces', description: 'Desks.' } },
    owner.auth,
  );
  expect(early.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', currentState: 'Inquiry', allowedStates: ['Pending'] });

  await server.gql(OnboardingApproveInquiryDocument, { input: { applicationId: application.id } }, admin);
  const submitted = await server.gql(
    OnboardingSubmitApplicationDocument,
    {
      id: application.id,
      input: { name: 'Graph Spaces', description: 'Desks.', locations: [locationBody({ name: 'Graph Hub' }) as never] },
    },
    owner.auth,
  );
  expect(submitted.errors).toBeUndefined();
  expect(submitted.data!.submitWorkspaceApplication.locations![0]).toMatchObject({
    name: 'Graph Hub',
    termsOfSerivceUrl: 'https://example.com/terms.pdf',
    rooms: [{ name: 'Board room', capacity: 8 }],
  });

  // a plain user may not approve
  const refused = await server.gql(OnboardingApproveApplicationDocument, { input: { applicationId: application.id } }, owner.auth);
  expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

  const approved = await server.gql(OnboardingApproveApplicationDocument, { input: { applicationId: application.id } }, admin);
  expect(approved.errors).toBeUndefined();
  const workspace = approved.data!.approveWorkspaceApplication;
  expect(workspace).toMatchObject({ name: 'Graph Spaces', email: owner.email });

  // the owner is now the workspace's Admin
  const mine = await server.gql(OnboardingMyWorkspaceDocument, {}, owner.auth);
  expect(mine.data?.myWorkspace.id).toBe(workspace.id);
  const admins = await server.gql(
    OnboardingUsersWithRoleDocument,
    { input: { tenantId: workspace.id, role: 'Admin', offset: 0, limit: 10 } },
    owner.auth,
  );
  expect(admins.data?.workspaceUsersWithRole).toMatchObject({ totalCount: 1, data: [{ id: owner.userId, email: owner.email }] });
  const listed = await server.gql(OnboardingApplicationsDocument, { input: { statuses: ['Approved'], offset: 0, limit: 5 } }, owner.auth);
  expect(listed.data?.workspaceApplications.data.map((a) => a.workspaceId)).toEqual([workspace.id]);

  // a user applies for membership for themself
  const member = await server.gql(
    OnboardingCreateMemberApplicationDocument,
    {
      input: {
        workspaceId: workspace.id,
        userId: owner.userId,
        workspaceLicenseTemplateId: 'tpl',
        requestedActivationDate: '2027-01-01T00:00:00Z',
      },
    },
    owner.auth,
  );
  expect(member.data?.createMemberApplication).toMatchObject({ status: 'Request', activationDate: null });
  const anonymous = await server.gql(OnboardingCreateMemberApplicationDocument, {
    input: {
      workspaceId: workspace.id,
      userId: owner.userId,
      workspaceLicenseTemplateId: 'tpl',
      requestedActivationDate: '2027-01-01T00:00:00Z',
    },
  });
  expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

test('list queries cost the same number of SQL statements whatever the page size', async () => {
  // given a dozen applications
  for (let i = 0; i < 12; i += 1)
    await server.rest('POST', '/workspaces/Application/create', {
      body: { name: `Count ${i}`, description: 'd', contact: { name: 'C', email: uniqueEmail('count') } },
    });
  const admin = { token: await server.adminToken() };
  await warmCaller(server, admin);
  const countStatements = async (limit: number) => {
    const result = await server.gql(OnboardingApplicationsDocument, { input: { offset: 0, limit } }, admin);
    expect(result.data?.workspaceApplications.data).toHaveLength(limit);
    return result.statements;
  };
  // when a page of 2 and a page of 10 are read, then both cost the same statements: the page with its count, one (the caller is cached)
  const small = await countStatements(2);
  const big = await countStatements(10);
  expect(big).toBe(small);
  expect(big).toBe(1);
});
