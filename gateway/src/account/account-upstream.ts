import DataLoader from 'dataloader';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type {
  RestAccountDetails,
  RestIm1AccountDetails,
  RestMobileConfig,
} from '../upstream/rest-types';
import { UpstreamError } from '../upstream/upstream-error';

type AccountRead = 'accountDetails' | 'im1AccountDetails';

/**
 * The account reads of one GraphQL request, each made at most once however many fields need it (`me` twice in a
 * query, or `signIn { me }` and `me` together). Cleared after a mutation changes what they return.
 */
export class AccountReads {
  private loader: DataLoader<AccountRead, unknown> | undefined;

  accountDetails(ctx: GatewayContext): Promise<RestAccountDetails> {
    return this.loaderFor(ctx).load('accountDetails') as Promise<RestAccountDetails>;
  }

  /**
   * A fresh read from the GP system (spec part 1 §7), for screens that need one, such as the linked patients'
   * 'Refresh list'. Not for `me`: account details already carry these fields for IM1 patients (§3), so `me`
   * costs one upstream call (gateway/src/load-me.ts). The API refuses it (422) for a patient not IM1-linked.
   */
  im1AccountDetails(ctx: GatewayContext): Promise<RestIm1AccountDetails> {
    return this.loaderFor(ctx).load('im1AccountDetails') as Promise<RestIm1AccountDetails>;
  }

  clear(): void {
    this.loader?.clearAll();
  }

  private loaderFor(ctx: GatewayContext): DataLoader<AccountRead, unknown> {
    // batch: false: these are different endpoints, so there is nothing to batch; DataLoader is the per-request memo.
    this.loader ??= new DataLoader<AccountRead, unknown>(
      (keys) =>
        Promise.all(
          keys.map((key) => readAccount(ctx, key).catch((error: unknown) => toError(error))),
        ),
      { batch: false },
    );
    return this.loader;
  }
}

function readAccount(ctx: GatewayContext, key: AccountRead): Promise<unknown> {
  switch (key) {
    case 'accountDetails':
      // spec part 1 §8: errors:auth.accountDetailsFailed
      return callUpstream(ctx, 'accountDetails', { errorCode: ErrorCode.accountDetailsFailed });
    case 'im1AccountDetails':
      // spec part 1 §7: POST, called only when patient.iM1Available; the API wants an (empty) JSON body.
      return callUpstream(ctx, 'im1AccountDetails', { method: 'POST', body: {} });
  }
}

/** GET mobile config (spec part 1 §7: fetched at start), through the cache. */
export function fetchMobileConfig(ctx: GatewayContext): Promise<RestMobileConfig> {
  return ctx.services.mobileConfig.get(() =>
    callUpstream<RestMobileConfig>(ctx, 'mobileConfig', { auth: false }),
  );
}

/**
 * PUT selected patient (spec part 1 §7). A foreign patient id is refused with patient.forbidden, and so is one the
 * API finds malformed (400): to the user both are a patient they cannot act for.
 */
export async function updateSelectedPatient(ctx: GatewayContext, patientId: string): Promise<void> {
  try {
    await callUpstream<unknown>(ctx, 'updateSelectedPatient', {
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
    await callUpstream<unknown>(ctx, 'updatePatient', { method: 'PUT', body: update });
  } finally {
    ctx.accountReads.clear();
  }
}

/** DataLoader rejects a key when its slot holds an Error instance. */
function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error('non-error rejection');
}
