import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, Float, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { selects } from '../../kernel/selection';
import { PageArgs, type Page } from '../../kernel/paging';
import { Workspace } from '../workspace/workspace.entity';
import { workspaceById } from '../workspace/workspace.loaders';
import { Location } from './location.entity';
import { locationById, locationsOfWorkspace } from './location.loaders';
import { distanceOfSearch } from './location.search';
import { listLocations, setLocationStatus, upsertLocation } from './location.service';
import { GetLocationsInput, LocationIPagedResponse, SetLocationStatusInput, UpsertLocationInput } from './location.types';
import { asInt32Tokens, tokenCost } from '../catalogue/token-cost';

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
}

/** `Workspace.locations`: the edge lives with the location, which knows its workspace (a workspace knows no location). */
@Resolver(() => Workspace)
export class WorkspaceLocationsEdge {
  @FieldResolver(() => LocationIPagedResponse, { description: "The workspace's locations the caller may see (active ones; its Admins also inactive ones), newest first." })
  locations(@Root() workspace: Workspace, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<Location>> {
    return locationsOfWorkspace.load(ctx, workspace.id, page, info);
  }
}
