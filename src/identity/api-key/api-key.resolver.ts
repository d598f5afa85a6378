import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { GetApiKeyResponse } from '../user/user.types';
import { getOrCreateApiKey, rotateApiKey } from './api-key.service';

@Resolver()
export class ApiKeyResolver {
  @Query(() => GetApiKeyResponse, { description: "The caller's API key (created on the first call). Send it as the `Api-Key` header." })
  async apiKey(@Ctx() ctx: RequestContext): Promise<GetApiKeyResponse> {
    return { apiKey: await getOrCreateApiKey(ctx) };
  }

  @Mutation(() => GetApiKeyResponse, { description: "Replaces the caller's API key with a new one; the old key stops working at once." })
  async rotateApiKey(@Ctx() ctx: RequestContext): Promise<GetApiKeyResponse> {
    return { apiKey: await rotateApiKey(ctx) };
  }
}
