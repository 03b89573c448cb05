import { loadMe } from '../account/load-me';
import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { mapNotificationPreferences, toNotificationChange } from './notifications-mapper';
import { offeredNotificationTypes } from './notification-rules';
import {
  fetchNotificationPreferences,
  updateNotificationPreferences,
} from './notifications-upstream';

/** The notifications screen (spec part 2 'Notifications'): the account's preferences and the access rules. */
export const notificationsQuery: Pick<QueryResolvers, 'notificationPreferences'> = {
  notificationPreferences: async (_parent, _args, ctx) => {
    const [me, preferences] = await Promise.all([loadMe(ctx), fetchNotificationPreferences(ctx)]);
    return mapNotificationPreferences(preferences, offeredNotificationTypes(me.features));
  },
};

export const notificationsMutations: Pick<MutationResolvers, 'updateNotificationPreference'> = {
  updateNotificationPreference: async (_parent, { type, channel, enabled }, ctx) => {
    const offered = offeredNotificationTypes((await loadMe(ctx)).features);
    // A type the screen hides (part 2 §6) is not for this account to change either.
    if (!offered.includes(type))
      throw gatewayError(ErrorCode.notificationsInvalid, {
        reasons: [{ field: 'type', reason: 'notOffered' }],
      });
    const preferences = await updateNotificationPreferences(
      ctx,
      toNotificationChange(type, channel, enabled),
    );
    return mapNotificationPreferences(preferences, offered);
  },
};
