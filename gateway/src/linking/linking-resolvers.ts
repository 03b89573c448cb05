import { forgetAccountReads } from '../account/account-upstream';
import { loadMe } from '../account/load-me';
import { sameState } from '../auth/nhs-login-redirect';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { LinkageLetterInput, Me, MutationResolvers } from '../generated/resolvers-types';
import { checkLetter } from './linking-rules';
import { connectWithLetter, connectWithNhsLogin, reregisterGp } from './linking-upstream';

/** Checks the letter, makes the call, then answers `me` afresh: the screens show the new state. */
async function withLetter(
  ctx: GatewayContext,
  input: LinkageLetterInput,
  call: (letter: LinkageLetterInput) => Promise<void>,
): Promise<Me> {
  const letter = checkLetter(input);
  if (!letter.ok) throw gatewayError(letter.code);
  await call(letter.value);
  forgetAccountReads(ctx);
  return loadMe(ctx);
}

/** GP online services linkage (spec part 1 §2, §4 'IM1 connection', §7; part 2 'Change my GP practice'). */
export const linkingMutations: Pick<
  MutationResolvers,
  'linkWithLetter' | 'changeGp' | 'linkWithNhsLogin'
> = {
  linkWithLetter: (_parent, args, ctx) =>
    withLetter(ctx, args.letter, (letter) => connectWithLetter(ctx, letter, args.secondary)),

  changeGp: (_parent, args, ctx) =>
    withLetter(ctx, args.letter, (letter) => reregisterGp(ctx, letter)),

  linkWithNhsLogin: async (_parent, args, ctx) => {
    const flow = ctx.flow.get('nhsLogin');
    // One try per redirect, as completeNhsLogin: the code is used up by any call that reaches the provider.
    ctx.flow.clear('nhsLogin');
    if (!flow || flow.intent !== 'LINK' || !sameState(flow.state, args.state) || !args.code.trim())
      throw gatewayError(ErrorCode.nhsLoginFailed);
    await connectWithNhsLogin(ctx, {
      authorisationCode: args.code,
      redirectUri: flow.redirectUri,
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
    });
    forgetAccountReads(ctx);
    return loadMe(ctx);
  },
};
