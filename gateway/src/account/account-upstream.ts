import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type {
  RestAccountDetails,
  RestIm1AccountDetails,
  RestMobileConfig,
} from '../upstream/rest-api-types';
import { UpstreamError } from '../upstream/upstream-error';

/**
 * GET account details (spec part 1 §7), once per request however many fields need it (`me` twice in a query, or
 * `signIn { me }` and `me` together). spec part 1 §8: errors:auth.accountDetailsFailed.
 */
export function fetchAccountDetails(ctx: GatewayContext): Promise<RestAccountDetails> {
  return ctx.reads.once('accountDetails', () =>
    callUpstream(ctx, 'accountDetails', {
      errorCode: ErrorCode.accountDetailsFailed,
    }),
  );
}

/**
 * POST IM1 account details (spec part 1 §7), once per request: a fresh read from the GP system, for screens that
 * need one, such as the linked patients' 'Refresh list'. Not for `me`: account details already carry these
 * fields for IM1 patients (§3), so `me` costs one upstream call (load-me.ts). The API refuses it (422) for a
 * patient not IM1-linked, and wants an (empty) JSON body.
 */
export function fetchIm1AccountDetails(ctx: GatewayContext): Promise<RestIm1AccountDetails> {
  return ctx.reads.once('im1AccountDetails', () =>
    callUpstream(ctx, 'im1AccountDetails', { method: 'POST', body: {} }),
  );
}

/** After a change to the account or its active patient, this request's account reads are made afresh. */
export function forgetAccountReads(ctx: GatewayContext): void {
  ctx.reads.forget('accountDetails');
  ctx.reads.forget('im1AccountDetails');
}

/** GET mobile config (spec part 1 §7: fetched at start), through the cache. */
export function fetchMobileConfig(ctx: GatewayContext): Promise<RestMobileConfig> {
  return ctx.services.mobileConfig.get(() => callUpstream(ctx, 'mobileConfig', { auth: false }));
}

/**
 * PUT selected patient (spec part 1 §7). A foreign patient id is refused with patient.forbidden, and so is one the
 * API finds malformed (400): to the user both are a patient they cannot act for.
 */
export async function updateSelectedPatient(ctx: GatewayContext, patientId: string): Promise<void> {
  try {
    await callUpstream(ctx, 'updateSelectedPatient', {
      method: 'PUT',
      body: { patientId },
      passCodes: [ErrorCode.patientForbidden],
    });
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      error.status === 400 &&
      error.upstreamCode === 'validation'
    ) {
      throw gatewayError(ErrorCode.patientForbidden);
    }
    throw error;
  }
}

/** The patient fields this gateway changes through update patient (spec part 1 §7); issue #5 adds pharmacy ones. */
export interface PatientUpdate {
  iM1ReminderClosed?: boolean;
}

/**
 * PUT update patient (spec part 1 §7) for the active patient. The request's account details are read afresh
 * afterwards, so that `me` shows the change.
 */
export async function updatePatient(ctx: GatewayContext, update: PatientUpdate): Promise<void> {
  try {
    await callUpstream(ctx, 'updatePatient', { method: 'PUT', body: update });
  } finally {
    forgetAccountReads(ctx);
  }
}
