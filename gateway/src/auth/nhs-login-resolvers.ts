import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers-types';
import { authorizeUrl, newNhsLoginFlow, sameState } from './nhs-login-redirect';
import {
  createNhsLoginAccount,
  exchangeNhsLoginCode,
  fetchAuthorizeConfig,
} from './nhs-login-upstream';
import { startSession } from './start-session';

/** NHS login for sign-in and registration (spec part 1 §2, §4, §7). Public: no session needed. */
export const nhsLoginMutations: Pick<MutationResolvers, 'startNhsLogin' | 'completeNhsLogin'> = {
  startNhsLogin: async (_parent, args, ctx) => {
    const config = await fetchAuthorizeConfig(ctx);
    const flow = newNhsLoginFlow(
      config,
      args.intent,
      args.marketingOptin ?? false,
      ctx.services.now(),
    );
    ctx.flow.set('nhsLogin', flow);
    return authorizeUrl(config, flow);
  },

  completeNhsLogin: async (_parent, args, ctx) => {
    const flow = ctx.flow.get('nhsLogin');
    // One try per redirect: the code is used up by any call that reaches the provider.
    ctx.flow.clear('nhsLogin');
    // A GP connection's return is completed by linkWithNhsLogin (gateway/src/linking), never as a sign-in.
    if (
      !flow ||
      flow.intent === 'LINK' ||
      !sameState(flow.state, args.state) ||
      args.code.trim() === ''
    )
      throw gatewayError(ErrorCode.nhsLoginFailed);

    const grant = {
      authorisationCode: args.code,
      redirectUri: flow.redirectUri,
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
    };
    const tokens =
      flow.intent === 'REGISTER'
        ? await createNhsLoginAccount(ctx, grant, flow.marketingOptin)
        : await exchangeNhsLoginCode(ctx, grant);
    return startSession(ctx, tokens);
  },
};
