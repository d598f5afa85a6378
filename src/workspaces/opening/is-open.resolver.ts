import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { ClosureType } from '../catalogue/catalogue.enums';
import { allClosuresOfLocation, allClosuresOfRoom } from '../closure/closure.loaders';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { Room } from '../room/room.entity';
import { answer, IsOpenResponse, isOpenMoment, locationIsOpen, roomIsOpen, IS_OPEN_DATE, typed } from './is-open.service';

@Resolver()
export class IsOpenResolver {
  @Query(() => IsOpenResponse, { description: 'LocationIsOpen: `date` is an instant (with Z or an offset), a local date-time, or a whole local day YYYY-MM-DD; without it, now.' })
  locationIsOpen(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { nullable: true, description: 'The id of the location (required: absent is BAD_USER_INPUT naming `Id`; unknown or not visible is NOT_FOUND).' }) id?: string | null,
    @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
  ): Promise<IsOpenResponse> {
    return locationIsOpen(ctx, id, date);
  }

  @Query(() => IsOpenResponse, { description: 'RoomIsOpen: its location open and no room closure covering it.' })
  roomIsOpen(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { nullable: true, description: 'The id of the room (required: absent is BAD_USER_INPUT naming `Id`; unknown or not visible is NOT_FOUND).' }) id?: string | null,
    @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
  ): Promise<IsOpenResponse> {
    return roomIsOpen(ctx, id, date);
  }
}

/** `Location.isOpen` and `Location.closureType`: the answer needs the location's closures, so it lives above both. */
@Resolver(() => Location)
export class LocationOpenFields {
  @FieldResolver(() => Boolean, { description: 'Whether the location is open at the moment (or on the local day) asked, by its schedule and closures in its time zone (as LocationIsOpen).' })
  async isOpen(
    @Root() location: Location,
    @Ctx() ctx: RequestContext,
    @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
  ): Promise<boolean> {
    return (await this.openState(location, ctx, date)).isOpen;
  }

  @FieldResolver(() => ClosureType, { nullable: true, description: 'The type of the closure that closes the location at the moment (or on the local day) asked; null when none does.' })
  async closureType(
    @Root() location: Location,
    @Ctx() ctx: RequestContext,
    @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
  ): Promise<ClosureType | null> {
    return (await this.openState(location, ctx, date)).closureType ?? null;
  }

  /** The is-open answer for a location, its closures read once per level for the whole page. */
  private async openState(location: Location, ctx: RequestContext, date: string | null | undefined): Promise<IsOpenResponse> {
    const at = isOpenMoment(date, 'date');
    const closures = await ctx.loaders.get(allClosuresOfLocation).load(location.id);
    return answer(location, closures.map(typed), [], at);
  }
}

/** `Room.isOpen` and `Room.closureType`: the room's location, the location's closures and the room's own. */
@Resolver(() => Room)
export class RoomOpenFields {
  @FieldResolver(() => Boolean, { description: 'Whether the room is open at the moment (or on the local day) asked: its location open and no room closure covering it (as RoomIsOpen).' })
  async isOpen(
    @Root() room: Room,
    @Ctx() ctx: RequestContext,
    @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
  ): Promise<boolean> {
    return (await this.openState(room, ctx, date)).isOpen;
  }

  @FieldResolver(() => ClosureType, { nullable: true, description: "The type of the closure (the room's or its location's) that closes the room at the moment asked; null when none does." })
  async closureType(
    @Root() room: Room,
    @Ctx() ctx: RequestContext,
    @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
  ): Promise<ClosureType | null> {
    return (await this.openState(room, ctx, date)).closureType ?? null;
  }

  /** The is-open answer for a room: its location, the location's closures and its own, each read once per level. */
  private async openState(room: Room, ctx: RequestContext, date: string | null | undefined): Promise<IsOpenResponse> {
    const at = isOpenMoment(date, 'date');
    const [location, locationClosures, roomClosures] = await Promise.all([
      ctx.loaders.get(locationById).load(room.locationId),
      ctx.loaders.get(allClosuresOfLocation).load(room.locationId),
      ctx.loaders.get(allClosuresOfRoom).load(room.id),
    ]);
    // A room is visible only with its location, so this holds for every room the caller reads.
    if (!location) throw new Error(`The location ${room.locationId} of a visible room is missing`);
    return answer(location, locationClosures.map(typed), roomClosures.map(typed), at);
  }
}
