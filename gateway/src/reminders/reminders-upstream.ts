import type { GatewayContext } from '../context';
import { ErrorCode, errorCodeOf } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestRemindersList } from '../upstream/rest-api-types';

const NO_REMINDERS: RestRemindersList = { reorderReminders: [], medicationReminders: [] };

/**
 * POST reminders list (spec part 2 §7), once per request. spec part 2 §7: 'A failed reminder fetch silently gives
 * empty lists', so any failure (logged by callUpstream) answers none, except an ended session, which the app must
 * hear about to go to /login.
 */
export function fetchRemindersOrNone(ctx: GatewayContext): Promise<RestRemindersList> {
  return ctx.reads.once('remindersList', async () => {
    let body: unknown;
    try {
      body = await callUpstream(ctx, 'remindersList', { method: 'POST', body: {} });
    } catch (error) {
      if (errorCodeOf(error) === ErrorCode.unauthenticated) throw error;
      return NO_REMINDERS;
    }
    const { reorderReminders, medicationReminders } = (body ?? {}) as Partial<RestRemindersList>;
    if (!Array.isArray(reorderReminders) || !Array.isArray(medicationReminders)) {
      ctx.services.log('[upstream] remindersList failed: status=200 reason=unexpected body');
      return NO_REMINDERS;
    }
    return { reorderReminders, medicationReminders };
  });
}
