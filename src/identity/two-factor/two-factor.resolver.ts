import { Field, InputType } from 'type-graphql';
import { arg, graphResolver, mutation } from '../../kernel/resolver-builders';
import { sendTwoFactorCode, verifyTwoFactorCode } from './two-factor.service';

@InputType('VerifyTwoFactorCodeInput', { description: 'A two-factor code to check.' })
export class VerifyTwoFactorCodeInput {
  @Field({ description: 'The 6-digit code from the mail.' })
  code!: string;
}

export const TwoFactorResolver = graphResolver(null, {
  sendTwoFactorCode: mutation({
    type: () => Boolean,
    description: 'Mails the caller a 6-digit code, valid 10 minutes (step-up verification).',
    args: [],
    run: sendTwoFactorCode,
  }),
  verifyTwoFactorCode: mutation({
    type: () => Boolean,
    description: 'Checks the code: marks the session verified (refresh to get a full token) and the email confirmed.',
    args: [arg('input', () => VerifyTwoFactorCodeInput, 'The code from the mail.')],
    run: (ctx, input) => verifyTwoFactorCode(ctx, input.code),
  }),
});
