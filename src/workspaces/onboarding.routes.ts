import type { RestRequest, RestRoute } from '../rest/route';
import { intQuery } from '../rest/route';

const DAY = 'isOpen open close maxVisitors';
const SCHEDULE = `monday { ${DAY} } tuesday { ${DAY} } wednesday { ${DAY} } thursday { ${DAY} } friday { ${DAY} } saturday { ${DAY} } sunday { ${DAY} }`;
const ROOM = 'name pricePerHour marketplacePricePerHour pricePerDay marketplacePricePerDay quantity amenities capacity maxReservationMinutes pictureUrls autoApproveReservations';
const LOCATION = `name address { line1 line2 state city zipCode } schedule { ${SCHEDULE} } amenities price marketplacePrice pictureUrls phone checkInInstructions description waiverUrl termsOfSerivceUrl rooms { ${ROOM} } autoApproveReservations`;
const APPLICATION = `id dateCreated dateUpdated status name contact { name email phone firstName lastName } description locations { ${LOCATION} } ownerId ownerEmail workspaceId wasInvited`;
const WORKSPACE = 'id dateCreated dateUpdated name email logoUrl';
const MEMBER_APPLICATION = 'id dateCreated dateUpdated workspaceId userId workspaceLicenseTemplateId locationId status requestedActivationDate activationDate';
const MEMBER = 'id dateCreated dateUpdated workspaceId userId workspaceLicenseTemplateId locationId activationDate status memberApplicationId';
const USER_LOCATION = 'id dateCreated dateUpdated userId workspaceId locationId';
const USER = 'id email emailConfirmed isSuspended firstName lastName pictureUrl';
const paged = (fields: string) => `data { ${fields} } pagedRequest { offset limit } totalCount`;

type Body = Record<string, unknown>;

/** Only the documented members of a JSON object (unknown members are ignored, as the legacy service did). */
function pick(value: unknown, keys: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Body;
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));
}

