/**
 * One message, in plain text and HTML with the same words (./compose-message.ts builds both). A module of its
 * own because both the mailer and the outbox it may store into speak of it: neither imports the other for it.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
