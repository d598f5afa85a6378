import type { RestRoute } from '../rest/route';
import { intQuery } from '../rest/route';

const ADDRESS = 'line1 line2 state city zipCode';
const APPLICATION = `id dateCreated dateUpdated status name contact { name email phone } description address { ${ADDRESS} } ownerId ownerEmail employerId`;
const EMPLOYER = `id dateCreated dateUpdated name address { ${ADDRESS} } email`;
const EMPLOYEE = 'id dateCreated dateUpdated employerId userId employerUserId status statusUpdatedDate';
const INQUIRY = 'id dateCreated dateUpdated companyName employeeName email title referralContact { name email }';
const USER = 'id email firstName lastName pictureUrl';
const PAGE = 'pagedRequest { offset limit } totalCount';

/** The paged request of a POST body (the adapter refuses a paged request without `offset` or `limit`). */
function pageOf(body: Record<string, unknown>): Record<string, unknown> {
  return { offset: body.offset, limit: body.limit };
}

/**
 * A nested record of the body (contact, address, referral) reduced to its documented fields, each
 * missing one sent as null: the graph then names a missing required field by its full path
 * (`contact.email`, not `contact`), and unknown extra members are ignored as at the top level.
 * A value that is not an object goes through unchanged (the graph answers 400 naming the field).
 */
function record(value: unknown, fields: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, source[field] ?? null]));
}

const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;
const ADDRESS_FIELDS = ['line1', 'line2', 'state', 'city', 'zipCode'] as const;
const REFERRAL_FIELDS = ['name', 'email'] as const;

function applicationIdRoute(operation: string, path: string, method: 'PUT' | 'POST', field: string, selection: string | null): RestRoute {
  return {
    service: 'employers',
    operation,
    method,
    path,
    document: `mutation ${operation}($applicationId: ID!) { ${field}(applicationId: $applicationId)${selection ? ` { ${selection} }` : ''} }`,
    variables: ({ body }) => ({ applicationId: body.applicationId }),
    field,
    ...(selection ? {} : { empty: true }),
  };
}

