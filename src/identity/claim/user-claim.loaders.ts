import { defineLoader, groupByKeys } from '../../kernel/loaders';
import { UserClaim } from './user-claim.entity';

/** A user's claims, batched per request. */
export const claimsByUserId = defineLoader<string, UserClaim[]>((ctx) => async (userIds) => {
  const rows = await ctx.em.find(UserClaim, { userId: { $in: [...userIds] } }, { orderBy: { type: 'asc', value: 'asc' } });
  return groupByKeys(userIds, rows, (row) => row.userId);
});
