import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { Location } from './location.entity';
import { listLocations, setLocationStatus, upsertLocation } from './location.service';
import { ExtendedLocation, ExtendedLocationIPagedResponse, GetLocationsInput, SetLocationStatusInput, UpsertLocationInput } from './location.types';
import { asInt32Tokens, tokenCost } from './token-cost';

@Resolver(() => ExtendedLocation)
export class LocationResolver {
  @Query(() => ExtendedLocationIPagedResponse, { description: 'GetLocations: every filter combined; operators also see their own inactive locations.' })
  locations(@Ctx() ctx: RequestContext, @Arg('input', () => GetLocationsInput, { nullable: true }) input?: GetLocationsInput): Promise<Page<Location>> {
    return listLocations(ctx, input ?? new GetLocationsInput());
  }

  @Mutation(() => ExtendedLocation, { description: 'UpsertLocation: by id, else by (workspace, name), else creates.' })
  upsertLocation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpsertLocationInput) input: UpsertLocationInput,
    @Arg('id', () => String, { nullable: true }) id?: string | null,
  ): Promise<Location> {
    return upsertLocation(ctx, input, id);
  }

  @Mutation(() => ExtendedLocation, { description: 'Sets a location Active or Inactive.' })
  setLocationStatus(@Ctx() ctx: RequestContext, @Arg('input', () => SetLocationStatusInput) input: SetLocationStatusInput): Promise<Location> {
    return setLocationStatus(ctx, input.id, input.status);
  }

  @FieldResolver(() => Int)
  tokenCost(@Root() location: Location, @Ctx() ctx: RequestContext): number {
    return asInt32Tokens(tokenCost(location.price, location.marketplacePrice, ctx.settings.tokenValueCents));
  }
}