/** Every documented path of the employers service, mapped onto the graph (base `/employers`). */
export const employersRoutes: RestRoute[] = [
  {
    service: 'employers',
    operation: 'AddUserRole',
    method: 'POST',
    path: '/Admin/role',
    document: 'mutation AddUserRole($input: AddEmployerUserRoleInput!) { addEmployerUserRole(input: $input) }',
    variables: ({ body }) => ({ input: { contact: record(body.contact, CONTACT_FIELDS), role: body.role, employerId: body.employerId } }),
    field: 'addEmployerUserRole',
    empty: true,
  },
  {
    service: 'employers',
    operation: 'RemoveUserRole',
    method: 'DELETE',
    path: '/Admin/role',
    document: 'mutation RemoveUserRole($input: RemoveEmployerUserRoleInput!) { removeEmployerUserRole(input: $input) }',
    variables: ({ body }) => ({ input: { email: body.email, role: body.role, employerId: body.employerId } }),
    field: 'removeEmployerUserRole',
    empty: true,
  },
  {
    service: 'employers',
    operation: 'GetUsersWithRole',
    method: 'GET',
    path: '/Admin/{tenantId}/role/{role}',
    document: `query GetUsersWithRole($input: GetEmployerUsersWithRoleInput!) { employerUsersWithRole(input: $input) { data { ${USER} } ${PAGE} } }`,
    variables: (request) => ({
      input: {
        tenantId: request.params.tenantId,
        role: request.params.role,
        ...(intQuery(request, 'Offset') !== undefined ? { offset: intQuery(request, 'Offset') } : {}),
        ...(intQuery(request, 'Limit') !== undefined ? { limit: intQuery(request, 'Limit') } : {}),
      },
    }),
    field: 'employerUsersWithRole',
  },
  {
    service: 'employers',
    operation: 'CreateApplication',
    method: 'POST',
    path: '/Application/create',
    document: `mutation CreateApplication($input: CreateEmployerApplicationInput!) { createEmployerApplication(input: $input) { ${APPLICATION} } }`,
    variables: ({ body }) => ({ input: { name: body.name, contact: record(body.contact, CONTACT_FIELDS), description: body.description } }),
    field: 'createEmployerApplication',
  },
  {
    service: 'employers',
    operation: 'GetApplications',
    method: 'POST',
    path: '/Application',
    document: `query GetApplications($input: GetEmployerApplicationsInput) { employerApplications(input: $input) { data { ${APPLICATION} } ${PAGE} } }`,
    variables: ({ body }) => ({ input: { ...pageOf(body), ids: body.ids ?? null, ownerIds: body.ownerIds ?? null, statuses: body.statuses ?? null } }),
    field: 'employerApplications',
  },
  {
    service: 'employers',
    operation: 'UpdateApplication',
    method: 'PUT',
    path: '/Application/{id}',
    document: `mutation UpdateApplication($id: ID!, $input: UpdateEmployerApplicationInput!) { updateEmployerApplication(id: $id, input: $input) { ${APPLICATION} } }`,
    variables: ({ body, params }) => ({ id: params.id, input: { name: body.name, description: body.description, address: record(body.address, ADDRESS_FIELDS) } }),
    field: 'updateEmployerApplication',
  },
  applicationIdRoute('ApproveApplicationInquiry', '/Application/approve-inquiry', 'PUT', 'approveEmployerApplicationInquiry', APPLICATION),
  applicationIdRoute('SubmitApplication', '/Application/submit', 'PUT', 'submitEmployerApplication', APPLICATION),
  applicationIdRoute('DenyApplication', '/Application/deny', 'PUT', 'denyEmployerApplication', APPLICATION),
  applicationIdRoute('ApproveApplication', '/Application/approve', 'PUT', 'approveEmployerApplication', EMPLOYER),
  applicationIdRoute('SendApplicationReminder', '/Application/remind', 'POST', 'sendEmployerApplicationReminder', null),
  {
    service: 'employers',
    operation: 'CreateEmployee',
    method: 'POST',
    path: '/Employee/create',
    document: `mutation CreateEmployee($input: CreateEmployeeInput!) { createEmployee(input: $input) { ${EMPLOYEE} } }`,
    variables: ({ body }) => ({ input: { contact: record(body.contact, CONTACT_FIELDS), employerId: body.employerId, employerUserId: body.employerUserId ?? null } }),
    field: 'createEmployee',
  },
  {
    service: 'employers',
    operation: 'GetEmployees',
    method: 'POST',
    path: '/Employee',
    document: `query GetEmployees($input: GetEmployeesInput) { employees(input: $input) { data { ${EMPLOYEE} } ${PAGE} } }`,
    variables: ({ body }) => ({
      input: {
        ...pageOf(body),
        employerIds: body.employerIds ?? null,
        userIds: body.userIds ?? null,
        employerUserIds: body.employerUserIds ?? null,
        statuses: body.statuses ?? null,
      },
    }),
    field: 'employees',
  },
  {
    service: 'employers',
    operation: 'UpdateEmployeeStatus',
    method: 'PUT',
    path: '/Employee/status',
    document: `mutation UpdateEmployeeStatus($input: UpdateEmployeeStatusInput!) { updateEmployeeStatus(input: $input) { ${EMPLOYEE} } }`,
    variables: ({ body }) => ({ input: { employerId: body.employerId, userId: body.userId, status: body.status } }),
    field: 'updateEmployeeStatus',
  },
  {
    service: 'employers',
    operation: 'CreateEmployeeInquiry',
    method: 'POST',
    path: '/EmployeeInquiry/create',
    document: `mutation CreateEmployeeInquiry($input: CreateEmployeeInquiryInput!) { createEmployeeInquiry(input: $input) { ${INQUIRY} } }`,
    variables: ({ body }) => ({
      input: {
        companyName: body.companyName,
        employeeName: body.employeeName,
        email: body.email,
        title: body.title,
        referralContact: record(body.referralContact ?? null, REFERRAL_FIELDS),
      },
    }),
    field: 'createEmployeeInquiry',
  },
  {
    service: 'employers',
    operation: 'GetEmployers',
    method: 'POST',
    path: '/Employer',
    document: `query GetEmployers($input: GetEmployersInput) { employers(input: $input) { data { ${EMPLOYER} } ${PAGE} } }`,
    variables: ({ body }) => ({ input: { ...pageOf(body), employerIds: body.employerIds ?? null } }),
    field: 'employers',
  },
];
