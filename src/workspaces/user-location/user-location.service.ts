import type { RequestContext } from '../../kernel/context';
import { targetId } from '../../kernel/uuid';
import { isTenantAdmin } from '../../kernel/caller';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { USER_LOCATION } from './user-location.loaders';
import { User } from '../../identity/user/user.entity';
import { requireLocationOfWorkspace } from '../location/location.service';
import { callerUserId, requireId, requireWorkspaceAdmin } from '../workspace/workspace-access';
import { UserLocation } from './user-location.entity';
import type { CreateUserLocationInput, GetUserLocationsInput } from './user-location.types';

/** GetUserLocations: Platform Admin all; a workspace's Admin its workspace's; a user their own links. */
export function listUserLocations(ctx: RequestContext, input: GetUserLocationsInput): Promise<Page<UserLocation>> {
  return pageOfVisible(ctx, USER_LOCATION, 'link', input, (where) => {
    where.inIds('link.workspace_id', input.workspaceIds);
    where.inIds('link.location_id', input.locationIds);
    where.inIds('link.user_id', input.userIds);
  });
}

/** CreateUserLocation: an Admin of the workspace (or the Platform Admin) links a user to one of its locations. */
export async function createUserLocation(ctx: RequestContext, input: CreateUserLocationInput): Promise<UserLocation> {
  const workspace = await requireWorkspaceAdmin(ctx, input.workspaceId);
  const userId = requireId(input.userId, 'userId');
  const location = await requireLocationOfWorkspace(ctx.em, workspace.id, input.locationId);
  if (!(await ctx.em.findOne(User, { id: userId }))) throw BadInputError.field('userId', 'No user has this id.');
  if (await ctx.em.findOne(UserLocation, { userId, locationId: location.id }))
    throw new ConflictError('This user is already linked to this location.', { userId, locationId: location.id });
  const link = ctx.em.create(UserLocation, { userId, workspaceId: workspace.id, locationId: location.id });
  await ctx.em.persistAndFlush(link);
  return link;
}

/** DeleteUserLocation: an Admin of the link's workspace; the linked user gets 403, anyone else 404. */
export async function deleteUserLocation(ctx: RequestContext, id: string): Promise<boolean> {
  const userId = callerUserId(ctx);
  const link = await ctx.em.findOne(UserLocation, { id: targetId(id, 'UserLocation', 'id') });
  if (!link) throw new NotFoundError('UserLocation', id);
  if (!isTenantAdmin(ctx.caller, link.workspaceId)) {
    if (link.userId === userId) throw new ForbiddenError('Only an Admin of the workspace may remove a user-location link.');
    throw new NotFoundError('UserLocation', id);
  }
  await ctx.em.removeAndFlush(link);
  return true;
}
