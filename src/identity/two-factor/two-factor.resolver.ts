import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { sendTwoFactorCode, verifyTwoFactorCode } from './two-factor.service';

@InputType('VerifyTwoFactorCodeInput', { description: 'A two-factor code to check.' })
export class VerifyTwoFactorCodeInput {
  @Field({ description: 'The 6-digit code from the mail.' })
  code!: string;
}

@Resolver()
export class TwoFactorResolver {
  @Mutation(() => Boolean, { description: 'Mails the caller a 6-digit code, valid 10 minutes (step-up verification).' })
  sendTwoFactorCode(@Ctx() ctx: RequestContext): Promise<boolean> {
    return sendTwoFactorCode(ctx);
  }

  @Mutation(() => Boolean, { description: 'Checks the code: marks the session verified (refresh to get a full token) and the email confirmed.' })
  verifyTwoFactorCode(@Ctx() ctx: RequestContext, @Arg('input', () => VerifyTwoFactorCodeInput, { description: 'The code from the mail.' }) input: VerifyTwoFactorCodeInput): Promise<boolean> {
    return verifyTwoFactorCode(ctx, input.code);
  }
}
