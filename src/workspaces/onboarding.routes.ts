import { bodyAsInput, intQuery, pagedRequest, restTable, type RestRequest } from '../kernel/rest-route';

const content = (body: Record<string, unknown>) => ({ name: body.name, description: body.description, locations: body.locations ?? null });
const idBody = ({ body }: RestRequest) => ({ input: { applicationId: body.applicationId } });
const pathId = ({ params }: RestRequest) => ({ id: params.id });

/**
 * Activation dates as ISO 8601 allows them: a calendar date (`2027-01-01`) is its midnight UTC and a
 * date-time without an offset is read as UTC; anything else goes to the graph as sent (and is
 * checked there).
 */
function activationDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00.000Z`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/.test(text)) return `${text}Z`;
  return value;
}

/**
 * Every onboarding path of the workspaces document, mapped onto the graph. The document's User is
 * the graph's User without the dates.
 */
export const onboardingRoutes = restTable('workspaces', { User: { omit: ['dateCreated', 'dateUpdated'] } }, [
  // Admin
  {
    operation: 'AddUserRole',
    method: 'POST',
    path: '/Admin/role',
    field: 'addWorkspaceUserRole',
    variables: bodyAsInput,
  },
  {
    operation: 'RemoveUserRole',
    method: 'DELETE',
    path: '/Admin/role',
    field: 'removeWorkspaceUserRole',
    // The document puts these in the body; clients whose DELETE cannot carry one may use query parameters.
    variables: ({ body, query }) => ({
      input: {
        email: body.email ?? query('email'),
        role: body.role ?? query('role'),
        workspaceId: body.workspaceId ?? query('workspaceId'),
      },
    }),
  },
  {
    operation: 'GetUsersWithRole',
    method: 'GET',
    path: '/Admin/{tenantId}/role/{role}',
    field: 'workspaceUsersWithRole',
    variables: (request) => ({
      input: {
        tenantId: request.params.tenantId,
        role: request.params.role,
        offset: intQuery(request, 'Offset') ?? 0,
        limit: intQuery(request, 'Limit') ?? 20,
      },
    }),
  },
  // Applications
  {
    operation: 'CreateApplication',
    method: 'POST',
    path: '/Application/create',
    field: 'createWorkspaceApplication',
    variables: bodyAsInput,
  },
  {
    operation: 'GetApplications',
    method: 'POST',
    path: '/Application',
    field: 'workspaceApplications',
    variables: ({ body }) => ({
      input: { ...pagedRequest(body), ids: body.ids ?? null, ownerIds: body.ownerIds ?? null, statuses: body.statuses ?? null },
    }),
  },
  {
    operation: 'UpdateApplication',
    method: 'PUT',
    path: '/Application/{id}',
    field: 'updateWorkspaceApplication',
    variables: (request) => ({ ...pathId(request), input: content(request.body) }),
  },
  {
    operation: 'ApproveApplicationInquiry',
    method: 'PUT',
    path: '/Application/approve-inquiry',
    field: 'approveWorkspaceApplicationInquiry',
    variables: idBody,
  },
  {
    operation: 'SubmitApplication',
    method: 'PUT',
    path: '/Application/{id}/submit',
    field: 'submitWorkspaceApplication',
    variables: (request) => ({ ...pathId(request), input: content(request.body) }),
  },
  { operation: 'DenyApplication', method: 'PUT', path: '/Application/deny', field: 'denyWorkspaceApplication', variables: idBody },
  { operation: 'ApproveApplication', method: 'PUT', path: '/Application/approve', field: 'approveWorkspaceApplication', variables: idBody },
  {
    operation: 'InviteWorkspace',
    method: 'POST',
    path: '/Application/invite',
    field: 'inviteWorkspace',
    variables: bodyAsInput,
  },
  {
    operation: 'SendApplicationReminder',
    method: 'POST',
    path: '/Application/remind',
    field: 'sendWorkspaceApplicationReminder',
    variables: idBody,
  },
  // Member applications
  {
    operation: 'GetMemberApplications',
    method: 'POST',
    path: '/MemberApplication',
    field: 'memberApplications',
    variables: ({ body }) => ({
      input: {
        ...pagedRequest(body),
        ids: body.ids ?? null,
        workspaceIds: body.workspaceIds ?? null,
        userIds: body.userIds ?? null,
        statuses: body.statuses ?? null,
      },
    }),
  },
  {
    operation: 'CreateMemberApplication',
    method: 'POST',
    path: '/MemberApplication/create',
    field: 'createMemberApplication',
    variables: ({ body }) => ({
      input: {
        workspaceId: body.workspaceId,
        userId: body.userId,
        workspaceLicenseTemplateId: body.workspaceLicenseTemplateId,
        locationId: body.locationId ?? null,
        requestedActivationDate: activationDate(body.requestedActivationDate),
      },
    }),
  },
  {
    operation: 'UpdateMemberApplication',
    method: 'PUT',
    path: '/MemberApplication/{id}',
    field: 'updateMemberApplication',
    variables: (request) => ({
      ...pathId(request),
      input: {
        activationDate: activationDate(request.body.activationDate ?? null),
        requestedActivationDate: activationDate(request.body.requestedActivationDate),
        // omitted keeps the location, null clears it
        ...('locationId' in request.body ? { locationId: request.body.locationId } : {}),
      },
    }),
  },
  {
    operation: 'DenyMemberApplication',
    method: 'POST',
    path: '/MemberApplication/{id}/deny',
    field: 'denyMemberApplication',
    variables: pathId,
  },
  {
    operation: 'ApproveMemberApplicationRequest',
    method: 'POST',
    path: '/MemberApplication/{id}/approve-request',
    field: 'approveMemberApplicationRequest',
    variables: pathId,
  },
  {
    operation: 'SubmitMemberApplication',
    method: 'POST',
    path: '/MemberApplication/{id}/submit',
    field: 'submitMemberApplication',
    variables: pathId,
  },
  {
    operation: 'ApproveMemberApplication',
    method: 'POST',
    path: '/MemberApplication/{id}/approve',
    field: 'approveMemberApplication',
    variables: pathId,
  },
  // User-location links
  {
    operation: 'GetUserLocations',
    method: 'POST',
    path: '/UserLocation',
    field: 'userLocations',
    variables: ({ body }) => ({
      input: {
        ...pagedRequest(body),
        workspaceIds: body.workspaceIds ?? null,
        locationIds: body.locationIds ?? null,
        userIds: body.userIds ?? null,
      },
    }),
  },
  {
    operation: 'CreateUserLocation',
    method: 'POST',
    path: '/UserLocation/create',
    field: 'createUserLocation',
    variables: bodyAsInput,
  },
  { operation: 'DeleteUserLocation', method: 'DELETE', path: '/UserLocation/{id}', field: 'deleteUserLocation', variables: pathId },
  // Workspaces and members
  { operation: 'GetWorkspace', method: 'GET', path: '/Workspace/my', field: 'myWorkspace' },
  {
    operation: 'GetWorkspaces',
    method: 'POST',
    path: '/Workspace',
    field: 'workspaces',
    variables: ({ body }) => ({ input: { ...pagedRequest(body), ids: body.ids ?? null } }),
  },
  {
    operation: 'UpdateWorkspace',
    method: 'PUT',
    path: '/Workspace/{id}',
    field: 'updateWorkspace',
    variables: (request) => ({ ...pathId(request), input: { logoUrl: request.body.logoUrl ?? null } }),
  },
  {
    operation: 'GetWorkspaceMembers',
    method: 'POST',
    path: '/WorkspaceMember',
    field: 'workspaceMembers',
    variables: ({ body }) => ({
      input: { ...pagedRequest(body), ids: body.ids ?? null, workspaceIds: body.workspaceIds ?? null, userIds: body.userIds ?? null },
    }),
  },
]);
