import { anyone, platformAdmin, signedIn, type PermissionTable } from '../kernel/policy';

/**
 * Who may call each operation of the identity domain (docs/decisions.md#who-may-do-what). The kernel merges this
 * table with the other domains'; `docs/permissions.md` is generated from it (`npm run docs`).
 * `ownTransaction`: the operation writes failures and rate-limit counts that must stay written
 * even when it fails, and opens its own transactions.
 */
export const identityPermissions: PermissionTable = {
  token: anyone('Anyone with valid credentials or a refresh token (rate limited per address; accounts lock after repeated failures)', {
    rest: ['POST /connect/token'],
    ignoresHeaderCredentials: true,
    ownTransaction: true,
    allowWhileTwoFactorPending: true,
  }),
  signUp: anyone('Anyone (rate limited per address and per email)', { rest: ['POST /User/signup'], ownTransaction: true }),
  forgotPassword: anyone('Anyone; always true (no account enumeration); rate limited', { rest: ['POST /forgotPassword'], ownTransaction: true }),
  resetPassword: anyone('Anyone holding a valid reset or password-setup code; rate limited', { rest: ['POST /resetPassword'], ownTransaction: true }),
  me: signedIn('The caller reads their own account', { allowWhileTwoFactorPending: true }),
  sendTwoFactorCode: signedIn('The caller, for themself (also while two-factor is pending); rate limited', {
    rest: ['POST /TwoFactorCode/send'],
    ownTransaction: true,
    allowWhileTwoFactorPending: true,
  }),
  verifyTwoFactorCode: signedIn('The caller, for their own session (also while two-factor is pending); rate limited', {
    rest: ['POST /TwoFactorCode/verify'],
    ownTransaction: true,
    allowWhileTwoFactorPending: true,
  }),
  apiKey: signedIn('The caller reads (and on first call creates) their own API key', { rest: ['GET /User/api-key'] }),
  rotateApiKey: signedIn('The caller replaces their own API key'),
  user: signedIn('Anyone signed in; null unless the user is the caller, or the caller is the Platform Admin or an Admin of a tenant the user belongs to'),
  tenant: signedIn('Anyone signed in; null unless the caller is the Platform Admin or holds a role in the tenant'),
  userTenants: signedIn('The caller reads the tenants they hold a role in', { rest: ['GET /User/tenants'] }),
  tenants: signedIn('Platform Admin: every tenant; anyone else: the tenants they hold a role in', { rest: ['POST /Tenant'] }),
  addTenant: platformAdmin('Platform Admin only', { rest: ['POST /Tenant/create'] }),
  users: platformAdmin('Platform Admin only', { rest: ['GET /User'] }),
  createUser: platformAdmin('Platform Admin only', { rest: ['POST /User'] }),
  addUserClaim: platformAdmin('Platform Admin only', { rest: ['POST /User/claim'] }),
  suspendUser: platformAdmin('Platform Admin only (not themself)', { rest: ['PUT /User/suspend'] }),
  unsuspendUser: platformAdmin('Platform Admin only'),
  usersWithRole: signedIn('Platform Admin in any tenant; an Admin of a workspace or employer within that tenant', { rest: ['POST /User/with-role'] }),
  addUserRole: signedIn('Platform Admin in any tenant; an Admin of a workspace or employer within that tenant', { rest: ['POST /User/role'] }),
  removeUserRole: signedIn('Platform Admin in any tenant; an Admin of a workspace or employer within that tenant', { rest: ['DELETE /User/role'] }),
};
