import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import type { LinkageLetterInput } from '../generated/resolvers-types';
import type { NhsLoginGrant } from '../auth/nhs-login-upstream';
import { callUpstream } from '../upstream/call-upstream';

/** The API's refusals, each a catalogue key (the server's message rides along: spec part 1 §8). */
const LINKING_CODES: Readonly<Record<string, string>> = {
  'linkage.notFound': ErrorCode.linkingNotFound,
  'linkage.alreadyRegistered': ErrorCode.linkingAlreadyRegistered,
  'linkage.patientAlreadyLinked': ErrorCode.linkingPatientAlreadyLinked,
  'linkage.tooManyAttempts': ErrorCode.linkingTooManyAttempts,
  'linkage.noNhsLoginRecord': ErrorCode.linkingNoNhsLoginRecord,
};

function letterBody(letter: LinkageLetterInput, secondaryPatient: boolean) {
  return {
    surname: letter.surname,
    dateOfBirth: letter.dateOfBirth,
    linkageDetails: {
      accountId: letter.gpAccountId,
      linkageKey: letter.linkageKey,
      nationalPracticeCode: letter.odsCode,
    },
    deviceType: 'web' as const,
    secondaryPatient,
  };
}

/** POST connect IM1 via linkage letter (spec part 1 §7). */
export async function connectWithLetter(
  ctx: GatewayContext,
  letter: LinkageLetterInput,
  secondaryPatient: boolean,
): Promise<void> {
  await callUpstream(ctx, 'connectIm1WithLinkage', {
    method: 'POST',
    body: letterBody(letter, secondaryPatient),
    errorCode: ErrorCode.linkingFailed,
    codeMap: LINKING_CODES,
  });
}

/** POST re-register to a GP (spec part 2 §7): the active patient's own letter from the new practice. */
export async function reregisterGp(ctx: GatewayContext, letter: LinkageLetterInput): Promise<void> {
  await callUpstream(ctx, 'reregisterGp', {
    method: 'POST',
    body: letterBody(letter, false),
    errorCode: ErrorCode.linkingFailed,
    codeMap: LINKING_CODES,
  });
}

/** POST connect IM1 via NHS Login (spec part 1 §7). */
export async function connectWithNhsLogin(
  ctx: GatewayContext,
  grant: NhsLoginGrant,
): Promise<void> {
  await callUpstream(ctx, 'connectIm1WithNhsLogin', {
    method: 'POST',
    body: {
      platform: 'web',
      deviceType: 'web',
      marketingOptin: false,
      hasConsent: false,
      history: [],
      ...grant,
    },
    errorCode: ErrorCode.linkingFailed,
    codeMap: { ...LINKING_CODES, 'nhsLogin.invalidGrant': ErrorCode.nhsLoginFailed },
  });
}
