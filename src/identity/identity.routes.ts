import { bodyAsInput, intQuery, pagedRequest, restTable, type RestRequest } from '../kernel/rest-route';
import { oauthErrorBody } from './token/oauth-error-body';

const str = (value: unknown) => (value === undefined ? null : value);
/** The `Offset` and `Limit` query parameters of the GET lists (the graph's defaults when left out). */
const pageQuery = (request: RestRequest) => ({ offset: intQuery(request, 'Offset') ?? 0, limit: intQuery(request, 'Limit') ?? 20 });
const subscriptionId = ({ params }: RestRequest) => ({ id: params.id });
/** GetWebhookSubscriptions: the page, and one tenant's only with `TenantId`. */
const subscriptionsQuery = (request: RestRequest) => {
  const tenantId = request.query('TenantId');
  return { input: { ...pageQuery(request), tenantIds: tenantId ? [tenantId] : null } };
};

/**
 * Every documented path of the identity service, mapped onto the graph. The document's User is the
 * graph's User without the dates (docs/decisions.md#one-user-type: the union of the three documents' user fields).
 */
export const identityRoutes = restTable('identity', { User: { omit: ['dateCreated', 'dateUpdated'] } }, [
  {
    operation: 'Token',
    method: 'POST',
    path: '/connect/token',
    field: 'token',
    form: true,
    variables: ({ body, header }) => ({
      input: {
        grantType: body.grant_type ?? null,
        username: body.username ?? null,
        password: body.password ?? null,
        refreshToken: body.refresh_token ?? null,
        tenantId: header('tenant-id') ?? null,
      },
    }),
    errorBody: oauthErrorBody,
  },
  {
    operation: 'SignUp',
    method: 'POST',
    path: '/User/signup',
    field: 'signUp',
    variables: bodyAsInput,
  },
  {
    operation: 'GetUsers',
    method: 'GET',
    path: '/User',
    field: 'users',
    variables: (request) => ({ input: pageQuery(request) }),
  },
  {
    operation: 'CreateUser',
    method: 'POST',
    path: '/User',
    field: 'createUser',
    variables: bodyAsInput,
  },
  {
    operation: 'AddUserRole',
    method: 'POST',
    path: '/User/role',
    field: 'addUserRole',
    variables: bodyAsInput,
  },
  {
    operation: 'RemoveUserRole',
    method: 'DELETE',
    path: '/User/role',
    field: 'removeUserRole',
    variables: bodyAsInput,
  },
  {
    operation: 'GetTenants',
    method: 'POST',
    path: '/Tenant',
    field: 'tenants',
    variables: ({ body }) => ({ input: { ...pagedRequest(body), tenantIds: body.tenantIds ?? null } }),
  },
  {
    operation: 'AddTenant',
    method: 'POST',
    path: '/Tenant/create',
    field: 'addTenant',
    variables: ({ body }) => ({
      input: { tenantId: str(body.tenantId), tenantName: str(body.tenantName), tenantType: str(body.tenantType) },
    }),
  },
  {
    operation: 'SendTwoFactorCode',
    method: 'POST',
    path: '/TwoFactorCode/send',
    field: 'sendTwoFactorCode',
  },
  {
    operation: 'VerifyTwoFactorCode',
    method: 'POST',
    path: '/TwoFactorCode/verify',
    field: 'verifyTwoFactorCode',
    variables: ({ body }) => ({ input: { code: str(body.code) } }),
  },
  {
    operation: 'AddUserClaim',
    method: 'POST',
    path: '/User/claim',
    field: 'addUserClaim',
    variables: ({ body }) => ({ input: { email: str(body.email), type: str(body.type), value: str(body.value) } }),
  },
  {
    operation: 'GetUsersWithRole',
    method: 'POST',
    path: '/User/with-role',
    field: 'usersWithRole',
    variables: ({ body }) => ({
      input: { offset: str(body.offset), limit: str(body.limit), role: str(body.role), tenantId: str(body.tenantId) },
    }),
  },
  {
    operation: 'GetApiKey',
    method: 'GET',
    path: '/User/api-key',
    field: 'apiKey',
  },
  {
    operation: 'GetUserTenants',
    method: 'GET',
    path: '/User/tenants',
    field: 'userTenants',
  },
  {
    operation: 'SuspendUser',
    method: 'PUT',
    path: '/User/suspend',
    field: 'suspendUser',
    variables: ({ body }) => ({ input: { email: str(body.email) } }),
  },
  {
    operation: 'ForgotPassword',
    method: 'POST',
    path: '/forgotPassword',
    field: 'forgotPassword',
    variables: ({ body }) => ({ input: { email: str(body.email) } }),
  },
  {
    operation: 'ResetPassword',
    method: 'POST',
    path: '/resetPassword',
    field: 'resetPassword',
    variables: ({ body }) => ({ input: { email: str(body.email), resetCode: str(body.resetCode), newPassword: str(body.newPassword) } }),
  },
  // Signed webhooks (docs/decisions.md#webhooks): paths of our own, the documents have none.
  {
    operation: 'GetWebhookSubscriptions',
    method: 'GET',
    path: '/Webhook',
    field: 'webhookSubscriptions',
    variables: subscriptionsQuery,
  },
  {
    operation: 'CreateWebhookSubscription',
    method: 'POST',
    path: '/Webhook',
    field: 'createWebhookSubscription',
    variables: bodyAsInput,
  },
  {
    operation: 'UpdateWebhookSubscription',
    method: 'PUT',
    path: '/Webhook/{id}',
    field: 'updateWebhookSubscription',
    variables: (request) => ({ ...subscriptionId(request), input: request.body }),
  },
  {
    operation: 'DeleteWebhookSubscription',
    method: 'DELETE',
    path: '/Webhook/{id}',
    field: 'deleteWebhookSubscription',
    variables: subscriptionId,
  },
  {
    operation: 'RotateWebhookSecret',
    method: 'POST',
    path: '/Webhook/{id}/rotate-secret',
    field: 'rotateWebhookSecret',
    variables: subscriptionId,
  },
  {
    operation: 'SendTestWebhook',
    method: 'POST',
    path: '/Webhook/{id}/test',
    field: 'sendTestWebhook',
    variables: subscriptionId,
  },
  {
    operation: 'GetWebhookDeliveryAttempts',
    method: 'GET',
    path: '/Webhook/{id}/attempts',
    field: 'webhookDeliveryAttempts',
    variables: (request) => ({ input: { ...pageQuery(request), subscriptionId: request.params.id } }),
  },
]);
