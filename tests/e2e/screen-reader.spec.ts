import { expect, test } from './fixtures/test';
import { HomePage, homeCardsContent } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { NewOrderPage, newOrderContent } from './pages/new-order-page';
import { CurrentOrdersPage, ordersContent } from './pages/orders-page';
import { frameContent, homeContent, loginContent } from './support/content';
import { demoEmails, demoPassword, demoPatientIds } from './support/demo-accounts';
import { cancelOrdersPlacedSince, selectPatientDirectly } from './support/demo-data';
import { headingPhrase, ScreenReader } from './support/screen-reader';
import { escapeRegExp } from './support/text';

/**
 * What a screen reader says through sign-in, an error summary and placing an order (issue #12), heard by
 * @guidepup/virtual-screen-reader running in Chromium over the real stack (support/screen-reader.ts). The tests
 * assert the key phrases: each page's heading on arrival (the app moves focus to the h1) and its title, error
 * summaries, and what live regions announce. Each saves its whole transcript under test-results/screen-reader/.
 */
let reader: ScreenReader;

test.beforeEach(async ({ page }) => {
  reader = await ScreenReader.install(page);
});

test.afterEach(async () => {
  await reader.save();
});

test.describe('sign-in', () => {
  test.afterEach(async () => {
    // Alex's own patient again, whatever happened: other journeys expect 'Welcome, Alex'.
    await selectPatientDirectly(demoEmails.alexLinked, demoPatientIds.alexMorgan);
  });

  test('the form is read with its labels, home by its heading, and a patient switch is announced', async ({
    page,
  }) => {
    await new LoginPage(page).goto();
    await reader.start();
    await reader.moveTo(headingPhrase(loginContent.heading));
    await reader.moveTo(`textbox, ${loginContent.emailLabel}`);
    await reader.type(demoEmails.alexLinked);
    // A password field has no ARIA role: the reader gives its label alone.
    await reader.press('Tab');
    await reader.expectHeard(loginContent.passwordLabel);
    await reader.type(demoPassword);
    await reader.moveTo(`button, ${loginContent.submit}`);
    await reader.act();
    await reader.expectArrival(homeContent.heading('Alex'));

    await reader.moveTo(homeContent.currentPatient('Alex'));
    await reader.moveTo(`button, ${homeContent.switchTo('Sam Morgan')}`);
    await reader.act();
    await reader.expectHeard(`polite: ${homeContent.switched('Sam Morgan')}`);
  });
});

test('a form sent empty: its error summary is focused and read, and its link leads to the field', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await reader.start();
  await reader.moveTo(`button, ${loginContent.submit}`);
  await reader.act();
  await reader.expectErrorSummary({
    summary: login.errorSummary,
    pageHeading: loginContent.heading,
    title: loginContent.errorSummaryTitle,
    firstError: loginContent.fieldsRequired,
  });
  await reader.moveTo(`link, ${loginContent.fieldsRequired}`);
  await reader.act();
  // The field is read with its error (its description).
  await reader.expectHeard(
    new RegExp(
      `^textbox, ${loginContent.emailLabel}, .*${escapeRegExp(loginContent.fieldsRequired)}`,
    ),
  );
});

test.describe('placing an order', () => {
  let startedAt: Date;
  test.beforeEach(() => {
    startedAt = new Date();
  });
  test.afterEach(async () => {
    // Other journeys count Alex's live orders: cancel this test's order if it did not get that far.
    await cancelOrdersPlacedSince(demoEmails.alexLinked, startedAt);
  });

  test('each page is announced by its heading; the basket, the comment counter and the cancel by live regions', async ({
    page,
  }) => {
    // The longest journey of the suite, read item by item: more than the default minute on a busy machine.
    test.slow();
    // No live order of Alex's holds it (api/src/demo/seed-orders.ts), so the new order can be found by it.
    const medicine = 'Omeprazole 20mg gastro-resistant capsules';
    await HomePage.signedIn(page, demoEmails.alexLinked, 'Alex');
    const order = new NewOrderPage(page);
    await reader.start();
    await reader.moveTo(`link, ${homeCardsContent.orderLink}`);
    await reader.act();
    await reader.expectArrival(newOrderContent.addItemHeading);

    await reader.moveTo(`button, ${newOrderContent.continue}`);
    await reader.act();
    await reader.expectErrorSummary({
      summary: order.frame.main.locator('.nhsuk-error-summary'),
      pageHeading: newOrderContent.addItemHeading,
      title: ordersContent.errorSummaryTitle,
      firstError: newOrderContent.basketEmptyError,
    });
    await reader.moveTo(`button, ${newOrderContent.add(medicine)}`);
    await reader.act();
    await reader.expectHeard(`polite: ${newOrderContent.added(medicine)}`);
    await reader.moveTo(`button, ${newOrderContent.continue}`);
    await reader.act();
    await reader.expectArrival(newOrderContent.summaryHeading);

    // The counter's hidden copy is announced once typing pauses.
    const comment = 'Please have it ready by Friday.';
    await reader.moveTo({ startsWith: `textbox, ${newOrderContent.commentLabel}` });
    await reader.type(comment);
    await reader.expectHeard(`polite: ${newOrderContent.counter(400 - comment.length)}`);
    await reader.moveTo(`button, ${newOrderContent.continue}`);
    await reader.act();
    await reader.expectArrival(newOrderContent.confirmationHeading);
    await reader.moveTo(comment);
    await reader.moveTo(`button, ${newOrderContent.send}`);
    await reader.act();
    await reader.expectArrival(newOrderContent.sentHeading);
    await reader.moveTo(newOrderContent.sentPanel);
    await reader.moveTo(`link, ${newOrderContent.viewOrders}`);
    await reader.act();
    await reader.expectArrival(ordersContent.heading);

    // The new order's status is read before its items; its Cancel button follows them.
    await reader.moveTo(medicine);
    await reader.moveTo('Status: Requested from your GP', { backwards: true });
    await reader.moveTo(`button, ${ordersContent.cancelOrder}`);
    await reader.act();
    await reader.expectHeard({ startsWith: `textbox, ${ordersContent.reasonLabel}` });
    await reader.type('Ordered by mistake');
    await reader.moveTo(`button, ${ordersContent.submitCancel}`);
    await reader.act();
    // The success banner is heard as its title, its message and its button, each a phrase of its own.
    await reader.expectHeard(`polite: ${frameContent.alertSuccess}`);
    await reader.expectHeard(`polite: ${ordersContent.cancelled}`);
    await reader.expectHeard(`polite: ${frameContent.alertDismiss}`);
    await reader.expectNotHeard(`${frameContent.alertSuccess}${ordersContent.cancelled}`);
    await reader.expectNotHeard(`${ordersContent.cancelled}${frameContent.alertDismiss}`);
    await expect(new CurrentOrdersPage(page).orderWithItem(medicine)).toHaveCount(0);
  });
});
