/**
 * spec part 2 §9: 'Notification types: StatusUpdate, ReorderReminder, TakeMedicineReminder, Marketing', in the
 * order the notifications screen lists them. Registration stores its marketing choice as 'marketing' (part 1
 * §3), so a stored type is matched without regard to case.
 */
export const notificationTypes = [
  'StatusUpdate',
  'ReorderReminder',
  'TakeMedicineReminder',
  'Marketing',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The spec's name for a stored type ('marketing' → 'Marketing'), or undefined for one it does not name. */
export function canonicalNotificationType(stored: string): NotificationType | undefined {
  const lower = stored.toLowerCase();
  return notificationTypes.find((type) => type.toLowerCase() === lower);
}
