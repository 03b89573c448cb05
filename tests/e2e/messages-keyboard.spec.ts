import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { messagesContent, MessagesPage } from './pages/messages-pages';
import { frameContent } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { activateByKeyboard, press, tabTo, typeText } from './support/keyboard';
import { readAllMessagesDirectly, restoreMessagesDirectly } from './support/messages';

/**
 * Keyboard only (issue #16): from home to the messages list, a new message written and sent (the recipient
 * chosen with the arrow keys), and the thread deleted through its in-place confirmation, with every press
 * checked for visible focus (support/keyboard.ts). Mia's seeded threads are put back afterwards.
 */
const mia = demoEmails.miaMessages;
test.beforeEach(async () => {
  await restoreMessagesDirectly(mia);
  await readAllMessagesDirectly(mia);
});
test.afterEach(async () => {
  await restoreMessagesDirectly(mia);
});

test('write, send and delete a message by keyboard alone', async ({ page }) => {
  test.slow();
  const home = await HomePage.signedInByKeyboard(page, mia, 'Mia');
  const messages = new MessagesPage(page);
  // The menu is above the heading that has focus.
  await activateByKeyboard(
    page,
    home.frame.navigationLink(frameContent.myServices),
    'Shift+Tab',
    () => expect(messages.frame.pageHeading).toHaveText('My services'),
  );
  await activateByKeyboard(
    page,
    messages.main.getByRole('link', { name: 'Messages', exact: true }),
    'Tab',
    () => messages.expectList(),
  );
  await activateByKeyboard(
    page,
    messages.main.getByRole('button', { name: messagesContent.create }),
    'Tab',
    () => messages.frame.expectHeadingFocused(messagesContent.newHeading),
  );

  const recipient = messages.main.getByRole('combobox', { name: messagesContent.recipient });
  await tabTo(page, recipient);
  await press(page, 'ArrowDown');
  await expect(recipient.locator('option:checked')).toHaveText('Dr Priya Shah');
  await tabTo(page, messages.main.getByRole('textbox', { name: messagesContent.subject }));
  await typeText(page, 'Travel vaccinations');
  await tabTo(page, messages.main.getByRole('textbox', { name: messagesContent.body }));
  await typeText(page, 'Which vaccinations do I need for a trip in May?');
  await expectAccessible(page);
  await activateByKeyboard(
    page,
    messages.main.getByRole('button', { name: messagesContent.send }),
    'Tab',
    () => expect(messages.alert(messagesContent.sent)).toBeVisible(),
  );
  await expect(page).toHaveURL(/\/my-services\/messages$/);
  await expect(messages.threadLinks().first()).toHaveText(/^Dr Priya Shah, last message /);
  await expect(messages.main.getByText('re: Travel vaccinations', { exact: true })).toBeVisible();

  await activateByKeyboard(page, messages.deleteButton('Dr Priya Shah'), 'Tab', () =>
    expect(messages.main.getByText(messagesContent.deleteQuestion)).toBeFocused(),
  );
  await activateByKeyboard(
    page,
    messages.main.getByRole('button', { name: messagesContent.deleteConfirm }),
    'Tab',
    () => expect(messages.alert(messagesContent.deleted)).toBeVisible(),
  );
  await expect(messages.threadLinks()).toHaveCount(4);
  await expect(messages.main.getByText('re: Travel vaccinations', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
