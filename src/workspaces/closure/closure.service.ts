import type { RequestContext } from '../../kernel/context';
import { BadInputError, NotFoundError } from '../../kernel/errors';
import { checkPage, type Page } from '../../kernel/paging';
import { assertWorkspaceAdmin, canSeeLocation } from '../catalogue/catalogue-access';
import { pageOfRecords } from '../../kernel/records';
import { SqlConditions } from '../../kernel/sql';
import { addVisibility } from '../location/location.search';
import { LOCATION_CLOSURE, ROOM_CLOSURE } from './closure.loaders';
import { isUuid } from '../../kernel/uuid';
import { ClosureType } from '../catalogue/catalogue.enums';
import { Location } from '../location/location.entity';
import { Room } from '../room/room.entity';
import { LocationClosure, RoomClosure } from './closure.entity';
import type { ClosureInput, GetLocationClosuresInput, GetRoomClosuresInput, LocationClosureInput, RoomClosureInput } from './closure.types';

/**
 * CreateLocationClosures: each closure's location must exist and be administered by the caller;
 * the request's workspaceId must be the location's own (400 otherwise, never used to authorize).
 */
export async function createLocationClosures(ctx: RequestContext, closures: LocationClosureInput[]): Promise<LocationClosure[]> {
  const created: LocationClosure[] = [];
  for (const [index, input] of closures.entries()) {
    const location = await findVisibleLocation(ctx, input.locationId);
    assertWorkspaceAdmin(ctx, location.workspaceId);
    const fields = checkClosure(input, location.workspaceId, index);
    const closure = ctx.em.create(LocationClosure, { ...fields, locationId: location.id });
    ctx.em.persist(closure);
    created.push(closure);
  }
  await ctx.em.flush();
  return created;
}

export async function createRoomClosures(ctx: RequestContext, closures: RoomClosureInput[]): Promise<RoomClosure[]> {
  const created: RoomClosure[] = [];
  for (const [index, input] of closures.entries()) {
    const room = isUuid(input.roomId) ? await ctx.em.findOne(Room, { id: input.roomId }) : null;
    const location = room ? await ctx.em.findOne(Location, { id: room.locationId }) : null;
    if (!room || !location || !canSeeLocation(ctx, location)) throw new NotFoundError('Room', input.roomId);
    assertWorkspaceAdmin(ctx, location.workspaceId);
    const fields = checkClosure(input, location.workspaceId, index);
    const closure = ctx.em.create(RoomClosure, { ...fields, roomId: room.id });
    ctx.em.persist(closure);
    created.push(closure);
  }
  await ctx.em.flush();
  return created;
}

export async function deleteLocationClosure(ctx: RequestContext, id: string): Promise<boolean> {
  const closure = isUuid(id) ? await ctx.em.findOne(LocationClosure, { id }) : null;
  if (!closure) throw new NotFoundError('LocationClosure', id);
  assertWorkspaceAdmin(ctx, closure.workspaceId);
  ctx.em.remove(closure);
  await ctx.em.flush();
  return true;
}

export async function deleteRoomClosure(ctx: RequestContext, id: string): Promise<boolean> {
  const closure = isUuid(id) ? await ctx.em.findOne(RoomClosure, { id }) : null;
  if (!closure) throw new NotFoundError('RoomClosure', id);
  assertWorkspaceAdmin(ctx, closure.workspaceId);
  ctx.em.remove(closure);
  await ctx.em.flush();
  return true;
}

/** Closures of the locations the caller may see (active ones, its own, or all for the Platform Admin), newest first. */
export async function listLocationClosures(ctx: RequestContext, input: GetLocationClosuresInput): Promise<Page<LocationClosure>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const where = new SqlConditions();
  addVisibility(ctx, where, 'l');
  where.inIds('c.location_id', input.locationIds);
  return pageOfRecords(ctx, LOCATION_CLOSURE, { alias: 'c', join: 'join "location" l on l.id = c.location_id', where }, page);
}

/** Closures of the rooms whose location the caller may see, newest first. */
export async function listRoomClosures(ctx: RequestContext, input: GetRoomClosuresInput): Promise<Page<RoomClosure>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const where = new SqlConditions();
  addVisibility(ctx, where, 'l');
  where.inIds('c.room_id', input.roomIds);
  return pageOfRecords(ctx, ROOM_CLOSURE, { alias: 'c', join: 'join "room" r on r.id = c.room_id join "location" l on l.id = r.location_id', where }, page);
}

async function findVisibleLocation(ctx: RequestContext, id: string): Promise<Location> {
  const location = isUuid(id) ? await ctx.em.findOne(Location, { id }) : null;
  if (!location || !canSeeLocation(ctx, location)) throw new NotFoundError('Location', id);
  return location;
}

/** Range checks (docs/decisions.md#closures); field names as the request spells them (`closures[1].dateRange.to`). */
function checkClosure(input: ClosureInput, workspaceId: string, index: number) {
  const errors: Record<string, string[]> = {};
  const at = `closures[${index}].`;
  const { from, to } = input.dateRange;
  if (input.workspaceId !== workspaceId) errors[`${at}workspaceId`] = ['Must be the workspace of the closed place.'];
  if (to.getTime() < from.getTime()) errors[`${at}dateRange.to`] = ['Must not be before dateRange.from.'];
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
