import { arg, graphResolver, mutation } from '../../kernel/resolver-builders';
import { issueToken } from './token.service';
import { LoginResponse, TokenInput } from './token.types';

export const TokenResolver = graphResolver(null, {
  token: mutation({
    type: () => LoginResponse,
    description: 'Exchanges credentials (password grant) or a refresh token for an access and a refresh token.',
    args: [arg('input', () => TokenInput, 'The grant and its credentials.')],
    run: issueToken,
  }),
});
