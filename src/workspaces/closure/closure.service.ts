import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, NotFoundError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { assertWorkspaceAdmin } from '../catalogue/catalogue-access';
import { pageOfVisible } from '../../kernel/records';
import { getVisibleLocation } from '../location/location.service';
import { getVisibleRoom } from '../room/room.service';
import { LOCATION_CLOSURE, ROOM_CLOSURE } from './closure.loaders';
import { targetId } from '../../kernel/uuid';
import { ClosureType, Recurrence } from '../catalogue/catalogue.enums';
import { type Closure, type DateRange, LocationClosure, RoomClosure } from './closure.entity';
import { emitEvent } from '../../kernel/webhooks/webhook-events';
import { CLOSURE_CREATED, CLOSURE_DELETED } from '../catalogue/catalogue.webhook-events';
import type { ClosureInput, GetLocationClosuresInput, GetRoomClosuresInput, LocationClosureInput, RoomClosureInput } from './closure.types';

/**
 * CreateLocationClosures: each closure's location must exist and be administered by the caller;
 * the request's workspaceId must be the location's own (400 otherwise, never used to authorize).
 */
export function createLocationClosures(ctx: RequestContext, closures: LocationClosureInput[]): Promise<LocationClosure[]> {
  return createClosures(ctx, closures, async (input, at) => {
    const location = await getVisibleLocation(ctx, targetId(input.locationId, 'Location', `${at}locationId`));
    return { workspaceId: location.workspaceId, close: (fields) => ctx.em.create(LocationClosure, { ...fields, locationId: location.id }) };
  });
}

/** CreateRoomClosures: as CreateLocationClosures, for rooms (the room's location decides). */
export function createRoomClosures(ctx: RequestContext, closures: RoomClosureInput[]): Promise<RoomClosure[]> {
  return createClosures(ctx, closures, async (input, at) => {
    const { room, location } = await getVisibleRoom(ctx, targetId(input.roomId, 'Room', `${at}roomId`));
    return { workspaceId: location.workspaceId, close: (fields) => ctx.em.create(RoomClosure, { ...fields, roomId: room.id }) };
  });
}

export function deleteLocationClosure(ctx: RequestContext, id: string): Promise<boolean> {
  return deleteClosure(ctx, LocationClosure, id);
}

export function deleteRoomClosure(ctx: RequestContext, id: string): Promise<boolean> {
  return deleteClosure(ctx, RoomClosure, id);
}

/** The place a closure closes, as the create operations find it: its workspace, and how to close it. */
interface ClosedPlace<T> {
  workspaceId: string;
  close: (fields: ClosureFields) => T;
}

/** Every closure of a request, or none: each place found and administered by the caller, each range checked; one flush. */
async function createClosures<I extends ClosureInput, T extends Closure>(
  ctx: RequestContext,
  inputs: readonly I[],
  placeOf: (input: I, at: string) => Promise<ClosedPlace<T>>,
): Promise<T[]> {
  const created: T[] = [];
  for (const [index, input] of inputs.entries()) {
    const place = await placeOf(input, `closures[${index}].`);
    assertWorkspaceAdmin(ctx, place.workspaceId);
    const closure = place.close(checkClosure(input, place.workspaceId, index));
    ctx.em.persist(closure);
    created.push(closure);
  }
  await ctx.em.flush();
  for (const closure of created) {
    const { dateRange, recurrence, recurrenceEndDate, type } = closure;
    await emitEvent(ctx, CLOSURE_CREATED, closure.workspaceId, {
      ...closurePlace(closure),
      dateRange,
      recurrence,
      recurrenceEndDate,
      type,
    });
  }
  return created;
}

/** Deletes a closure its workspace's Admin (or the Platform Admin) names: 400 for a blank id, 404 for an unknown one. */
async function deleteClosure<T extends Closure>(ctx: RequestContext, entity: EntityClass<T>, id: string): Promise<boolean> {
  const closure = await ctx.em.findOne(entity, { id: targetId(id, entity.name, 'id') } as FilterQuery<T>);
  if (!closure) throw new NotFoundError(entity.name, id);
  assertWorkspaceAdmin(ctx, closure.workspaceId);
  if (closure.type === ClosureType.PublicHoliday)
    throw BadInputError.field('id', "A public holiday follows the location's calendar: opt out of it with optOutOfPublicHoliday.");
  ctx.em.remove(closure);
  await ctx.em.flush();
  await emitEvent(ctx, CLOSURE_DELETED, closure.workspaceId, closurePlace(closure));
  return true;
}

