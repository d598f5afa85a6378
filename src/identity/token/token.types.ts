import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** The documented LoginResponse, field names as the identity document spells them. */
@ObjectType('LoginResponse')
export class LoginResponse {
  @Field()
  access_token!: string;

  @Field()
  refresh_token!: string;

  @Field(() => Int, { description: 'Seconds until the access token expires.' })
  expires_in!: number;
}

@InputType('TokenInput')
export class TokenInput {
  @Field(() => String, { nullable: true, description: '`password` or `refresh_token`.' })
  grantType?: string | null;

  @Field(() => String, { nullable: true, description: 'The email (password grant).' })
  username?: string | null;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => String, { nullable: true })
  refreshToken?: string | null;

  @Field(() => String, { nullable: true, description: 'Scopes the token to one tenant (the REST `tenant-id` header).' })
  tenantId?: string | null;
}
