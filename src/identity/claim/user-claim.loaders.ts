import { childrenOf, defineRecordType } from '../../kernel/records';
import { sql } from '../../kernel/sql';
import { signedInRule } from '../../kernel/visibility';
import { UserClaim } from './user-claim.entity';

/** Claims: the user reads their own, the Platform Admin every user's; nobody else any. In order of type, then value. */
export const USER_CLAIM = defineRecordType(UserClaim, {
  table: 'user_claim',
  readRule: 'the user themself; Platform Admin: all',
  visibility: (ctx, alias) => signedInRule(ctx, (caller) => sql(`${alias}.user_id = ?`, caller.userId)),
  order: (alias) => `${alias}.type asc, ${alias}.value asc, ${alias}.id asc`,
});

/** `User.claims`: every claim of each user (a short list), one statement per level. */
export const claimsOfUser = childrenOf(USER_CLAIM, { parentKey: 't.user_id' });
