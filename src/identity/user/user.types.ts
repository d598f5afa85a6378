import { Field, InputType } from 'type-graphql';
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

export const UserIPagedResponse = PagedResponse(User, 'UserIPagedResponse');

@InputType('GetUsersInput')
export class GetUsersInput extends PageInput {}
