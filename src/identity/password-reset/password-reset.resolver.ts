import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { forgotPassword, resetPassword } from './password-reset.service';

@InputType('ForgotPasswordInput', { description: 'The account that forgot its password.' })
export class ForgotPasswordInput {
  @Field({ description: 'The email of the account.' })
  email!: string;
}

@InputType('ResetPasswordInput', { description: 'A new password, with the code that allows it.' })
export class ResetPasswordInput {
  @Field({ description: 'The email of the account.' })
  email!: string;

  @Field({ description: 'The code from the reset (or password-setup) mail.' })
  resetCode!: string;

  @Field({ description: 'The new password (the sign-up rules apply).' })
  newPassword!: string;
}

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, { description: 'Mails a reset code (valid 30 minutes) when the account exists; always true.' })
  forgotPassword(@Ctx() ctx: RequestContext, @Arg('input', () => ForgotPasswordInput, { description: 'The email of the account.' }) input: ForgotPasswordInput): Promise<boolean> {
    return forgotPassword(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with a reset or password-setup code; ends every session.' })
  resetPassword(@Ctx() ctx: RequestContext, @Arg('input', () => ResetPasswordInput, { description: 'The email, the code and the new password.' }) input: ResetPasswordInput): Promise<boolean> {
    return resetPassword(ctx, input);
  }
}
