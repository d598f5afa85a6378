import { pagedEdge, recordsById, defineRecordType } from '../../kernel/records';
import { declareTenantLink, ownOrAdministered } from '../../kernel/visibility';
import { UserLocation } from './user-location.entity';

/** User-location links: the user, an Admin of the workspace, the Platform Admin. */
export const USER_LOCATION = defineRecordType<UserLocation>({
  name: 'UserLocation',
  readRule: 'the user; an Admin of the workspace; Platform Admin: all',
  entity: UserLocation,
  table: 'user_location',
  visibility: (ctx, alias) => ownOrAdministered(ctx, `${alias}.user_id`, `${alias}.workspace_id`),
});

/** A location link ties its user to the workspace. */
declareTenantLink({ table: 'user_location', userColumn: 'user_id', tenantColumn: 'workspace_id', tenantType: 'Workspace' });

export const userLocationById = recordsById(USER_LOCATION);

/** `User.locations`: a page of each user's location links, one statement per level. */
export const userLocationsOfUser = pagedEdge(USER_LOCATION, { parentKey: 't.user_id' });
