import { isEmailAddress } from '../auth/sign-in-rules';
import { requestTokens } from '../auth/sign-in-upstream';
import { beginSession, signInResult, startSession } from '../auth/start-session';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import type { RegistrationFlow } from '../session/flow-cookie';
import { checkLinkageDetails, checkRegistrationDetails } from './registration-rules';
import {
  checkEmailUnique,
  createAccount,
  createPatient,
  createSignInUser,
  registerWithLinkage,
  resendVerification,
  verifyEmail,
} from './registration-upstream';

/** How long a verified registration waits for its details: the API's registration token lives as long. */
const VERIFIED_REGISTRATION_MS = 24 * 60 * 60 * 1000;

export const registrationQuery: Pick<QueryResolvers, 'registration'> = {
  registration: (_parent, _args, ctx) => {
    const flow = ctx.flow.get('registration');
    return flow ? { email: flow.email } : null;
  },
};

/** Registration by email (spec part 1 §4 'Registration'). Public: no session needed to start. */
export const registrationMutations: Pick<
  MutationResolvers,
  | 'startRegistration'
  | 'verifyRegistrationEmail'
  | 'completeRegistration'
  | 'completeRegistrationWithLinkage'
> = {
  /**
   * The email step: no account, so create one (the API mails the link); an unfinished one, so send the link
   * again; an ACTIVE one, so say an account exists.
   */
  startRegistration: async (_parent, args, ctx) => {
    const email = args.email.trim();
    if (!isEmailAddress(email)) throw gatewayError(ErrorCode.invalidEmail);
    const existing = await checkEmailUnique(ctx, email);
    if (existing.accountStatus === 'ACTIVE') return 'ACCOUNT_EXISTS';
    if (existing.accountId === null && (await createAccount(ctx, email, args.marketingOptin)))
      return 'VERIFICATION_SENT';
    // Unfinished, or created by another request since the check: the same link goes out again.
    await resendVerification(ctx, existing.accountId ?? email);
    return 'VERIFICATION_RESENT';
  },

  verifyRegistrationEmail: async (_parent, args, ctx) => {
    const token = args.token.trim();
    if (token === '') throw gatewayError(ErrorCode.registrationInvalidToken);
    const verified = await verifyEmail(ctx, token);
    ctx.flow.set('registration', {
      accountId: verified.id,
      email: verified.email,
      registrationToken: verified.registrationToken,
      expiresAt: ctx.services.now() + VERIFIED_REGISTRATION_MS,
    });
    return { email: verified.email };
  },

  /** 'Create an Account': the sign-in user, then sign-in, then the patient (spec part 1 §4). */
  completeRegistration: async (_parent, args, ctx) => {
    const flow = verifiedRegistration(ctx);
    const details = checkRegistrationDetails(args.input);
    if (!details.ok) throw gatewayError(details.code);

    if (!flow.signInUserCreated) {
      await createSignInUser(ctx, proofOf(flow), details.value);
      // Kept until the patient exists, so that a failure after this point can be retried.
      ctx.flow.set('registration', { ...flow, signInUserCreated: true });
    }
    beginSession(ctx, await requestTokens(ctx, flow.email, details.value.password));
    await createPatient(ctx, flow.accountId, details.value);
    ctx.flow.clear('registration');
    return signInResult(ctx);
  },

  /** 'Register now' with the linkage letter's codes: one call makes the user and the linked patient. */
  completeRegistrationWithLinkage: async (_parent, args, ctx) => {
    const flow = verifiedRegistration(ctx);
    const details = checkLinkageDetails(args.input);
    if (!details.ok) throw gatewayError(details.code);

    const result = await registerWithLinkage(ctx, proofOf(flow), details.value);
    if (!result.isSuccess) throw gatewayError(ErrorCode.registrationCreateFailed);
    ctx.flow.clear('registration');
    return startSession(ctx, await requestTokens(ctx, flow.email, details.value.password));
  },
};

function verifiedRegistration(ctx: GatewayContext): RegistrationFlow {
  const flow = ctx.flow.get('registration');
  if (!flow) throw gatewayError(ErrorCode.registrationExpired);
  return flow;
}

function proofOf(flow: RegistrationFlow) {
  return {
    accountId: flow.accountId,
    email: flow.email,
    registrationToken: flow.registrationToken,
  };
}
