import { expect, type Locator, type Page } from '@playwright/test';
import { Frame } from './frame';

/** The messages screens' words (locales/en/messages.json, errors.json messages.*). */
export const messagesContent = {
  heading: 'Messages',
  create: 'Create a new message',
  newHeading: 'New message',
  replyHeading: 'Reply to message',
  recipient: 'To',
  subject: 'Subject',
  body: 'Your message',
  send: 'Send message',
  deleteQuestion: 'Are you sure you want to delete this message thread?',
  deleteConfirm: 'Yes, delete',
  sent: 'Your message has been sent.',
  deleted: 'Your message has been deleted.',
  noMessageFound: 'No Message Found',
  draftKept: 'Your message was not sent. We kept what you wrote so you can try again.',
  loadFailed: 'Unable to retrieve messages at this time. Please try again.',
  detailFailed: 'Unable to retrieve message details at this time. Please try again.',
  recipientsFailed: 'Unable to retrieve recipients list at this time. Please try again.',
  sendFailed: 'Unable to send message at this time. Please try again.',
  deleteFailed: 'Unable to delete message at this time. Please try again.',
  nonUrgent: /^Only use messages for non-urgent enquiries\./,
} as const;

/** The messages list (/my-services/messages) and the forms and thread it leads to. */
export class MessagesPage {
  readonly frame: Frame;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.main = this.frame.main;
  }

  /** The list's link to each thread, in the order shown ('Unread Dr Priya Shah, last message 10:30am'). */
  threadLinks(): Locator {
    return this.main.getByRole('link', { name: /, last message / });
  }

  /** The Delete button of the latest thread with `recipient`. */
  deleteButton(recipient: string): Locator {
    return this.main
      .getByRole('button', { name: new RegExp(`^Delete message to ${recipient}, `) })
      .first();
  }

  async expectList(): Promise<void> {
    await expect(this.frame.pageHeading).toHaveText(messagesContent.heading);
    await expect(this.main.getByText(messagesContent.nonUrgent)).toBeVisible();
  }

  /** The frame's alert with `text` (success or failure), above the page. */
  alert(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }
}
