import { forgetAccountReads } from '../account/account-upstream';
import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';

/**
 * POST delete patient (spec part 2 §7). Every refusal (another account's id, the active or own patient) and
 * failure is errors:myDetails.deletePatientFailed (part 2 §8): the screen offers only deletable patients.
 */
export async function deleteLinkedPatient(ctx: GatewayContext, patientId: string): Promise<void> {
  try {
    await callUpstream(ctx, 'deletePatient', {
      method: 'POST',
      body: { patientId },
      errorCode: ErrorCode.deletePatientFailed,
    });
  } finally {
    forgetAccountReads(ctx);
  }
}

/** POST deregister (spec part 2 §7, no body); failures are errors:myDetails.deregisterFailed (§8). */
export async function deregisterActivePatient(ctx: GatewayContext): Promise<void> {
  try {
    await callUpstream(ctx, 'deregister', {
      method: 'POST',
      body: {},
      errorCode: ErrorCode.deregisterFailed,
    });
  } finally {
    forgetAccountReads(ctx);
  }
}
