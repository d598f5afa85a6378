import { anyone, platformAdmin, signedIn, type PermissionTable } from '../kernel/policy';

/**
 * Who may call each operation of the identity domain (docs/decisions.md#who-may-do-what). The kernel merges this
 * table with the other domains'; `docs/permissions.md` is generated from it (`npm run docs`).
 * `ownTransaction`: the operation writes failures and rate-limit counts that must stay written
 * even when it fails, and opens its own transactions.
 */
export const identityPermissions: PermissionTable = {
  token: anyone('Anyone with valid credentials or a refresh token (rate limited per address; accounts lock after repeated failures)', {
    ignoresHeaderCredentials: true,
    ownTransaction: true,
    allowWhileTwoFactorPending: true,
  }),
  signUp: anyone('Anyone (rate limited per address and per email)', { ownTransaction: true }),
  forgotPassword: anyone('Anyone; always true (no account enumeration); rate limited', { ownTransaction: true }),
  resetPassword: anyone('Anyone holding a valid reset or password-setup code; rate limited', { ownTransaction: true }),
  me: signedIn('The caller reads their own account', { allowWhileTwoFactorPending: true }),
  sendTwoFactorCode: signedIn('The caller, for themself (also while two-factor is pending); rate limited', {
    ownTransaction: true,
    allowWhileTwoFactorPending: true,
  }),
  verifyTwoFactorCode: signedIn('The caller, for their own session (also while two-factor is pending); rate limited', {
    ownTransaction: true,
    allowWhileTwoFactorPending: true,
  }),
  apiKey: signedIn('The caller reads (and on first call creates) their own API key', { writes: true }),
  rotateApiKey: signedIn('The caller replaces their own API key'),
  userChanged: signedIn('The changes of the users the caller may read (as user)'),
  user: signedIn(
    'Anyone signed in; null unless the user is the caller, or the caller is the Platform Admin or an Admin of a tenant the user belongs to',
  ),
  tenant: signedIn('Anyone signed in; null unless the caller is the Platform Admin or holds a role in the tenant'),
  userTenants: signedIn('The caller reads the tenants they hold a role in'),
  tenants: signedIn('Platform Admin: every tenant; anyone else: the tenants they hold a role in'),
  addTenant: platformAdmin('Platform Admin only'),
  users: platformAdmin('Platform Admin only'),
  createUser: platformAdmin('Platform Admin only'),
  addUserClaim: platformAdmin('Platform Admin only'),
  suspendUser: platformAdmin('Platform Admin only (not themself)'),
  unsuspendUser: platformAdmin('Platform Admin only'),
  usersWithRole: signedIn('Platform Admin in any tenant; an Admin of a workspace or employer within that tenant'),
  addUserRole: signedIn('Platform Admin in any tenant; an Admin of a workspace or employer within that tenant'),
  removeUserRole: signedIn('Platform Admin in any tenant; an Admin of a workspace or employer within that tenant'),
  events: signedIn('Anyone signed in: the events of the records the caller may read (as the subscriptions); the Platform Admin all'),
  auditEvents: signedIn('Platform Admin: every event; an Admin of a workspace or employer: the events of that tenant; anyone else 403'),
  auditEvent: signedIn('Anyone signed in; null unless the caller is the Platform Admin or an Admin of the tenant the event belongs to'),
  webhookSubscriptions: signedIn("Platform Admin: every subscription; a tenant's Admin: their tenant's; anyone else: none"),
  webhookSubscription: signedIn("Anyone signed in; null unless the caller is the Platform Admin or an Admin of the subscription's tenant"),
  webhookDeliveryAttempts: signedIn("Platform Admin; an Admin of the subscription's tenant (404 for anyone else)"),
  createWebhookSubscription: signedIn('Platform Admin in any tenant; an Admin of that tenant (403 otherwise)'),
  updateWebhookSubscription: signedIn("Platform Admin; an Admin of the subscription's tenant (404 for anyone else)"),
  deleteWebhookSubscription: signedIn("Platform Admin; an Admin of the subscription's tenant (404 for anyone else)"),
  rotateWebhookSecret: signedIn("Platform Admin; an Admin of the subscription's tenant (404 for anyone else)"),
  sendTestWebhook: signedIn("Platform Admin; an Admin of the subscription's tenant (404 for anyone else)"),
};
