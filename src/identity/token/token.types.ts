import { Field, InputType, Int, ObjectType } from 'type-graphql';

/**
 * The documented LoginResponse, field names as the identity document spells them, with the
 * `token_type` OAuth 2.0 clients expect (docs/decisions.md#token-endpoint).
 */
@ObjectType('LoginResponse', { description: 'The tokens of a session.' })
export class LoginResponse {
  @Field({ description: 'The access token (a JWT), to send as `Authorization: Bearer <token>`.' })
  access_token!: string;

  @Field({ description: 'The refresh token: exchanges once for the next pair (refresh_token grant); a reused one ends the session.' })
  refresh_token!: string;

  @Field(() => Int, { description: 'Seconds until the access token expires: the ACCESS_TOKEN_TTL_SECONDS setting (900 by default).' })
  expires_in!: number;

  @Field({ description: 'How the access token is sent: always `Bearer` (RFC 6749 §5.1, RFC 6750), in `Authorization: Bearer <token>`.' })
  token_type!: 'Bearer';
}

@InputType('TokenInput', { description: 'The credentials of a token request (the OAuth token endpoint\'s form fields).' })
export class TokenInput {
  @Field(() => String, { nullable: true, description: '`password` or `refresh_token`.' })
  grantType?: string | null;

  @Field(() => String, { nullable: true, description: 'The email (password grant).' })
  username?: string | null;

  @Field(() => String, { nullable: true, description: 'The password (password grant).' })
  password?: string | null;

  @Field(() => String, { nullable: true, description: 'The refresh token (refresh_token grant).' })
  refreshToken?: string | null;

  @Field(() => String, { nullable: true, description: 'Scopes the token to one tenant (the REST `tenant-id` header).' })
  tenantId?: string | null;
}
