import type { RestRoute } from '../rest/route';
import { intQuery } from '../rest/route';
import { oauthErrorBody } from './token/oauth-error-body';

const USER_FIELDS = 'id email emailConfirmed isSuspended firstName lastName pictureUrl';

/** Every documented path of the identity service, mapped onto the graph. */
export const identityRoutes: RestRoute[] = [
  {
    service: 'identity',
    operation: 'Token',
    method: 'POST',
    path: '/connect/token',
    form: true,
    document: 'mutation Token($input: TokenInput!) { token(input: $input) { access_token refresh_token expires_in } }',
    variables: ({ body, header }) => ({
      input: {
        grantType: body.grant_type ?? null,
        username: body.username ?? null,
        password: body.password ?? null,
        refreshToken: body.refresh_token ?? null,
        tenantId: header('tenant-id') ?? null,
      },
    }),
    field: 'token',
    errorBody: oauthErrorBody,
  },
  {
    service: 'identity',
    operation: 'SignUp',
    method: 'POST',
    path: '/User/signup',
    document: `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({ input: { email: body.email, password: body.password } }),
    field: 'signUp',
  },
  {
    service: 'identity',
    operation: 'GetUsers',
    method: 'GET',
    path: '/User',
    document: `query GetUsers($input: GetUsersInput) { users(input: $input) { data { ${USER_FIELDS} } pagedRequest { offset limit } totalCount } }`,
    variables: (request) => ({ input: { offset: intQuery(request, 'Offset') ?? 0, limit: intQuery(request, 'Limit') ?? 20 } }),
    field: 'users',
  },
  {
    service: 'identity',
    operation: 'CreateUser',
    method: 'POST',
    path: '/User',
    document: `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({ input: { email: body.email } }),
    field: 'createUser',
  },
  {
    service: 'identity',
    operation: 'AddUserRole',
    method: 'POST',
    path: '/User/role',
    document: 'mutation AddUserRole($input: UserRoleInput!) { addUserRole(input: $input) }',
    variables: ({ body }) => ({ input: { email: body.email, role: body.role, tenantId: body.tenantId } }),
    field: 'addUserRole',
    empty: true,
  },
  {
    service: 'identity',
    operation: 'RemoveUserRole',
    method: 'DELETE',
    path: '/User/role',
    document: 'mutation RemoveUserRole($input: UserRoleInput!) { removeUserRole(input: $input) }',
    variables: ({ body }) => ({ input: { email: body.email, role: body.role, tenantId: body.tenantId } }),
    field: 'removeUserRole',
    empty: true,
  },
];
