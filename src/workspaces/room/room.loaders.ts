import { pagedChildren, recordsById, defineRecordType, sharesParentRule } from '../../kernel/records';
import { locationVisibility, visibleWithLocation } from '../catalogue/catalogue-access';
import { Room } from './room.entity';

/** Rooms are visible with their location. */
export const ROOM = defineRecordType(Room, {
  table: 'room',
  readRule: 'whoever may read its location',
  ...sharesParentRule('location_id', visibleWithLocation),
  // GetRooms joins each room's location for its place filters: the location's rule applies to that row.
  visibleWithJoined: locationVisibility,
  fieldColumns: {
    tokenCostPerHour: ['price_per_hour', 'marketplace_price_per_hour'],
    tokenCostPerDay: ['price_per_day', 'marketplace_price_per_day'],
    location: ['location_id'],
    closures: [],
    // The room's location and closures are read by id (whole records): the room needs its keys only.
    isOpen: ['location_id'],
    closureType: ['location_id'],
  },
});

/** `Query.room`, `RoomClosure.room`: batched per request. */
export const roomById = recordsById(ROOM);

/** `Location.rooms`: a page of each location's rooms, one statement per level. */
export const roomsOfLocation = pagedChildren(ROOM, { parentKey: 't.location_id' });