/**
 * Every closure of a location (its own and the public holidays it follows, which are stored as
 * closures of type PublicHoliday) whose occurrences may touch `range`, or all of them without one:
 * the one read of "when is this location closed" (is-open, calendar feeds).
 */
export function closuresOfLocation(em: EntityManager, locationId: string, range?: DateRange): Promise<LocationClosure[]> {
  return closuresWithin(em, LocationClosure, { locationId }, range);
}

/** A room's own closures, as closuresOfLocation (its location's close it too). */
export function closuresOfRoom(em: EntityManager, roomId: string, range?: DateRange): Promise<RoomClosure[]> {
  return closuresWithin(em, RoomClosure, { roomId }, range);
}

/** A recurring closure may touch any range after its start; a single one, the ranges it overlaps. */
function closuresWithin<T extends Closure>(
  em: EntityManager,
  entity: EntityClass<T>,
  place: FilterQuery<T>,
  range?: DateRange,
): Promise<T[]> {
  const order = { orderBy: { dateFrom: 'asc', id: 'asc' } } as const; // a feed lists them the same way each time
  if (!range) return em.find(entity, place, order);
  const overlaps = { dateFrom: { $lte: range.to }, $or: [{ recurrence: { $ne: Recurrence.None } }, { dateTo: { $gte: range.from } }] };
  return em.find(entity, { $and: [place, overlaps] } as FilterQuery<T>, order);
}

/** What every closure event says of the closure: its id, kind, workspace and place (docs/decisions.md#webhooks). */
function closurePlace(closure: Closure): Record<string, string> {
  const place: Record<string, string> =
    closure instanceof LocationClosure ? { locationId: closure.locationId } : { roomId: (closure as RoomClosure).roomId };
  return { closureId: closure.id, closureType: closure.constructor.name, workspaceId: closure.workspaceId, ...place };
}

/** Closures of the locations the caller may see (active ones, its own, or all for the Platform Admin), newest first. */
export function listLocationClosures(ctx: RequestContext, input: GetLocationClosuresInput): Promise<Page<LocationClosure>> {
  return pageOfVisible(ctx, LOCATION_CLOSURE, 'closure', input, (where) => where.inIds('closure.location_id', input.locationIds));
}

/** Closures of the rooms whose location the caller may see, newest first. */
export function listRoomClosures(ctx: RequestContext, input: GetRoomClosuresInput): Promise<Page<RoomClosure>> {
  return pageOfVisible(ctx, ROOM_CLOSURE, 'closure', input, (where) => where.inIds('closure.room_id', input.roomIds));
}

/** What a closure stores besides its place. */
type ClosureFields = Pick<Closure, 'dateFrom' | 'dateTo' | 'workspaceId' | 'recurrence' | 'recurrenceEndDate' | 'type'>;

/** Range checks (docs/decisions.md#closures); field names as the request spells them (`closures[1].dateRange.to`). */
function checkClosure(input: ClosureInput, workspaceId: string, index: number): ClosureFields {
  const errors: Record<string, string[]> = {};
  const at = `closures[${index}].`;
  const { from, to } = input.dateRange;
  if (input.workspaceId !== workspaceId) errors[`${at}workspaceId`] = ['Must be the workspace of the closed place.'];
  if (to.getTime() < from.getTime()) errors[`${at}dateRange.to`] = ['Must not be before dateRange.from.'];
  if (input.type === ClosureType.PublicHoliday)
    errors[`${at}type`] = ["PublicHoliday closures follow the location's calendar (setLocationPublicHolidays); use Default."];
  const end = input.recurrenceEndDate ?? null;
  if (end && end.getTime() < from.getTime()) errors[`${at}recurrenceEndDate`] = ['Must not be before dateRange.from.'];
  if (Object.keys(errors).length) throw new BadInputError(errors);
  return {
    dateFrom: from,
    dateTo: to,
    workspaceId,
    recurrence: input.recurrence,
    recurrenceEndDate: end,
    type: input.type ?? ClosureType.Default,
  };
}
