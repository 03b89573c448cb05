import type { GatewayContext } from '../context';
import { ErrorCode, type FieldReason } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer, RestBody } from '../upstream/rest-api-types';
import { UpstreamError } from '../upstream/upstream-error';

/** The uniqueness check's answer (spec part 1 §7): all null when no account has the email. */
export type RestUniqueCheck = Extract<RestAnswer<'registrationLookup'>, { accountId: unknown }>;

/** Verify email's answer: the account, and the single-use proof that finishing registration needs. */
export type RestVerifiedEmail = RestAnswer<'verifyEmail'>;

export type RestLinkageResult = RestAnswer<'registerWithLinkage'>;

/** The proof of a verified email that the API wants with the last registration call. */
export interface RegistrationProof {
  accountId: string;
  email: string;
  registrationToken: string;
}

export interface RegistrationDetails {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dateOfBirth: string;
  password: string;
}

export interface LinkageDetails {
  surname: string;
  dateOfBirth: string;
  linkageKey: string;
  odsCode: string;
  gpAccountId: string;
  password: string;
}

/** Refusals of the last registration calls that the catalogue names (docs/rest-api.md). */
const COMPLETION_CODES: Readonly<Record<string, string>> = {
  // The proof was used or has expired: the registration must start again.
  'registration.invalidToken': ErrorCode.registrationExpired,
  'account.alreadyActive': ErrorCode.registrationExpired,
  'password.tooWeak': ErrorCode.passwordTooWeak,
  'patient.tooYoung': ErrorCode.registrationTooYoung,
  'linkage.notFound': ErrorCode.linkageNotFound,
  'linkage.alreadyRegistered': ErrorCode.linkageAlreadyRegistered,
};

/** 422 field reasons of patient creation that the catalogue names. */
const FIELD_REASON_CODES: Readonly<Record<string, string>> = {
  tooYoung: ErrorCode.registrationTooYoung,
  invalidDate: ErrorCode.registrationInvalidDate,
  invalidPhone: ErrorCode.registrationInvalidPhone,
};

/** POST uniqueness check (spec part 1 §7, action=uniquecheck): public. */
export async function checkEmailUnique(
  ctx: GatewayContext,
  email: string,
): Promise<RestUniqueCheck> {
  // The endpoint's path asks for action=uniquecheck (endpoints.json), whose answer is this member of the union.
  return (await callUpstream(ctx, 'registrationLookup', {
    method: 'POST',
    auth: false,
    body: { emailAddress: email },
    errorCode: ErrorCode.registrationSendFailed,
  })) as RestUniqueCheck;
}

/**
 * POST create account (spec part 1 §7): the API mails the verification link. Resolves to false when another
 * request created the account first (409), so the caller can resend instead.
 */
export async function createAccount(
  ctx: GatewayContext,
  email: string,
  marketingOptin: boolean,
): Promise<boolean> {
  try {
    await callUpstream(ctx, 'createAccount', {
      method: 'POST',
      auth: false,
      body: { email, platform: 'web', marketingOptin },
      errorCode: ErrorCode.registrationSendFailed,
    });
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamCode === 'account.exists') return false;
    throw error;
  }
}

/** GET resend verification (spec part 1 §7), by account id or email as the path segment. */
export async function resendVerification(ctx: GatewayContext, idOrEmail: string): Promise<void> {
  await callUpstream(ctx, 'resendVerification', {
    auth: false,
    pathSegment: idOrEmail,
    errorCode: ErrorCode.registrationSendFailed,
  });
}

/** GET verify email (spec part 1 §7) with the link's token. */
export async function verifyEmail(ctx: GatewayContext, token: string): Promise<RestVerifiedEmail> {
  try {
    return await callUpstream(ctx, 'verifyEmail', {
      auth: false,
      pathSegment: token,
      codeMap: { 'verification.invalidToken': ErrorCode.registrationInvalidToken },
    });
  } catch (error) {
    // A token the API cannot even read is a broken link, which the invalid-token banner covers.
    if (
      error instanceof UpstreamError &&
      error.status === 400 &&
      error.upstreamCode === 'validation'
    )
      throw new UpstreamError(ErrorCode.registrationInvalidToken, 400, error.upstreamCode);
    throw error;
  }
}

/** POST create sign-in user (spec part 1 §7): the account gets its password and becomes ACTIVE. */
export async function createSignInUser(
  ctx: GatewayContext,
  proof: RegistrationProof,
  details: RegistrationDetails,
): Promise<void> {
  await completionCall(ctx, 'createSignInUser', 'POST', false, {
    ...proof,
    firstName: details.firstName,
    lastName: details.lastName,
    password: details.password,
  });
}

/** PUT create patient (spec part 1 §7) for the signed-in account: the registration payload of §3. */
export async function createPatient(
  ctx: GatewayContext,
  accountId: string,
  details: RegistrationDetails,
): Promise<void> {
  try {
    await completionCall(ctx, 'createPatient', 'PUT', true, {
      consentSigned: true,
      hasConsent: true,
      accountId,
      isRegCall: true,
      regVersion: 'V4Manual',
      regSection: 1,
      lastRegSectionId: 'CreatePassword',
      regPlatform: 'web',
      history: [],
      firstName: details.firstName,
      lastName: details.lastName,
      primaryContactNumber: details.phoneNumber,
      dateOfBirth: details.dateOfBirth,
    });
  } catch (error) {
    // A retry after a lost answer: the patient is already there, which is what was wanted.
    if (error instanceof UpstreamError && error.upstreamCode === 'patient.exists') return;
    throw error;
  }
}

/** PUT register user with linkage (spec part 1 §7): sign-in user and IM1-linked patient in one call. */
export async function registerWithLinkage(
  ctx: GatewayContext,
  proof: RegistrationProof,
  details: LinkageDetails,
): Promise<RestLinkageResult> {
  return completionCall(ctx, 'registerWithLinkage', 'PUT', false, {
    ...proof,
    surname: details.surname,
    dateOfBirth: details.dateOfBirth,
    linkageDetails: {
      accountId: details.gpAccountId,
      linkageKey: details.linkageKey,
      nationalPracticeCode: details.odsCode,
    },
    deviceType: 'web',
    secondaryPatient: false,
    password: details.password,
  });
}

/** The last registration calls share their refusals; a 422 naming a field says which rule it broke. */
async function completionCall<
  N extends 'createSignInUser' | 'createPatient' | 'registerWithLinkage',
>(
  ctx: GatewayContext,
  name: N,
  method: 'POST' | 'PUT',
  auth: boolean,
  body: RestBody<N>,
): Promise<RestAnswer<N>> {
  try {
    return await callUpstream(ctx, name, {
      method,
      auth,
      body,
      errorCode: ErrorCode.registrationCreateFailed,
      codeMap: COMPLETION_CODES,
    });
  } catch (error) {
    const code = fieldReasonCode(error);
    if (code !== undefined && error instanceof UpstreamError)
      throw new UpstreamError(code, error.status, error.upstreamCode);
    throw error;
  }
}

function fieldReasonCode(error: unknown): string | undefined {
  if (!(error instanceof UpstreamError) || error.status !== 422) return undefined;
  const reasons = (error.extensions['reasons'] ?? []) as FieldReason[];
  for (const reason of reasons) {
    const code = FIELD_REASON_CODES[reason.reason];
    if (code !== undefined) return code;
  }
  return undefined;
}
