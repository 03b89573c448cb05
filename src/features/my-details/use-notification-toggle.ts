import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../components/alerts/alert-store';
import { graphql } from '../../gql';
import type {
  NotificationChannel,
  NotificationsScreenQuery,
  NotificationType,
} from '../../gql/graphql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';

/** What the notifications screen shows, read by its query and answered by each change. */
export const NotificationSettingsFragmentDoc = graphql(`
  fragment NotificationSettings on NotificationPreferences {
    appAvailable
    items {
      type
      email
      app
    }
  }
`);

const UpdateNotificationPreferenceMutation = graphql(`
  mutation UpdateNotificationPreference(
    $type: NotificationType!
    $channel: NotificationChannel!
    $enabled: Boolean!
  ) {
    updateNotificationPreference(type: $type, channel: $channel, enabled: $enabled) {
      ...NotificationSettings
    }
  }
`);

export interface NotificationToggle {
  type: NotificationType;
  channel: NotificationChannel;
  enabled: boolean;
}

/**
 * Why a toggle was put back, per type: the gateway's reason codes (none: a failure with no reasons). Kept as
 * codes and put into words where shown, so the words follow the language.
 */
export type ToggleFailures = Partial<Record<NotificationType, readonly string[]>>;

const mutationKey = ['UpdateNotificationPreference'];

/** The screen's data with one channel of one type set to `enabled`. */
function withChannel(
  current: NotificationsScreenQuery | undefined,
  { type, channel, enabled }: NotificationToggle,
): NotificationsScreenQuery | undefined {
  if (!current) return current;
  const { notificationPreferences } = current;
  return {
    notificationPreferences: {
      ...notificationPreferences,
      items: notificationPreferences.items.map((item) =>
        item.type === type ? { ...item, [channel]: enabled } : item,
      ),
    },
  };
}

/**
 * spec part 2 §4 'Notification toggle: applied optimistically and reverted on failure'. Each change is sent at
 * once and shown as made; on failure the box goes back, errors:notifications.reverted is announced (the alert
 * region's role=alert) and the group says why (§8: a 422's reasons, otherwise errors:notifications.updateFailed).
 * The screen's query is read again once no change is still on its way, so what shows is what is stored.
 */
export function useNotificationToggle(screenQueryKey: QueryKey) {
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  const [failures, setFailures] = useState<ToggleFailures>({});

  const mutation = useMutation({
    mutationKey,
    mutationFn: (toggle: NotificationToggle) =>
      gatewayRequest(UpdateNotificationPreferenceMutation, toggle),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: screenQueryKey });
      queryClient.setQueryData<NotificationsScreenQuery>(screenQueryKey, (current) =>
        withChannel(current, toggle),
      );
      setFailures(({ [toggle.type]: _cleared, ...others }) => others);
    },
    onError: (error, toggle) => {
      // Only this box goes back: another change made meanwhile stays as it is.
      queryClient.setQueryData<NotificationsScreenQuery>(screenQueryKey, (current) =>
        withChannel(current, { ...toggle, enabled: !toggle.enabled }),
      );
      const reasons =
        error instanceof GatewayError ? error.reasons.map(({ reason }) => reason) : [];
      setFailures((shown) => ({ ...shown, [toggle.type]: reasons }));
      showAlert({ kind: 'error', message: t('notifications.reverted') });
    },
    onSettled: () => {
      // The last change to finish reads the stored preferences again (this one still counts as running).
      if (queryClient.isMutating({ mutationKey }) === 1)
        void queryClient.invalidateQueries({ queryKey: screenQueryKey });
    },
  });

  return { toggle: (change: NotificationToggle) => mutation.mutate(change), failures };
}

/**
 * A put-back toggle's reasons in words (spec part 2 §8): each 422 reason, or
 * errors:notifications.updateFailed when the failure gave none.
 */
export function useToggleFailureText(): (reasons: readonly string[]) => string {
  const { t } = useTranslation('errors');
  const reasonText = (reason: string) =>
    reason === 'noMobileApp'
      ? t('notifications.reasons.noMobileApp')
      : reason === 'notOffered'
        ? t('notifications.reasons.notOffered')
        : t('notifications.invalid');
  return (reasons) =>
    reasons.length > 0 ? reasons.map(reasonText).join(' ') : t('notifications.updateFailed');
}
