import { InputType, Int, ObjectType } from 'type-graphql';
import { Optional, Required } from '../../kernel/field-decorators';

/**
 * The documented LoginResponse, field names as the identity document spells them, with the
 * `token_type` OAuth 2.0 clients expect (docs/decisions.md#token-endpoint).
 */
@ObjectType('LoginResponse', { description: 'The tokens of a session.' })
export class LoginResponse {
  @Required('The access token (a JWT), to send as `Authorization: Bearer <token>`.')
  access_token!: string;

  @Required('The refresh token: exchanges once for the next pair (refresh_token grant); a reused one ends the session.')
  refresh_token!: string;

  @Required(Int, 'Seconds until the access token expires: the ACCESS_TOKEN_TTL_SECONDS setting (900 by default).')
  expires_in!: number;

  @Required('How the access token is sent: always `Bearer` (RFC 6749 §5.1, RFC 6750), in `Authorization: Bearer <token>`.')
  token_type!: 'Bearer';
}

@InputType('TokenInput', { description: "The credentials of a token request (the OAuth token endpoint's form fields)." })
export class TokenInput {
  @Optional(String, '`password` or `refresh_token`.')
  grantType?: string | null;

  @Optional(String, 'The email (password grant).')
  username?: string | null;

  @Optional(String, 'The password (password grant).')
  password?: string | null;

  @Optional(String, 'The refresh token (refresh_token grant).')
  refreshToken?: string | null;

  @Optional(String, 'Scopes the token to one tenant (the REST `tenant-id` header).')
  tenantId?: string | null;
}