function list(value: unknown, each: (item: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(each) : value;
}

const ADDRESS_KEYS = ['line1', 'line2', 'state', 'city', 'zipCode'] as const;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const ROOM_KEYS = ['name', 'pricePerHour', 'marketplacePricePerHour', 'pricePerDay', 'marketplacePricePerDay', 'quantity', 'amenities', 'capacity', 'maxReservationMinutes', 'pictureUrls', 'autoApproveReservations'] as const;
const LOCATION_KEYS = ['name', 'address', 'schedule', 'amenities', 'price', 'marketplacePrice', 'pictureUrls', 'phone', 'checkInInstructions', 'description', 'waiverUrl', 'termsOfSerivceUrl', 'rooms', 'autoApproveReservations'] as const;

/** `pick`, with the required members sent as null when missing, so that a 400 names them (`locations[0].schedule.monday.open`). */
function withRequired(value: unknown, keys: readonly string[], required: readonly string[]): unknown {
  const out = pick(value, keys);
  if (typeof out !== 'object' || out === null || Array.isArray(out)) return out;
  for (const key of required) (out as Body)[key] ??= null;
  return out;
}

function schedule(value: unknown): unknown {
  const days = withRequired(value, DAYS, DAYS);
  if (typeof days !== 'object' || days === null || Array.isArray(days)) return days;
  return Object.fromEntries(Object.entries(days).map(([day, v]) => [day, withRequired(v, ['isOpen', 'open', 'close', 'maxVisitors'], ['isOpen', 'open', 'close'])]));
}

function applicationLocation(value: unknown): unknown {
  const location = withRequired(value, LOCATION_KEYS, ['autoApproveReservations']) as Body;
  if (typeof location !== 'object' || location === null || Array.isArray(location)) return location;
  if ('address' in location && location.address != null) location.address = pick(location.address, ADDRESS_KEYS);
  if ('schedule' in location && location.schedule != null) location.schedule = schedule(location.schedule);
  if ('rooms' in location && location.rooms != null) location.rooms = list(location.rooms, (room) => withRequired(room, ROOM_KEYS, ['autoApproveReservations']));
  return location;
}

/**
 * The contact's members, a missing one sent as null: the graph then names the member itself
 * (`contact.email`) in the 400 instead of the whole `contact` object.
 */
function contact(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Body;
  return { name: source.name ?? null, email: source.email ?? null, phone: source.phone ?? null };
}
const content = (body: Body) => ({ name: body.name, description: body.description, locations: body.locations == null ? null : list(body.locations, applicationLocation) });
/** The paged request of a body (the adapter refuses a paged request without `offset` or `limit`). */
const page = (body: Body) => ({ offset: body.offset, limit: body.limit });
const idBody = ({ body }: RestRequest) => ({ input: { applicationId: body.applicationId } });
const pathId = ({ params }: RestRequest) => ({ id: params.id });

const route = (row: Omit<RestRoute, 'service'>): RestRoute => ({ service: 'workspaces', ...row });

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

/** Every onboarding path of the workspaces document, mapped onto the graph. */
export const onboardingRoutes: RestRoute[] = [
  // Admin
  route({
    operation: 'AddUserRole',
    method: 'POST',
    path: '/Admin/role',
    document: `mutation AddUserRole($input: AddWorkspaceUserRoleInput!) { addWorkspaceUserRole(input: $input) { ${USER} } }`,
    variables: ({ body }) => ({ input: { contact: contact(body.contact), role: body.role, workspaceId: body.workspaceId } }),
    field: 'addWorkspaceUserRole',
  }),
  route({
    operation: 'RemoveUserRole',
    method: 'DELETE',
    path: '/Admin/role',
    document: 'mutation RemoveUserRole($input: RemoveWorkspaceUserRoleInput!) { removeWorkspaceUserRole(input: $input) }',
    // The document puts these in the body; clients whose DELETE cannot carry one may use query parameters.
    variables: ({ body, query }) => ({ input: { email: body.email ?? query('email'), role: body.role ?? query('role'), workspaceId: body.workspaceId ?? query('workspaceId') } }),
    field: 'removeWorkspaceUserRole',
    empty: true,
  }),
  route({
    operation: 'GetUsersWithRole',
    method: 'GET',
    path: '/Admin/{tenantId}/role/{role}',
    document: `query GetUsersWithRole($input: GetWorkspaceUsersWithRoleInput!) { workspaceUsersWithRole(input: $input) { ${paged(USER)} } }`,
    variables: (request) => ({
      input: { tenantId: request.params.tenantId, role: request.params.role, offset: intQuery(request, 'Offset') ?? 0, limit: intQuery(request, 'Limit') ?? 20 },
    }),
    field: 'workspaceUsersWithRole',
  }),
  // Applications
  route({
    operation: 'CreateApplication',
    method: 'POST',
    path: '/Application/create',
    document: `mutation CreateApplication($input: CreateWorkspaceApplicationInput!) { createWorkspaceApplication(input: $input) { ${APPLICATION} } }`,
    variables: ({ body }) => ({ input: { name: body.name, contact: contact(body.contact), description: body.description } }),
    field: 'createWorkspaceApplication',
  }),
  route({
    operation: 'GetApplications',
    method: 'POST',
    path: '/Application',
    document: `query GetApplications($input: GetWorkspaceApplicationsInput) { workspaceApplications(input: $input) { ${paged(APPLICATION)} } }`,
    variables: ({ body }) => ({ input: { ...page(body), ids: body.ids ?? null, ownerIds: body.ownerIds ?? null, statuses: body.statuses ?? null } }),
    field: 'workspaceApplications',
  }),
  route({
    operation: 'UpdateApplication',
    method: 'PUT',
    path: '/Application/{id}',
    document: `mutation UpdateApplication($id: String!, $input: WorkspaceApplicationContentInput!) { updateWorkspaceApplication(id: $id, input: $input) { ${APPLICATION} } }`,
    variables: (request) => ({ ...pathId(request), input: content(request.body) }),
    field: 'updateWorkspaceApplication',
  }),
  route({
    operation: 'ApproveApplicationInquiry',
    method: 'PUT',
    path: '/Application/approve-inquiry',
    document: `mutation ApproveApplicationInquiry($input: WorkspaceApplicationIdInput!) { approveWorkspaceApplicationInquiry(input: $input) { ${APPLICATION} } }`,
    variables: idBody,
    field: 'approveWorkspaceApplicationInquiry',
  }),
  route({
    operation: 'SubmitApplication',
    method: 'PUT',
    path: '/Application/{id}/submit',
    document: `mutation SubmitApplication($id: String!, $input: WorkspaceApplicationContentInput!) { submitWorkspaceApplication(id: $id, input: $input) { ${APPLICATION} } }`,
    variables: (request) => ({ ...pathId(request), input: content(request.body) }),
    field: 'submitWorkspaceApplication',
  }),
  route({
    operation: 'DenyApplication',
    method: 'PUT',
    path: '/Application/deny',
    document: `mutation DenyApplication($input: WorkspaceApplicationIdInput!) { denyWorkspaceApplication(input: $input) { ${APPLICATION} } }`,
    variables: idBody,
    field: 'denyWorkspaceApplication',
  }),
  route({
    operation: 'ApproveApplication',
    method: 'PUT',
    path: '/Application/approve',
    document: `mutation ApproveApplication($input: WorkspaceApplicationIdInput!) { approveWorkspaceApplication(input: $input) { ${WORKSPACE} } }`,
    variables: idBody,
    field: 'approveWorkspaceApplication',
  }),
  route({
    operation: 'InviteWorkspace',
    method: 'POST',
    path: '/Application/invite',
    document: `mutation InviteWorkspace($input: CreateWorkspaceApplicationInput!) { inviteWorkspace(input: $input) { ${APPLICATION} } }`,
    variables: ({ body }) => ({ input: { name: body.name, contact: contact(body.contact), description: body.description } }),
    field: 'inviteWorkspace',
  }),
  route({
    operation: 'SendApplicationReminder',
    method: 'POST',
    path: '/Application/remind',
    document: 'mutation SendApplicationReminder($input: WorkspaceApplicationIdInput!) { sendWorkspaceApplicationReminder(input: $input) }',
    variables: idBody,
    field: 'sendWorkspaceApplicationReminder',
    empty: true,
  }),
  // Member applications
  route({
    operation: 'GetMemberApplications',
    method: 'POST',
    path: '/MemberApplication',
    document: `query GetMemberApplications($input: GetMemberApplicationsInput) { memberApplications(input: $input) { ${paged(MEMBER_APPLICATION)} } }`,
    variables: ({ body }) => ({
      input: { ...page(body), ids: body.ids ?? null, workspaceIds: body.workspaceIds ?? null, userIds: body.userIds ?? null, statuses: body.statuses ?? null },
    }),
    field: 'memberApplications',
  }),
  route({
    operation: 'CreateMemberApplication',
    method: 'POST',
    path: '/MemberApplication/create',
    document: `mutation CreateMemberApplication($input: CreateMemberApplicationInput!) { createMemberApplication(input: $input) { ${MEMBER_APPLICATION} } }`,
    variables: ({ body }) => ({
      input: {
        workspaceId: body.workspaceId,
        userId: body.userId,
        workspaceLicenseTemplateId: body.workspaceLicenseTemplateId,
        locationId: body.locationId ?? null,
        requestedActivationDate: activationDate(body.requestedActivationDate),
      },
    }),
    field: 'createMemberApplication',
  }),
  route({
    operation: 'UpdateMemberApplication',
    method: 'PUT',
    path: '/MemberApplication/{id}',
    document: `mutation UpdateMemberApplication($id: String!, $input: UpdateMemberApplicationInput!) { updateMemberApplication(id: $id, input: $input) { ${MEMBER_APPLICATION} } }`,
    variables: (request) => ({
      ...pathId(request),
      input: {
        activationDate: activationDate(request.body.activationDate ?? null),
        requestedActivationDate: activationDate(request.body.requestedActivationDate),
        // omitted keeps the location, null clears it
        ...('locationId' in request.body ? { locationId: request.body.locationId } : {}),
      },
    }),
    field: 'updateMemberApplication',
  }),
  ...(
    [
      ['DenyMemberApplication', 'deny', 'denyMemberApplication'],
      ['ApproveMemberApplicationRequest', 'approve-request', 'approveMemberApplicationRequest'],
      ['SubmitMemberApplication', 'submit', 'submitMemberApplication'],
      ['ApproveMemberApplication', 'approve', 'approveMemberApplication'],
    ] as const
  ).map(([operation, segment, field]) =>
    route({
      operation,
      method: 'POST',
      path: `/MemberApplication/{id}/${segment}`,
      document: `mutation ${operation}($id: String!) { ${field}(id: $id) { ${MEMBER_APPLICATION} } }`,
      variables: pathId,
      field,
    }),
  ),
  // User-location links
  route({
    operation: 'GetUserLocations',
    method: 'POST',
    path: '/UserLocation',
    document: `query GetUserLocations($input: GetUserLocationsInput) { userLocations(input: $input) { ${paged(USER_LOCATION)} } }`,
    variables: ({ body }) => ({ input: { ...page(body), workspaceIds: body.workspaceIds ?? null, locationIds: body.locationIds ?? null, userIds: body.userIds ?? null } }),
    field: 'userLocations',
  }),
  route({
    operation: 'CreateUserLocation',
    method: 'POST',
    path: '/UserLocation/create',
    document: `mutation CreateUserLocation($input: CreateUserLocationInput!) { createUserLocation(input: $input) { ${USER_LOCATION} } }`,
    variables: ({ body }) => ({ input: { userId: body.userId, workspaceId: body.workspaceId, locationId: body.locationId } }),
    field: 'createUserLocation',
  }),
  route({
    operation: 'DeleteUserLocation',
    method: 'DELETE',
    path: '/UserLocation/{id}',
    document: 'mutation DeleteUserLocation($id: String!) { deleteUserLocation(id: $id) }',
    variables: pathId,
    field: 'deleteUserLocation',
    empty: true,
  }),
  // Workspaces and members
  route({
    operation: 'GetWorkspace',
    method: 'GET',
    path: '/Workspace/my',
    document: `query GetWorkspace { myWorkspace { ${WORKSPACE} } }`,
    variables: () => ({}),
    field: 'myWorkspace',
  }),
  route({
    operation: 'GetWorkspaces',
    method: 'POST',
    path: '/Workspace',
    document: `query GetWorkspaces($input: GetWorkspacesInput) { workspaces(input: $input) { ${paged(WORKSPACE)} } }`,
    variables: ({ body }) => ({ input: { ...page(body), ids: body.ids ?? null } }),
    field: 'workspaces',
  }),
  route({
    operation: 'UpdateWorkspace',
    method: 'PUT',
    path: '/Workspace/{id}',
    document: `mutation UpdateWorkspace($id: String!, $input: UpdateWorkspaceInput!) { updateWorkspace(id: $id, input: $input) { ${WORKSPACE} } }`,
    variables: (request) => ({ ...pathId(request), input: { logoUrl: request.body.logoUrl ?? null } }),
    field: 'updateWorkspace',
  }),
  route({
    operation: 'GetWorkspaceMembers',
    method: 'POST',
    path: '/WorkspaceMember',
    document: `query GetWorkspaceMembers($input: GetWorkspaceMembersInput) { workspaceMembers(input: $input) { ${paged(MEMBER)} } }`,
    variables: ({ body }) => ({ input: { ...page(body), ids: body.ids ?? null, workspaceIds: body.workspaceIds ?? null, userIds: body.userIds ?? null } }),
    field: 'workspaceMembers',
  }),
];
