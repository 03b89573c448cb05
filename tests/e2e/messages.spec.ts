import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { messagesContent, MessagesPage } from './pages/messages-pages';
import { frameContent } from './support/content';
import { demoEmails } from './support/demo-accounts';
import {
  practiceRepliesDirectly,
  readAllMessagesDirectly,
  restoreMessagesDirectly,
  threadsDirectly,
} from './support/messages';
import { testWithOutage } from './support/orders-outage';

/**
 * spec part 2 'Messages list', 'New message or reply', 'Message thread', §4, §5, §6, §8; part 1 'Navigation
 * bar' (issue #16). Mia's practice shows subjects, Theo's does not, Max's has messages off. Each journey starts
 * from the seeded threads, all read (so the badge starts empty), and puts the seed back afterwards.
 */
test.describe.configure({ mode: 'serial' });

const mia = demoEmails.miaMessages;
const theo = demoEmails.theoNoSubjects;

test.beforeEach(async () => {
  for (const email of [mia, theo]) {
    await restoreMessagesDirectly(email);
    await readAllMessagesDirectly(email);
  }
});
test.afterEach(async () => {
  for (const email of [mia, theo]) await restoreMessagesDirectly(email);
});

/** What a patient might paste: it must come back as text and never run. */
const markup =
  '<img src=x onerror="window.__messagesXss = 1"> <script>window.__messagesXss = 2</script>';

async function writeMessage(
  page: Page,
  messages: MessagesPage,
  fields: { recipient?: string; subject?: string; body: string },
): Promise<void> {
  if (fields.recipient !== undefined) {
    await messages.main
      .getByRole('combobox', { name: messagesContent.recipient })
      .selectOption({ label: fields.recipient });
  }
  if (fields.subject !== undefined) {
    await messages.main
      .getByRole('textbox', { name: messagesContent.subject })
      .fill(fields.subject);
  }
  await messages.main.getByRole('textbox', { name: messagesContent.body }).fill(fields.body);
  await messages.main.getByRole('button', { name: messagesContent.send }).click();
}

test('mia writes to her GP, the practice replies, the badge counts it until she reads it; she replies and deletes', async ({
  page,
}) => {
  test.slow();
  const home = await HomePage.signedIn(page, mia, 'Mia');
  const messages = new MessagesPage(page);
  await expect(messages.frame.navigationLink(frameContent.myServices)).toBeVisible();
  await home.card('Messages').getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/my-services\/messages$/);
  await messages.expectList();
  await expect(messages.threadLinks()).toHaveCount(4);
  await expect(messages.main.getByText('re: Repeat prescription for my inhaler')).toBeVisible();
  await expectAccessible(page);

  // A new message: blank fields are explained, then it is sent and listed first.
  await messages.main.getByRole('button', { name: messagesContent.create }).click();
  await messages.frame.expectHeadingFocused(messagesContent.newHeading);
  await messages.main.getByRole('button', { name: messagesContent.send }).click();
  const summary = messages.main.locator('.nhsuk-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Choose who to send your message to',
    'Enter a subject',
    'Enter your message',
  ]);
  await expect(page).toHaveTitle(/^Error: New message/);
  await expectAccessible(page);
  await writeMessage(page, messages, {
    recipient: 'Dr Priya Shah',
    subject: '  Sick note  ',
    body: `Could I have a sick note?\n${markup}`,
  });
  await expect(page).toHaveURL(/\/my-services\/messages$/);
  await expect(messages.alert(messagesContent.sent)).toBeVisible();
  await expect(messages.threadLinks().first()).toHaveText(/^Dr Priya Shah, last message /);
  await expect(messages.main.getByText('re: Sick note', { exact: true })).toBeVisible();

  // The practice replies: the badge says so in words, and the thread says it is unread.
  const [sent] = await threadsDirectly(mia);
  if (!sent) throw new Error('the sent message is not listed');
  await practiceRepliesDirectly(mia, sent.messageId);
  await page.reload();
  await expect(messages.frame.navigationLink('My services, 1 unread message')).toBeVisible();
  await expect(messages.threadLinks().first()).toHaveText(/^Unread Dr Priya Shah, last message /);
  await expectAccessible(page);

  // Opening it shows both messages, the markup as text; it is read now, and the badge goes.
  await messages.threadLinks().first().click();
  await messages.frame.expectHeadingFocused(messagesContent.heading);
  await expect(messages.main.getByRole('heading', { level: 2 })).toHaveText([
    'From: Mia Mercer',
    'From: Dr Priya Shah',
  ]);
  await expect(messages.main.getByText(markup)).toBeVisible();
  await expect(messages.main.getByText('Subject: Sick note')).toHaveCount(2);
  expect(await page.evaluate(() => (window as { __messagesXss?: number }).__messagesXss)).toBe(
    undefined,
  );
  await expect(messages.frame.navigationLink(frameContent.myServices)).toBeVisible();
  await expectAccessible(page);

  // A reply: to the same recipient, the subject to start from.
  await messages.main.getByRole('button', { name: 'Reply' }).click();
  await messages.frame.expectHeadingFocused(messagesContent.replyHeading);
  await expect(messages.main.getByText('to: Dr Priya Shah')).toBeVisible();
  await expect(messages.main.getByRole('textbox', { name: messagesContent.subject })).toHaveValue(
    'Sick note',
  );
  await expectAccessible(page);
  await writeMessage(page, messages, { body: 'Thank you.' });
  await expect(messages.alert(messagesContent.sent)).toBeVisible();
  expect((await threadsDirectly(mia))[0]).toMatchObject({ messageId: sent.messageId });

  // Delete, confirmed in place.
  await messages.deleteButton('Dr Priya Shah').click();
  const question = messages.main.getByText(messagesContent.deleteQuestion);
  await expect(question).toBeFocused();
  await expectAccessible(page);
  await messages.main.getByRole('button', { name: messagesContent.deleteConfirm }).click();
  await expect(messages.alert(messagesContent.deleted)).toBeVisible();
  await expect(messages.threadLinks()).toHaveCount(4);
  await expect(messages.main.getByText('re: Sick note', { exact: true })).toHaveCount(0);
});

