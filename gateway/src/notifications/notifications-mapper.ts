import type {
  NotificationChannel,
  NotificationPreferences,
  NotificationType,
} from '../generated/resolvers-types';
import type { RestNotificationChange, RestNotificationPreferences } from './notifications-upstream';

/** The REST channel behind each channel the web app offers (spec part 2 §3: email, pushNotification). */
const restChannel = { email: 'email', app: 'pushNotification' } as const;

/** The offered types' preferences, in the REST answer's (the spec's) order. */
export function mapNotificationPreferences(
  rest: RestNotificationPreferences,
  offered: readonly NotificationType[],
): NotificationPreferences {
  return {
    appAvailable: rest.platforms.pushNotification,
    items: rest.items
      .filter((item) => offered.includes(item.notificationType))
      .map((item) => ({
        type: item.notificationType,
        email: item.email,
        app: item.pushNotification,
      })),
  };
}

/** One channel of one type, as the REST update takes it. */
export function toNotificationChange(
  type: NotificationType,
  channel: NotificationChannel,
  enabled: boolean,
): RestNotificationChange {
  return { notificationType: type, [restChannel[channel]]: enabled };
}
