import { anyone, platformAdmin, signedIn, type PermissionTable } from '../kernel/policy';

/** Who may call each operation of the identity domain (CONTRACT §2, §3). */
export const identityPermissions: PermissionTable = {
  token: anyone('Anyone with valid credentials or a refresh token', { rest: ['POST /connect/token'], ownTransaction: true, allowWhileTwoFactorPending: true }),
  signUp: anyone('Anyone (rate limited per address)', { rest: ['POST /User/signup'] }),
  me: signedIn('The caller reads their own account', { allowWhileTwoFactorPending: true }),
  users: platformAdmin('Platform Admin only', { rest: ['GET /User'] }),
  createUser: platformAdmin('Platform Admin only', { rest: ['POST /User'] }),
  addUserRole: signedIn('Platform Admin in any tenant; an Admin of a workspace or employer within that tenant', { rest: ['POST /User/role'] }),
  removeUserRole: signedIn('Platform Admin in any tenant; an Admin of a workspace or employer within that tenant', { rest: ['DELETE /User/role'] }),
};
