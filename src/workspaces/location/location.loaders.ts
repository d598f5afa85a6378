import { pagedChildren, recordsById, defineRecordType } from '../../kernel/records';
import { locationVisibility } from '../catalogue/catalogue-access';
import { Location } from './location.entity';

/** Locations as the read path sees them: active ones for everyone, an operator's own in any status, all for the Platform Admin. */
export const LOCATION = defineRecordType(Location, {
  table: 'location',
  readRule: 'any signed-in user when Active; an Admin of its workspace in any status; Platform Admin: all',
  visibility: locationVisibility,
  // `isOpen` and `closureType` read the schedule, the time zone and more: a list selecting them reads whole rows.
  fieldColumns: {
    geo: ['latitude', 'longitude'],
    tokenCost: ['price', 'marketplace_price'],
    distanceMiles: [],
    workspace: ['workspace_id'],
    rooms: [],
    closures: [],
  },
});

/** `Query.location`, `Room.location`, `LocationClosure.location`, `WorkspaceMember.location`...: batched per request. */
export const locationById = recordsById(LOCATION);

/** `Workspace.locations`: a page of each workspace's locations, one statement per level. */
export const locationsOfWorkspace = pagedChildren(LOCATION, { parentKey: 't.workspace_id' });
