import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** The documented LoginResponse, field names as the identity document spells them. */
@ObjectType('LoginResponse', { description: 'The tokens of a session.' })
export class LoginResponse {
  @Field({ description: 'The access token (a JWT), to send as `Authorization: Bearer <token>`.' })
  access_token!: string;

  @Field({ description: 'The refresh token: exchanges once for the next pair (refresh_token grant); a reused one ends the session.' })
  refresh_token!: string;

  @Field(() => Int, { description: 'Seconds until the access token expires.' })
  expires_in!: number;
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
