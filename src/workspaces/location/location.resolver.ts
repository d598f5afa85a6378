import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, Float, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { selects } from '../../kernel/selection';
import { PageArgs, type Page } from '../../kernel/paging';
import { LocationClosure } from '../closure/closure.entity';
import { allClosuresOfLocation, closuresOfLocation } from '../closure/closure.loaders';
import { LocationClosureIPagedResponse } from '../closure/closure.types';
import { Room } from '../room/room.entity';
import { roomsOfLocation } from '../room/room.loaders';
import { RoomIPagedResponse } from '../room/room.types';
import { Workspace } from '../workspace/workspace.entity';
import { workspaceById } from '../workspace/workspace.loaders';
import { ClosureType } from './catalogue.enums';
import { answer, IS_OPEN_DATE, type IsOpenResponse, isOpenMoment, typed } from './is-open.service';
import { Location } from './location.entity';
import { locationById } from './location.loaders';
import { distanceOfSearch } from './location.search';
import { listLocations, setLocationStatus, upsertLocation } from './location.service';
import { GetLocationsInput, LocationIPagedResponse, SetLocationStatusInput, UpsertLocationInput } from './location.types';
import { asInt32Tokens, tokenCost } from './token-cost';

@Resolver(() => Location)
export class LocationResolver {
  @Query(() => LocationIPagedResponse, {
    description: 'GetLocations: every filter combined, newest first; with `geoSearch`, nearest first (ties by id). Operators also see their own inactive locations.',
  })
  locations(@Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo, @Arg('input', () => GetLocationsInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetLocationsInput): Promise<Page<Location>> {
    return listLocations(ctx, input ?? new GetLocationsInput(), selects(info, 'totalCount'));
  }

  @Query(() => Location, { nullable: true, description: 'A location by id; null when it does not exist or the caller may not see it (another operator\'s inactive location).' })
  location(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The location id.' }) id: string): Promise<Location | null> {
    return ctx.loaders.get(locationById).load(id);
  }

  @Mutation(() => Location, { description: 'UpsertLocation: by id, else by (workspace, name), else creates.' })
  upsertLocation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpsertLocationInput, { description: 'Every field of the location.' }) input: UpsertLocationInput,
    @Arg('id', () => String, { nullable: true, description: 'The location to update; omitted: the workspace\'s location of the same name, else a new one.' }) id?: string | null,
  ): Promise<Location> {
    return upsertLocation(ctx, input, id);
  }

  @Mutation(() => Location, { description: 'Sets a location Active or Inactive.' })
  setLocationStatus(@Ctx() ctx: RequestContext, @Arg('input', () => SetLocationStatusInput, { description: 'The location and its new status.' }) input: SetLocationStatusInput): Promise<Location> {
    return setLocationStatus(ctx, input.id, input.status);
  }

  @FieldResolver(() => Int, { description: 'Tokens the location costs license users: ceil((marketplacePrice ?? price) / TOKEN_VALUE_CENTS).' })
  tokenCost(@Root() location: Location, @Ctx() ctx: RequestContext): number {
    return asInt32Tokens(tokenCost(location.price, location.marketplacePrice, ctx.settings.tokenValueCents));
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Great-circle miles from the point of the `geoSearch` that found this location; null without a geo search.' })
  distanceMiles(@Root() location: Location): number | null {
    return distanceOfSearch.get(location) ?? null;
  }

  @FieldResolver(() => Workspace, { nullable: true, description: 'The workspace (operator) the location belongs to.' })
  workspace(@Root() location: Location, @Ctx() ctx: RequestContext): Promise<Workspace | null> {
    return ctx.loaders.get(workspaceById).load(location.workspaceId);
  }

  @FieldResolver(() => RoomIPagedResponse, { description: 'The rooms of the location, newest first.' })
  rooms(@Root() location: Location, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<Room>> {
    return roomsOfLocation.load(ctx, location.id, page, info);
  }

  @FieldResolver(() => LocationClosureIPagedResponse, { description: 'The closures of the location, newest first.' })
  closures(@Root() location: Location, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<LocationClosure>> {
    return closuresOfLocation.load(ctx, location.id, page, info);
  }

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
