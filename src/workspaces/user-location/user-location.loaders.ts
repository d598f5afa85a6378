import { defineTenantLinkType, pagedChildren, recordsById } from '../../kernel/records';
import { UserLocation } from './user-location.entity';

/** User-location links: the user, an Admin of the workspace, the Platform Admin. A link ties its user to the workspace. */
export const USER_LOCATION = defineTenantLinkType(UserLocation, {
  table: 'user_location',
  readRule: 'the user; an Admin of the workspace; Platform Admin: all',
  link: { userColumn: 'user_id', tenantColumn: 'workspace_id', tenantType: 'Workspace' },
});

export const userLocationById = recordsById(USER_LOCATION);

/** `User.locations`: a page of each user's location links, one statement per level. */
export const userLocationsOfUser = pagedChildren(USER_LOCATION, { parentKey: 't.user_id' });