test('theo’s practice does not show subjects: none asked for, none shown; max’s has messages off', async ({
  page,
}) => {
  await HomePage.signedIn(page, theo, 'Theo');
  const messages = new MessagesPage(page);
  await page.goto('/my-services/messages');
  await messages.expectList();
  await expect(messages.main.getByText(/^re: /)).toHaveCount(0);
  await messages.main.getByRole('button', { name: messagesContent.create }).click();
  await expect(messages.frame.pageHeading).toHaveText(messagesContent.newHeading);
  await expect(messages.main.getByRole('textbox', { name: messagesContent.subject })).toHaveCount(
    0,
  );
  await expectAccessible(page);
  await writeMessage(page, messages, {
    recipient: 'Practice nurse team',
    body: 'Is the flu clinic on Saturday?',
  });
  await expect(messages.alert(messagesContent.sent)).toBeVisible();
  await expect(messages.threadLinks().first()).toHaveText(/^Practice nurse team, last message /);
  await expect(messages.main.getByText(/^re: /)).toHaveCount(0);

  // Max's practice does not take messages: no card, and the route sends him home.
  await page.context().clearCookies();
  await HomePage.signedIn(page, demoEmails.maxMessagesOff, 'Max');
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toHaveCount(0);
  await page.goto('/my-services/messages');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-services');
  await expect(messages.frame.pageHeading).toHaveText('My services');
  await expect(messages.main.getByRole('link', { name: 'Messages', exact: true })).toHaveCount(0);
});

/**
 * For real, as orders-api-down.spec.ts does: a second gateway whose API calls pass through a proxy that can
 * make one message call at a time fail (503), while every other call still works.
 */
const outageTest = testWithOutage([
  'messagesList',
  'messageById',
  'messageRecipients',
  'sendMessage',
  'deleteMessage',
]);

outageTest(
  'each failing message call says so in the catalogue’s words, and a failed send keeps the message',
  async ({ page, outage }) => {
    test.slow();
    await HomePage.signedIn(page, mia, 'Mia');
    const messages = new MessagesPage(page);
    const [seeded] = await threadsDirectly(mia);
    if (!seeded) throw new Error('mia has no seeded threads');
    try {
      for (const [call, path, message] of [
        ['messagesList', '/my-services/messages', messagesContent.loadFailed],
        ['messageRecipients', '/my-services/messages/new', messagesContent.recipientsFailed],
        ['messageById', `/my-services/messages/${seeded.messageId}`, messagesContent.detailFailed],
      ] as const) {
        outage.takeOrdersDown('unavailable', [call]);
        await page.goto(path);
        await expect(messages.main.getByText(message)).toBeVisible();
        await expectAccessible(page);
      }

      outage.bringOrdersBack();
      await page.goto('/my-services/messages/new');
      outage.takeOrdersDown('unavailable', ['sendMessage']);
      const body = 'A long message I do not want to type again.';
      await writeMessage(page, messages, { recipient: 'Reception team', subject: 'Parking', body });
      await expect(page).toHaveURL(/\/my-services\/messages$/);
      await expect(messages.alert(messagesContent.sendFailed)).toBeVisible();
      await expectAccessible(page);
      await messages.main.getByRole('button', { name: messagesContent.create }).click();
      await expect(messages.main.getByText(messagesContent.draftKept)).toBeVisible();
      await expect(messages.main.getByRole('textbox', { name: messagesContent.body })).toHaveValue(
        body,
      );
      outage.bringOrdersBack();
      await messages.main.getByRole('button', { name: messagesContent.send }).click();
      await expect(messages.alert(messagesContent.sent)).toBeVisible();

      outage.takeOrdersDown('unavailable', ['deleteMessage']);
      await messages.deleteButton('Reception team').click();
      await messages.main.getByRole('button', { name: messagesContent.deleteConfirm }).click();
      await expect(messages.alert(messagesContent.deleteFailed)).toBeVisible();
      await expect(messages.threadLinks().first()).toHaveText(/^Reception team, /);
      await expectAccessible(page);
    } finally {
      outage.bringOrdersBack();
    }
  },
);
