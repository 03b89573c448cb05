import type { GatewayContext } from '../context';
import { callUpstream } from './call-upstream';

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
