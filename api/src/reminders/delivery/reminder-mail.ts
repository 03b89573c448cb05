/**
 * The reminder emails (issue #14 delivery): a reorder reminder at its date and time, a daily reminder at its
 * time. The subject names no medicine (a subject is shown on lock screens and in shared inboxes); the body
 * does, so the reminder is of use, and says where to change it.
 */
import { composeMessage } from '../../mail/compose-message';
import type { MailMessage } from '../../mail/mail-message';

interface ReminderMailOptions {
  to: string;
  productName: string;
  publicAppUrl: string;
  /** Whom the medicine is for: the account's own patient or one it acts for. */
  patientName: string;
  description: string;
}

function settingsParagraphs(productName: string, publicAppUrl: string) {
  return [
    `You can change or remove your reminders in ${productName}:`,
    { url: `${publicAppUrl}/my-meds/reminders` },
    'You get these emails because reminder emails are on in your notification settings.',
  ];
}

export function reorderReminderMail(options: ReminderMailOptions): MailMessage {
  const { to, productName, publicAppUrl, patientName, description } = options;
  return composeMessage(to, `Reminder: time to reorder a medicine`, [
    `This is your reminder to reorder ${description} for ${patientName}.`,
    'To order it, open:',
    { url: `${publicAppUrl}/my-meds/orders/new` },
    ...settingsParagraphs(productName, publicAppUrl),
  ]);
}

export function dailyReminderMail(
  options: ReminderMailOptions & { reminderTime: string },
): MailMessage {
  const { to, productName, publicAppUrl, patientName, description, reminderTime } = options;
  return composeMessage(to, `Reminder: time to take a medicine`, [
    `It is ${reminderTime.slice(0, 5)}: time for ${patientName} to take ${description}.`,
    ...settingsParagraphs(productName, publicAppUrl),
  ]);
}
