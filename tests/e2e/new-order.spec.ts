import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage, homeCardsContent } from './pages/home-page';
import { newOrderContent as content, NewOrderPage } from './pages/new-order-page';
import { CurrentOrdersPage, ordersContent } from './pages/orders-page';
import { demoEmails } from './support/demo-accounts';
import { cancelOrdersPlacedSince } from './support/demo-data';
import { isFocused, tabTo } from './support/keyboard';
import { expectSeen } from './support/seen';
import { inlineError } from './pages/frame';

/**
 * spec part 1 §2 'New order', §4 (pages, leave warning), §5 (comment, early reorder), §6 (who may order):
 * the whole order journey against the real stack, by keyboard where a patient would use one.
 *
 * Other journeys count the demo accounts' live orders, so each test's orders are cancelled afterwards through
 * the API (they stay behind as cancelled, previous orders), whether or not the test finished.
 */
let startedAt: Date;

test.beforeEach(() => {
  startedAt = new Date();
});

test.afterEach(async () => {
  for (const email of [demoEmails.alexLinked, demoEmails.taraTpp, demoEmails.morganManual]) {
    await cancelOrdersPlacedSince(email, startedAt);
  }
});

test('alex orders two repeat items with a comment, sees the live order, and cancels it', async ({
  page,
}) => {
  await HomePage.signedIn(page, demoEmails.alexLinked, 'Alex');
  const order = new NewOrderPage(page);
  await page.getByRole('link', { name: homeCardsContent.orderLink }).click();
  await order.expectOn(content.addItemHeading);
  await order.frame.expectHeadingFocused(content.addItemHeading);
  await expect(order.basket).toContainText(content.basketEmpty);
  await expectAccessible(page);

  // Continue with nothing in the basket: the error summary says what to do and its link leads to an Add button.
  await tabTo(page, order.continueButton);
  await page.keyboard.press('Enter');
  const errorSummary = order.frame.main.locator('.nhsuk-error-summary');
  await expect(errorSummary).toBeFocused();
  await expect(errorSummary).toContainText(content.basketEmptyError);
  await expect(page).toHaveTitle(/^Error: Order your medicines/);
  await expectAccessible(page);

  // Add two medicines by keyboard: each is announced, and its button turns into Remove and keeps focus.
  // No live order holds both (api/src/demo/seed-orders.ts), so the new one can be told apart.
  for (const name of ['Amlodipine 5mg tablets', 'Salbutamol 100micrograms/dose inhaler']) {
    await tabTo(page, order.addButton(name));
    await page.keyboard.press('Enter');
    await expect(order.status).toHaveText(content.added(name));
    await expect(order.removeButton(name)).toBeFocused();
  }
  await expect(order.basketItems()).toHaveCount(2);
  await expect(errorSummary).toHaveCount(0);
  await expectAccessible(page);

  // Continue is not leaving: no warning, and the summary page takes focus.
  await tabTo(page, order.continueButton);
  await page.keyboard.press('Enter');
  await order.expectOn(content.summaryHeading);
  await order.frame.expectHeadingFocused(content.summaryHeading);
  await expect(order.comment).toHaveAccessibleName(content.commentLabel);
  await expect(order.comment).toHaveAccessibleDescription(new RegExp(content.counter(400)));
  const comment = 'Please have both ready by Friday.';
  await tabTo(page, order.comment);
  await page.keyboard.type(comment);
  await expect(order.commentCounter).toHaveText(content.counter(400 - comment.length));
  await expectSeen(order.commentCounter);
  await expect(order.commentCounterAnnounced).toHaveText(content.counter(400 - comment.length));
  const early = order.frame.main.getByRole('checkbox', { name: content.earlyReorder });
  await tabTo(page, early);
  await page.keyboard.press('Space');
  await expect(order.frame.main.getByRole('radio', { name: content.holiday })).toBeChecked();
  await expectAccessible(page);
  await tabTo(page, order.continueButton);
  await page.keyboard.press('Enter');

  // Check the order, then send it.
  await order.expectOn(content.confirmationHeading);
  const summary = order.frame.main.locator('.nhsuk-summary-list');
  await expect(summary).toContainText('Amlodipine 5mg tablets');
  await expect(summary).toContainText('Salbutamol 100micrograms/dose inhaler');
  await expect(summary).toContainText(comment);
  await expect(summary).toContainText(content.holiday);
  await expectAccessible(page);
  await tabTo(page, order.sendButton);
  await page.keyboard.press('Enter');

  // The thank-you, and the feedback question.
  await order.expectOn(content.sentHeading);
  await expect(order.frame.main.locator('.nhsuk-panel')).toHaveText(content.sentPanel);
  await expectAccessible(page);
  const sendFeedback = order.frame.main.getByRole('button', { name: content.sendFeedback });
  await tabTo(page, order.frame.main.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  await tabTo(page, sendFeedback);
  await page.keyboard.press('Enter');
  await expect(order.frame.main.getByText(content.feedbackThanks)).toBeFocused();
  await expectAccessible(page);

  // Leaving now is not held back: the order is live in current orders.
  await order.frame.main.getByRole('link', { name: content.viewOrders }).click();
  const orders = new CurrentOrdersPage(page);
  await orders.expectLoaded();
  const placed = orders.orderWithItem('Salbutamol 100micrograms/dose inhaler').filter({
    hasText: 'Amlodipine 5mg tablets',
  });
  await expect(placed).toHaveCount(1);
  await expect(placed).toContainText('Status: Requested from your GP');
  await expectAccessible(page);

  // …and can be cancelled with a reason.
  await tabTo(page, orders.cancelButton(placed));
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ordered by mistake');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(orders.statusRegion).toContainText(ordersContent.cancelled);
  await expect(placed).toHaveCount(0);
});

test('tara (TPP practice) cannot send an order without the comment her practice requires', async ({
  page,
}) => {
  await HomePage.signedIn(page, demoEmails.taraTpp, 'Tara');
  const order = new NewOrderPage(page);
  await page.goto('/my-meds/orders/new');
  await order.expectOn(content.addItemHeading);
  await order.addButton('Sertraline 50mg tablets').click();
  await order.continueButton.click();
  await order.expectOn(content.summaryHeading);
  await expect(order.comment).toHaveAccessibleName(content.commentLabelRequired);

  // No comment: refused, with the catalogue's message in the summary and on the field.
  await tabTo(page, order.continueButton);
  await page.keyboard.press('Enter');
  const errorSummary = order.frame.main.locator('.nhsuk-error-summary');
  await expect(errorSummary).toBeFocused();
  await expect(errorSummary).toContainText(content.commentRequired);
  await expect(page).toHaveTitle(/^Error: Your order/);
  await expect(order.comment).toHaveAccessibleDescription(new RegExp(content.commentRequired));
  await expectSeen(errorSummary);
  await expectSeen(inlineError(order.comment));
  await expectAccessible(page);

  // The summary's link takes focus to the comment. The counter is seen, not only in the DOM (nhsuk-frontend's
  // CSS hides it unless the component is marked initialised), and follows each key: 401 are one too many.
  await errorSummary.getByRole('link', { name: content.commentRequired }).press('Enter');
  await expect(order.comment).toBeFocused();
  await expectSeen(order.commentCounter);
  await expect(order.commentCounter).toHaveText(content.counter(400));
  await order.comment.fill('x'.repeat(399));
  await expect(order.commentCounter).toHaveText(content.counter(1));
  await page.keyboard.type('x');
  await expect(order.commentCounter).toHaveText(content.counter(0));
  await expectSeen(order.commentCounter);
  await page.keyboard.type('x');
  await expect(order.commentCounter).toHaveText(content.tooMany(1));
  await expectSeen(order.commentCounter);
  await expect(order.comment).toHaveAccessibleDescription(new RegExp(content.tooMany(1)));
  await order.continueButton.click();
  await expect(errorSummary).toContainText('Your comment must be 400 characters or fewer');
  await expectSeen(inlineError(order.comment));
  await expectAccessible(page);

  await order.comment.fill('Running low, please.');
  await order.continueButton.click();
  await order.expectOn(content.confirmationHeading);
  await order.sendButton.click();
  await order.expectOn(content.sentHeading);
});

test('morgan (manual reordering) orders a medicine typed in', async ({ page }) => {
  await HomePage.signedIn(page, demoEmails.morganManual, 'Morgan');
  const order = new NewOrderPage(page);
  await page.getByRole('link', { name: homeCardsContent.importantUpdateOrder }).click();
  await order.expectOn(content.addItemHeading);
  // Not linked: no prescriptions, a medicine entry instead.
  await expect(
    order.frame.main.getByRole('heading', { name: 'Your repeat prescriptions' }),
  ).toHaveCount(0);
  const name = order.frame.main.getByRole('textbox', { name: content.manualName });
  const strength = order.frame.main.getByRole('textbox', { name: content.manualOption });
  const add = order.frame.main.getByRole('button', { name: content.manualAdd, exact: true });

  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const errorSummary = order.frame.main.locator('.nhsuk-error-summary');
  await expect(errorSummary).toContainText(content.manualNameRequired);
  await expect(name).toHaveAccessibleDescription(new RegExp(content.manualNameRequired));
  await expectAccessible(page);

  await tabTo(page, name);
  await page.keyboard.type('Paracetamol 500mg tablets');
  await page.keyboard.press('Tab');
  await expect(strength).toBeFocused();
  await page.keyboard.type('32 tablets');
  await page.keyboard.press('Enter');
  await expect(order.status).toHaveText(content.added('Paracetamol 500mg tablets'));
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('');
  await expect(order.basketItems()).toHaveCount(1);
  await expect(order.basketItems()).toContainText(['Paracetamol 500mg tablets32 tablets']);
  await expectAccessible(page);

  await order.continueButton.click();
  await order.expectOn(content.summaryHeading);
  await order.continueButton.click();
  await order.expectOn(content.confirmationHeading);
  await order.sendButton.click();
  await order.expectOn(content.sentHeading);
  await expect(order.frame.main.locator('.nhsuk-panel')).toHaveText(content.sentPanelManual);

  await order.frame.main.getByRole('link', { name: content.viewOrders }).click();
  const orders = new CurrentOrdersPage(page);
  await orders.expectLoaded();
  await expect(orders.orderWithItem('Paracetamol 500mg tablets')).toHaveCount(1);
});

test('leaving with a full basket warns first; staying keeps it, leaving empties it', async ({
  page,
}) => {
  await HomePage.signedIn(page, demoEmails.alexLinked, 'Alex');
  const order = new NewOrderPage(page);
  await page.goto('/my-meds/orders/new');
  await order.expectOn(content.addItemHeading);
  await order.addButton('Salbutamol 100micrograms/dose inhaler').click();

  // Home from the navigation: held back, the warning's heading takes focus.
  await tabTo(page, order.frame.homeLink, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(order.leaveWarning).toBeVisible();
  await expect(
    order.leaveWarning.getByRole('heading', { name: content.leaveHeading }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/my-meds\/orders\/new$/);
  await expectAccessible(page);

  // Stay: the warning goes, focus goes back to the link, the basket is as it was.
  await tabTo(page, order.leaveWarning.getByRole('button', { name: content.stay }));
  await page.keyboard.press('Enter');
  await expect(order.leaveWarning).toHaveCount(0);
  expect(await isFocused(order.frame.homeLink)).toBe(true);
  await expect(order.basketItems()).toHaveCount(1);

  // Leave: home, and the basket is empty when the patient comes back.
  await page.keyboard.press('Enter');
  await order.leaveWarning.getByRole('button', { name: content.leave }).click();
  await new HomePage(page).expectLoaded('Alex');
  await page.getByRole('link', { name: homeCardsContent.orderLink }).click();
  await order.expectOn(content.addItemHeading);
  await expect(order.basket).toContainText(content.basketEmpty);
});

test("the browser's Back button with a full basket warns first too", async ({ page }) => {
  await HomePage.signedIn(page, demoEmails.alexLinked, 'Alex');
  const order = new NewOrderPage(page);
  await page.getByRole('link', { name: homeCardsContent.orderLink }).click();
  await order.expectOn(content.addItemHeading);
  await order.addButton('Salbutamol 100micrograms/dose inhaler').click();

  // Back: held, the address stays on the order, the warning's heading takes focus.
  await page.goBack();
  await expect(
    order.leaveWarning.getByRole('heading', { name: content.leaveHeading }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/my-meds\/orders\/new$/);
  await expectAccessible(page);

  await order.leaveWarning.getByRole('button', { name: content.stay }).click();
  await expect(order.leaveWarning).toHaveCount(0);
  await expect(order.basketItems()).toHaveCount(1);

  // Back again, and leave: the step back happens, and the basket is empty.
  await page.goBack();
  await order.leaveWarning.getByRole('button', { name: content.leave }).click();
  await new HomePage(page).expectLoaded('Alex');
  await page.getByRole('link', { name: homeCardsContent.orderLink }).click();
  await order.expectOn(content.addItemHeading);
  await expect(order.basket).toContainText(content.basketEmpty);
});

test('nadia (neither linked nor reordering manually) is sent home from the new order', async ({
  page,
}) => {
  await HomePage.signedIn(page, demoEmails.nadiaNhsLogin, 'Nadia');
  await page.goto('/my-meds/orders/new');
  await new HomePage(page).expectLoaded('Nadia');
  await expect(page).toHaveURL(/\/$/);
});
