import { Field, InputType } from 'type-graphql';
import { arg, graphResolver, mutation } from '../../kernel/resolver-builders';
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

export const PasswordResetResolver = graphResolver(null, {
  forgotPassword: mutation({
    type: () => Boolean,
    description: 'Mails a reset code (valid 30 minutes) when the account exists; always true.',
    args: [arg('input', () => ForgotPasswordInput, 'The email of the account.')],
    run: forgotPassword,
  }),
  resetPassword: mutation({
    type: () => Boolean,
    description: 'Sets a new password with a reset or password-setup code; ends every session.',
    args: [arg('input', () => ResetPasswordInput, 'The email, the code and the new password.')],
    run: resetPassword,
  }),
});
