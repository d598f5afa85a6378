import { Field, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, NotFoundError } from '../../kernel/errors';
import { REQUIRED } from '../../kernel/field-messages';
import type { LocationClosure, RoomClosure } from '../closure/closure.entity';
import { allClosuresOfLocation, allClosuresOfRoom } from '../closure/closure.loaders';
import { ClosureType } from '../catalogue/catalogue.enums';
import type { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { publicHolidayClosureAt } from '../public-holiday/public-holiday-on-any-date';
import { roomById } from '../room/room.loaders';
import { evaluateIsOpen, IsOpenDateError, parseIsOpenDate, type IsOpenAt, type TypedClosure } from '../catalogue/opening-hours';

@ObjectType('IsOpenResponse', { description: 'Whether a location or a room is open at a moment, or during a local day.' })
export class IsOpenResponse {
  @Field({
    description:
      "True when the schedule is open (in the location's time zone) and no closure covers the moment; for a whole day, when that holds at some moment of it.",
  })
  isOpen!: boolean;

  @Field(() => ClosureType, { nullable: true, description: 'The type of the closure that decides, when one does.' })
  closureType?: ClosureType | null;
}

/**
 * LocationIsOpen: schedule and closures in the location's time zone (docs/decisions.md#is-open).
 * Read like the graph's `Location.isOpen`: by the read path, with the location's visibility rule
 * (unknown or not visible: 404), on a read replica when there is one.
 */
export async function locationIsOpen(
  ctx: RequestContext,
  id: string | null | undefined,
  date: string | null | undefined,
): Promise<IsOpenResponse> {
  const { at, placeId } = checkQuestion(id, date);
  const location = await ctx.loaders.get(locationById).load(placeId);
  if (!location) throw new NotFoundError('Location', placeId);
  const locationClosures = await ctx.loaders.get(allClosuresOfLocation).load(location.id);
  return answer(ctx, location, locationClosures, [], at);
}

/** RoomIsOpen: open when its location is open and no room closure covers the moment (a room is visible with its location). */
export async function roomIsOpen(
  ctx: RequestContext,
  id: string | null | undefined,
  date: string | null | undefined,
): Promise<IsOpenResponse> {
  const { at, placeId } = checkQuestion(id, date);
  const room = await ctx.loaders.get(roomById).load(placeId);
  if (!room) throw new NotFoundError('Room', placeId);
  const [location, locationClosures, roomClosures] = await Promise.all([
    ctx.loaders.get(locationById).load(room.locationId),
    ctx.loaders.get(allClosuresOfLocation).load(room.locationId),
    ctx.loaders.get(allClosuresOfRoom).load(room.id),
  ]);
  if (!location) throw new NotFoundError('Room', placeId);
  return answer(ctx, location, locationClosures, roomClosures, at);
}

function checkQuestion(id: string | null | undefined, date: string | null | undefined): { placeId: string; at: IsOpenAt } {
  const errors: Record<string, string[]> = {};
  if (!id || id.trim() === '') errors.id = [REQUIRED];
  let at: IsOpenAt | null = null;
  try {
    at = isOpenMoment(date, 'date');
  } catch (error) {
    if (!(error instanceof BadInputError)) throw error;
    Object.assign(errors, error.fieldErrors);
  }
  if (Object.keys(errors).length || !at || !id) throw new BadInputError(errors);
  return { placeId: id.trim(), at };
}

/** How the `date` of an is-open question is written (the graph's argument description). */
export const IS_OPEN_DATE =
  "The moment to ask about: an instant (with Z or an offset), a date-time without offset read in the place's local time, or a whole local day YYYY-MM-DD; absent or empty means now.";

/**
 * The moment of an is-open question: an instant, a local date-time or a whole local day; without
 * one (the document marks `Date` optional), now. A bad value is a 400 naming `field`.
 */
export function isOpenMoment(date: string | null | undefined, field: string): IsOpenAt {
  if (!date || date.trim() === '') return new Date();
  try {
    return parseIsOpenDate(date);
  } catch (error) {
    if (!(error instanceof IsOpenDateError)) throw error;
    throw BadInputError.field(field, error.message);
  }
}

function typed(closure: LocationClosure | RoomClosure): TypedClosure {
  return {
    from: closure.dateFrom,
    to: closure.dateTo,
    recurrence: closure.recurrence,
    recurrenceEndDate: closure.recurrenceEndDate,
    type: closure.type,
  };
}

/**
 * The answer for a place by its location's schedule and closures (and a room's own): the stored
 * ones, and the public holiday the location's calendar puts on the day asked, which no stored
 * closure holds past a year ahead (docs/decisions.md#public-holidays-on-any-date).
 */
export async function answer(
  ctx: RequestContext,
  location: Location,
  stored: readonly LocationClosure[],
  ofRoom: readonly RoomClosure[],
  at: IsOpenAt,
): Promise<IsOpenResponse> {
  const locationClosures = stored.map(typed);
  locationClosures.push(...(await publicHolidayClosureAt(ctx, location, locationClosures, at)));
  const { schedule, timeZone } = location;
  const result = evaluateIsOpen({ schedule, timeZone, locationClosures, roomClosures: ofRoom.map(typed), at });
  return { isOpen: result.isOpen, closureType: result.closureType ? (result.closureType as ClosureType) : null };
}
