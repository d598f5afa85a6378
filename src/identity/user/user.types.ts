import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { User } from './user.entity';

@InputType('SignUpInput')
export class SignUpInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

@InputType('CreateUserInput')
export class CreateUserInput {
  @Field()
  email!: string;
}

@InputType('UserRoleInput')
export class UserRoleInput {
  @Field()
  email!: string;

  @Field()
  role!: string;

  @Field()
  tenantId!: string;
}

@InputType('AddUserClaimInput')
export class AddUserClaimInput {
  @Field()
  email!: string;

  @Field()
  type!: string;

  @Field()
  value!: string;
}

@InputType('GetUsersWithRoleInput')
export class GetUsersWithRoleInput {
  @Field(() => Int)
  offset!: number;

  @Field(() => Int)
  limit!: number;

  @Field()
  role!: string;

  @Field()
  tenantId!: string;
}

@InputType('SuspendUserInput')
export class SuspendUserInput {
  @Field({ description: 'The user to suspend (or unsuspend).' })
  email!: string;
}

@ObjectType('GetApiKeyResponse')
export class GetApiKeyResponse {
  @Field()
  apiKey!: string;
}

export const UserIPagedResponse = PagedResponse(User, 'UserIPagedResponse');

@InputType('GetUsersInput')
export class GetUsersInput extends PageInput {}
