import type { Features, NotificationType } from '../generated/resolvers-types';

/**
 * spec part 2 §6: 'In notifications, the reorder and daily reminder settings are hidden when the respective
 * reminders are disabled. The whole integration set is hidden for users without the integration.' The
 * integration set is the types about the patient's medicines (status updates and both reminders); Marketing
 * (my-details:notifications.types.marketing.legend, part 2 §2) is for every account.
 */
export function offeredNotificationTypes(
  features: Pick<Features, 'patientIntegration' | 'reorderReminders' | 'dailyReminders'>,
): NotificationType[] {
  const integration = features.patientIntegration;
  const offered: Record<NotificationType, boolean> = {
    StatusUpdate: integration,
    ReorderReminder: integration && features.reorderReminders,
    TakeMedicineReminder: integration && features.dailyReminders,
    Marketing: true,
  };
  return (Object.keys(offered) as NotificationType[]).filter((type) => offered[type]);
}
