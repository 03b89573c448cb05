import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer, RestBody } from '../upstream/rest-api-types';

export type RestNotificationPreferences = RestAnswer<'notificationPreferences'>;
export type RestNotificationChange = RestBody<'updateNotificationPreferences'>['items'][number];

/** GET the account's notification preferences (docs/rest-api.md 'Notification preferences'). */
export async function fetchNotificationPreferences(
  ctx: GatewayContext,
): Promise<RestNotificationPreferences> {
  return callUpstream(ctx, 'notificationPreferences');
}

/**
 * PUT one change (spec part 2 §7). spec part 2 §8: a 422 lists its reasons (notifications.invalid); any other
 * failure is notifications.updateFailed.
 */
export async function updateNotificationPreferences(
  ctx: GatewayContext,
  change: RestNotificationChange,
): Promise<RestNotificationPreferences> {
  return callUpstream(ctx, 'updateNotificationPreferences', {
    method: 'PUT',
    body: { items: [change] },
    errorCode: ErrorCode.notificationsUpdateFailed,
    codeMap: { 'notifications.invalid': ErrorCode.notificationsInvalid },
  });
}
