import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { ServiceUnavailableError } from '../../kernel/errors';
import { AddressSearchMatch } from './address.types';
import type { AddressSearchMatch as Match } from './geo';
import { GeocoderUnavailableError } from './geocoder';
import { MAX_SEARCH_RESULTS } from './gazetteer';

@Resolver()
export class AddressResolver {
  @Query(() => [AddressSearchMatch], { description: 'GetAddresses: matching addresses with coordinates, best first, at most 10.' })
  async addresses(
    @Ctx() ctx: RequestContext,
    @Arg('query', () => String, {
      nullable: true,
      description:
        'Free text: a ZIP code or its first digits, a city, `City, ST` (the first 200 characters count); absent or empty answers [].',
    })
    query?: string | null,
  ): Promise<Match[]> {
    const text = (query ?? '').trim().slice(0, 200);
    if (text === '') return [];
    try {
      return (await ctx.services.geocoder.search(text, MAX_SEARCH_RESULTS)).slice(0, MAX_SEARCH_RESULTS);
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) {
        ctx.log.error({ err: error }, 'geocoder unavailable');
        throw new ServiceUnavailableError('The address search service is unavailable; try again later.');
      }
      throw error;
    }
  }
}
