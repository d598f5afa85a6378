import { Arg, type ClassType, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { graphResolver, optionalArg, query } from '../../kernel/resolver-builders';
import { ClosureType } from '../catalogue/catalogue.enums';
import { allClosuresOfLocation, allClosuresOfRoom } from '../closure/closure.loaders';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { Room } from '../room/room.entity';
import { answer, IsOpenResponse, isOpenMoment, locationIsOpen, roomIsOpen, IS_OPEN_DATE } from './is-open.service';

/** The `date` argument of every is-open field. */
const dateArg = optionalArg('date', () => String, IS_OPEN_DATE);

export const IsOpenResolver = graphResolver(null, {
  locationIsOpen: query({
    type: () => IsOpenResponse,
    description:
      'LocationIsOpen: `date` is an instant (with Z or an offset), a local date-time, or a whole local day YYYY-MM-DD; without it, now.',
    args: [
      optionalArg(
        'id',
        () => String,
        'The id of the location (required: absent is BAD_USER_INPUT naming `id`; unknown or not visible is NOT_FOUND).',
      ),
      dateArg,
    ],
    run: locationIsOpen,
  }),
  roomIsOpen: query({
    type: () => IsOpenResponse,
    description: 'RoomIsOpen: its location open and no room closure covering it.',
    args: [
      optionalArg(
        'id',
        () => String,
        'The id of the room (required: absent is BAD_USER_INPUT naming `id`; unknown or not visible is NOT_FOUND).',
      ),
      dateArg,
    ],
    run: roomIsOpen,
  }),
});

/** The answer of `isOpen` and `closureType` for a place, at the moment (or on the local day) asked. */
type OpenState<Place> = (place: Place, ctx: RequestContext, date: string | null | undefined) => Promise<IsOpenResponse>;

/**
 * `isOpen` and `closureType` on a place (a location, a room): both read the one answer of
 * `openState`, whose loaders read the closures once per level for the whole page.
 */
function openFields<Place extends object>(
  place: ClassType<Place>,
  openState: OpenState<Place>,
  descriptions: { isOpen: string; closureType: string },
) {
  @Resolver(() => place)
  class OpenFields {
    @FieldResolver(() => Boolean, { description: descriptions.isOpen })
    async isOpen(
      @Root() parent: Place,
      @Ctx() ctx: RequestContext,
      @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
    ): Promise<boolean> {
      return (await openState(parent, ctx, date)).isOpen;
    }

    @FieldResolver(() => ClosureType, { nullable: true, description: descriptions.closureType })
    async closureType(
      @Root() parent: Place,
      @Ctx() ctx: RequestContext,
      @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
    ): Promise<ClosureType | null> {
      return (await openState(parent, ctx, date)).closureType ?? null;
    }
  }
  return OpenFields;
}

/** `Location.isOpen` and `Location.closureType`: the answer needs the location's closures, so it lives above both. */
export const LocationOpenFields = openFields(
  Location,
  async (location, ctx, date) => {
    const at = isOpenMoment(date, 'date');
    const closures = await ctx.loaders.get(allClosuresOfLocation).load(location.id);
    return answer(ctx, location, closures, [], at);
  },
  {
    isOpen:
      'Whether the location is open at the moment (or on the local day) asked, by its schedule and closures in its time zone (as LocationIsOpen).',
    closureType: 'The type of the closure that closes the location at the moment (or on the local day) asked; null when none does.',
  },
);

/** `Room.isOpen` and `Room.closureType`: the room's location, the location's closures and the room's own, each read once per level. */
export const RoomOpenFields = openFields(
  Room,
  async (room, ctx, date) => {
    const at = isOpenMoment(date, 'date');
    const [location, locationClosures, roomClosures] = await Promise.all([
      ctx.loaders.get(locationById).load(room.locationId),
      ctx.loaders.get(allClosuresOfLocation).load(room.locationId),
      ctx.loaders.get(allClosuresOfRoom).load(room.id),
    ]);
    // A room is visible only with its location, so this holds for every room the caller reads.
    if (!location) throw new Error(`The location ${room.locationId} of a visible room is missing`);
    return answer(ctx, location, locationClosures, roomClosures, at);
  },
  {
    isOpen:
      'Whether the room is open at the moment (or on the local day) asked: its location open and no room closure covering it (as RoomIsOpen).',
    closureType: "The type of the closure (the room's or its location's) that closes the room at the moment asked; null when none does.",
  },
);
