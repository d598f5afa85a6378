import { bodyAsInput, intQuery, pagedRequest, restTable, type RestRequest } from '../kernel/rest-route';

const applicationId = ({ body }: RestRequest) => ({ applicationId: body.applicationId });

/**
 * Every documented path of the employers service, mapped onto the graph (base `/employers`). The
 * document's User is the graph's User without the dates and the identity flags; its Contact is
 * `name`, `email`, `phone` (the graph's Contact also splits the name for the workspaces document).
 */
export const employersRoutes = restTable(
  'employers',
  { User: { omit: ['dateCreated', 'dateUpdated', 'emailConfirmed', 'isSuspended'] }, Contact: { omit: ['firstName', 'lastName'] } },
  [
    {
      operation: 'AddUserRole',
      method: 'POST',
      path: '/Admin/role',
      field: 'addEmployerUserRole',
      variables: bodyAsInput,
    },
    {
      operation: 'RemoveUserRole',
      method: 'DELETE',
      path: '/Admin/role',
      field: 'removeEmployerUserRole',
      variables: bodyAsInput,
    },
    {
      operation: 'GetUsersWithRole',
      method: 'GET',
      path: '/Admin/{tenantId}/role/{role}',
      field: 'employerUsersWithRole',
      variables: (request) => ({
        input: {
          tenantId: request.params.tenantId,
          role: request.params.role,
          ...(intQuery(request, 'Offset') !== undefined ? { offset: intQuery(request, 'Offset') } : {}),
          ...(intQuery(request, 'Limit') !== undefined ? { limit: intQuery(request, 'Limit') } : {}),
        },
      }),
    },
    {
      operation: 'CreateApplication',
      method: 'POST',
      path: '/Application/create',
      field: 'createEmployerApplication',
      variables: bodyAsInput,
    },
    {
      operation: 'GetApplications',
      method: 'POST',
      path: '/Application',
      field: 'employerApplications',
      variables: ({ body }) => ({
        input: { ...pagedRequest(body), ids: body.ids ?? null, ownerIds: body.ownerIds ?? null, statuses: body.statuses ?? null },
      }),
    },
    {
      operation: 'UpdateApplication',
      method: 'PUT',
      path: '/Application/{id}',
      field: 'updateEmployerApplication',
      variables: ({ body, params }) => ({ id: params.id, input: body }),
    },
    {
      operation: 'ApproveApplicationInquiry',
      method: 'PUT',
      path: '/Application/approve-inquiry',
      field: 'approveEmployerApplicationInquiry',
      variables: applicationId,
    },
    {
      operation: 'SubmitApplication',
      method: 'PUT',
      path: '/Application/submit',
      field: 'submitEmployerApplication',
      variables: applicationId,
    },
    { operation: 'DenyApplication', method: 'PUT', path: '/Application/deny', field: 'denyEmployerApplication', variables: applicationId },
    {
      operation: 'ApproveApplication',
      method: 'PUT',
      path: '/Application/approve',
      field: 'approveEmployerApplication',
      variables: applicationId,
    },
    {
      operation: 'SendApplicationReminder',
      method: 'POST',
      path: '/Application/remind',
      field: 'sendEmployerApplicationReminder',
      variables: applicationId,
    },
    {
      operation: 'CreateEmployee',
      method: 'POST',
      path: '/Employee/create',
      field: 'createEmployee',
      variables: ({ body }) => ({
        input: { contact: body.contact, employerId: body.employerId, employerUserId: body.employerUserId ?? null },
      }),
    },
    {
      operation: 'GetEmployees',
      method: 'POST',
      path: '/Employee',
      field: 'employees',
      variables: ({ body }) => ({
        input: {
          ...pagedRequest(body),
          employerIds: body.employerIds ?? null,
          userIds: body.userIds ?? null,
          employerUserIds: body.employerUserIds ?? null,
          statuses: body.statuses ?? null,
        },
      }),
    },
    {
      operation: 'UpdateEmployeeStatus',
      method: 'PUT',
      path: '/Employee/status',
      field: 'updateEmployeeStatus',
      variables: bodyAsInput,
    },
    {
      operation: 'CreateEmployeeInquiry',
      method: 'POST',
      path: '/EmployeeInquiry/create',
      field: 'createEmployeeInquiry',
      variables: ({ body }) => ({
        input: {
          companyName: body.companyName,
          employeeName: body.employeeName,
          email: body.email,
          title: body.title,
          referralContact: body.referralContact ?? null,
        },
      }),
    },
    {
      operation: 'GetEmployers',
      method: 'POST',
      path: '/Employer',
      field: 'employers',
      variables: ({ body }) => ({ input: { ...pagedRequest(body), employerIds: body.employerIds ?? null } }),
    },
  ],
);
