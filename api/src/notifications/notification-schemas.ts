import { Type, type Static } from '@sinclair/typebox';
import { notificationTypes } from '../contract';
import { strictObject, stringEnum } from '../http/schemas';

/** The four channels of a notification preference item (spec part 2 §3). */
export const notificationChannels = ['email', 'pushNotification', 'sms', 'post'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

const notificationType = stringEnum(notificationTypes);

/** One type's preference as stored and answered: every channel said (spec part 2 §3). */
export const NotificationPreferenceItem = Type.Object({
  notificationType,
  email: Type.Boolean(),
  pushNotification: Type.Boolean(),
  sms: Type.Boolean(),
  post: Type.Boolean(),
});
export type NotificationPreferenceItem = Static<typeof NotificationPreferenceItem>;

/**
 * The account's preferences (spec part 2 §3 Account notificationPreferences, 'items and platforms'): one item
 * per type, in the spec's order, and the platforms the account can be reached on.
 */
export const NotificationPreferences = Type.Object({
  items: Type.Array(NotificationPreferenceItem),
  platforms: Type.Object({
    email: Type.Boolean({ description: 'Always true: every account has an email address.' }),
    pushNotification: Type.Boolean({
      description: 'The account has the mobile app (spec part 2 §6); without it, push stays off.',
    }),
  }),
});
export type NotificationPreferences = Static<typeof NotificationPreferences>;

/**
 * PUT body (spec part 2 §7 'Update notification preferences', body `items`): the types to change, each with
 * only the channels that change, so that two quick changes on the screen cannot undo each other.
 */
export const UpdateNotificationPreferencesBody = strictObject({
  items: Type.Array(
    strictObject(
      {
        notificationType,
        email: Type.Optional(Type.Boolean()),
        pushNotification: Type.Optional(Type.Boolean()),
        sms: Type.Optional(Type.Boolean()),
        post: Type.Optional(Type.Boolean()),
      },
      { minProperties: 2 },
    ),
    { minItems: 1, maxItems: notificationTypes.length },
  ),
});
export type UpdateNotificationPreferencesBody = Static<typeof UpdateNotificationPreferencesBody>;
