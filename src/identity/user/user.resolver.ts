import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { User } from './user.entity';
import { addUserRole, createUser, listUsers, removeUserRole, signUp, viewer } from './user.actions';
import { CreateUserInput, GetUsersInput, SignUpInput, UserIPagedResponse, UserRoleInput } from './user.types';
import type { Page } from '../../kernel/paging';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The signed-in caller.' })
  me(@Ctx() ctx: RequestContext): Promise<User> {
    return viewer(ctx);
  }

  @Query(() => UserIPagedResponse, { description: 'All users, newest first (Platform Admin).' })
  users(@Ctx() ctx: RequestContext, @Arg('input', () => GetUsersInput, { nullable: true }) input?: GetUsersInput): Promise<Page<User>> {
    return listUsers(ctx, input ?? new GetUsersInput());
  }

  @Mutation(() => User, { description: 'Creates an account with a password (emailConfirmed false).' })
  signUp(@Ctx() ctx: RequestContext, @Arg('input', () => SignUpInput) input: SignUpInput): Promise<User> {
    return signUp(ctx, input);
  }

  @Mutation(() => User, { description: 'Creates an account without a password (Platform Admin).' })
  createUser(@Ctx() ctx: RequestContext, @Arg('input', () => CreateUserInput) input: CreateUserInput): Promise<User> {
    return createUser(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Grants a role to a user within a tenant.' })
  addUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => UserRoleInput) input: UserRoleInput): Promise<boolean> {
    return addUserRole(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes a role of a user within a tenant.' })
  removeUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => UserRoleInput) input: UserRoleInput): Promise<boolean> {
    return removeUserRole(ctx, input);
  }
}
