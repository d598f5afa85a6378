import { childrenOf, pagedChildren, recordsById, defineRecordType, sharesParentRule } from '../../kernel/records';
import { visibleWithLocation, visibleWithRoom } from '../catalogue/catalogue-access';
import { LocationClosure, RoomClosure } from './closure.entity';

/** Closures are visible with the place they close. */
export const LOCATION_CLOSURE = defineRecordType(LocationClosure, {
  table: 'location_closure',
  readRule: 'whoever may read its location',
  ...sharesParentRule('location_id', visibleWithLocation),
});

export const ROOM_CLOSURE = defineRecordType(RoomClosure, {
  table: 'room_closure',
  readRule: "whoever may read its room's location",
  ...sharesParentRule('room_id', visibleWithRoom),
});

export const locationClosureById = recordsById(LOCATION_CLOSURE);
export const roomClosureById = recordsById(ROOM_CLOSURE);

/** `Location.closures`, `Room.closures`: a page per place, one statement per level. */
export const closuresOfLocation = pagedChildren(LOCATION_CLOSURE, { parentKey: 't.location_id' });
export const closuresOfRoom = pagedChildren(ROOM_CLOSURE, { parentKey: 't.room_id' });

/** Every closure of each place, for `isOpen` under a list of places (one statement per level). */
export const allClosuresOfLocation = childrenOf(LOCATION_CLOSURE, { parentKey: 't.location_id' });
export const allClosuresOfRoom = childrenOf(ROOM_CLOSURE, { parentKey: 't.room_id' });
