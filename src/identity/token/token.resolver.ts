import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { issueToken } from './token.service';
import { LoginResponse, TokenInput } from './token.types';

@Resolver()
export class TokenResolver {
  @Mutation(() => LoginResponse, { description: 'Exchanges credentials (password grant) or a refresh token for an access and a refresh token.' })
  token(@Ctx() ctx: RequestContext, @Arg('input', () => TokenInput, { description: 'The grant and its credentials.' }) input: TokenInput): Promise<LoginResponse> {
    return issueToken(ctx, input);
  }
}
