import type { RequestContext } from '../../kernel/context';
import { childrenOf, pagedChildren, recordsById, defineRecordType } from '../../kernel/records';
import { visibleWithLocation, visibleWithRoom } from '../catalogue/catalogue-access';
import { LocationClosure, RoomClosure } from './closure.entity';

/** Closures are visible with the place they close. */
export const LOCATION_CLOSURE = defineRecordType(LocationClosure, {
  table: 'location_closure',
  readRule: 'whoever may read its location',
  visibility: (ctx: RequestContext, alias: string) => visibleWithLocation(ctx, `${alias}.location_id`),
  visibleWithParent: 'location_id',
});

export const ROOM_CLOSURE = defineRecordType(RoomClosure, {
  table: 'room_closure',
  readRule: "whoever may read its room's location",
  visibility: (ctx: RequestContext, alias: string) => visibleWithRoom(ctx, `${alias}.room_id`),
  visibleWithParent: 'room_id',
});

export const locationClosureById = recordsById(LOCATION_CLOSURE);
export const roomClosureById = recordsById(ROOM_CLOSURE);

/** `Location.closures`, `Room.closures`: a page per place, one statement per level. */
export const closuresOfLocation = pagedChildren(LOCATION_CLOSURE, { parentKey: 't.location_id' });
export const closuresOfRoom = pagedChildren(ROOM_CLOSURE, { parentKey: 't.room_id' });

/** Every closure of each place, for `isOpen` under a list of places (one statement per level). */
export const allClosuresOfLocation = childrenOf(LOCATION_CLOSURE, { parentKey: 't.location_id' });
export const allClosuresOfRoom = childrenOf(ROOM_CLOSURE, { parentKey: 't.room_id' });
