import type { NotificationsScreenQuery } from '../../gql/graphql';

/** Examples shared by the notifications stories and tests, shaped as the gateway answers them. */

type Preferences = NotificationsScreenQuery['notificationPreferences'];

export function notificationsData(preferences: Preferences): { data: NotificationsScreenQuery } {
  return { data: { notificationPreferences: preferences } };
}

/** nora.notifications: the app, the patient integration and reminders on: every type offered. */
export const everyTypeWithApp = notificationsData({
  appAvailable: true,
  items: [
    { type: 'StatusUpdate', email: true, app: true },
    { type: 'ReorderReminder', email: true, app: false },
    { type: 'TakeMedicineReminder', email: false, app: false },
    { type: 'Marketing', email: false, app: false },
  ],
});

/** tara.tpp: no app and reminders off, so order updates and Communication preferences only. */
export const noAppRemindersOff = notificationsData({
  appAvailable: false,
  items: [
    { type: 'StatusUpdate', email: false, app: false },
    { type: 'Marketing', email: true, app: false },
  ],
});

/** morgan.manual: no patient integration, so Communication preferences alone. */
export const withoutIntegration = notificationsData({
  appAvailable: false,
  items: [{ type: 'Marketing', email: false, app: false }],
});
