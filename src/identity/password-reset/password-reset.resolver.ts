import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { forgotPassword, resetPassword } from './password-reset.service';

@InputType('ForgotPasswordInput')
export class ForgotPasswordInput {
  @Field()
  email!: string;
}

@InputType('ResetPasswordInput')
export class ResetPasswordInput {
  @Field()
  email!: string;

  @Field({ description: 'The code from the reset (or password-setup) mail.' })
  resetCode!: string;

  @Field()
  newPassword!: string;
}

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, { description: 'Mails a reset code (valid 30 minutes) when the account exists; always true.' })
  forgotPassword(@Ctx() ctx: RequestContext, @Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput): Promise<boolean> {
    return forgotPassword(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with a reset or password-setup code; ends every session.' })
  resetPassword(@Ctx() ctx: RequestContext, @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput): Promise<boolean> {
    return resetPassword(ctx, input);
  }
}
