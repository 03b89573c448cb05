import { expect, expectAccessible, test } from './fixtures/test';
import { tabTo } from './support/keyboard';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { newOrderContent, NewOrderPage } from './pages/new-order-page';
import { MyMedsPage, ordersContent, PreviousOrdersPage } from './pages/orders-page';
import { demoEmails, demoPassword } from './support/demo-accounts';
import { cancelOrdersPlacedSince } from './support/demo-data';

/**
 * spec part 1 §2 'My meds' and 'Previous orders', §5 duplicate items: alex opens his previous orders from the
 * History card, is told what is missing when he reorders with nothing selected, then selects an item with the
 * keyboard, and orders it again: the new order starts with it in the basket. Other journeys count alex's
 * live orders, so the order is cancelled afterwards through the API.
 */
const reorderedItem = 'Amlodipine 5mg tablets';
let startedAt: Date;

test.beforeEach(() => {
  startedAt = new Date();
});

test.afterEach(async () => {
  await cancelOrdersPlacedSince(demoEmails.alexLinked, startedAt);
});

test('alex reorders a previous item from History by keyboard, told first to select one', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(demoEmails.alexLinked, demoPassword);
  await new HomePage(page).expectLoaded('Alex');

  const myMeds = new MyMedsPage(page);
  await page.goto('/my-meds');
  await myMeds.expectLoaded();
  await expectAccessible(page);

  // My meds → Previous orders through the History card.
  await tabTo(page, myMeds.historyLink);
  await page.keyboard.press('Enter');
  const previous = new PreviousOrdersPage(page);
  await previous.expectLoaded();
  await previous.frame.expectHeadingFocused(ordersContent.previousHeading);

  // The seeded orders repeat amlodipine, atorvastatin and salbutamol: each shows once.
  await expect(previous.table.getByRole('columnheader')).toHaveText([
    'Select',
    'Item',
    'Ordered on',
    'Status',
  ]);
  for (const item of [reorderedItem, 'Atorvastatin 20mg tablets']) {
    await expect(previous.checkboxFor(item)).toHaveCount(1);
    await expect(previous.checkboxFor(item)).not.toBeChecked();
  }
  await expectAccessible(page);

  // Nothing selected: the button still works and says what is missing.
  await tabTo(page, previous.reorderButton);
  await page.keyboard.press('Enter');
  await previous.expectErrorSummary(ordersContent.noneSelected);
  const summaryLink = previous.errorSummary.getByRole('link', { name: ordersContent.noneSelected });
  await expect(summaryLink).toHaveAttribute(
    'href',
    `#${await previous.checkboxes.first().getAttribute('id')}`,
  );
  await expectAccessible(page);

  // Select an item with Space, then reorder: the page is left for the new order.
  const checkbox = previous.checkboxFor(reorderedItem);
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await tabTo(page, previous.reorderButton);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-meds\/orders\/new$/);
  const order = new NewOrderPage(page);
  await order.expectOn(newOrderContent.addItemHeading);
  await order.frame.expectHeadingFocused(newOrderContent.addItemHeading);
  await expect(order.frame.main.locator('.nhsuk-inset-text')).toHaveText(
    newOrderContent.fromPrevious(1),
  );
  await expect(order.basketItems()).toHaveCount(1);
  await expect(order.basketItems()).toContainText([reorderedItem]);
  await expectAccessible(page);

  // Through the summary and the check, and sent.
  await tabTo(page, order.continueButton);
  await page.keyboard.press('Enter');
  await order.expectOn(newOrderContent.summaryHeading);
  await tabTo(page, order.continueButton);
  await page.keyboard.press('Enter');
  await order.expectOn(newOrderContent.confirmationHeading);
  await tabTo(page, order.sendButton);
  await page.keyboard.press('Enter');
  await order.expectOn(newOrderContent.sentHeading);
  await expect(order.frame.main.locator('.nhsuk-panel')).toHaveText(newOrderContent.sentPanel);
  await expectAccessible(page);
});
