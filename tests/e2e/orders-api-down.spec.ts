import { type Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures/test';
import { HomePage, homeCardsContent } from './pages/home-page';
import { LoadFailure, loadFailureContent } from './pages/load-failure';
import { LoginPage } from './pages/login-page';
import { CurrentOrdersPage, ordersContent } from './pages/orders-page';
import { demoEmails } from './support/demo-accounts';
import { activateByKeyboard } from './support/keyboard';
import { watchForStatus } from './support/seen';
import { testWithOutage, type OrdersOutage } from './support/orders-outage';

/**
 * spec part 1 §8: when the orders cannot be read, the user is told 'Unable to retrieve order details at this
 * time. Please try again.' (errors.json orders.loadFailed), never shown a blank page, and 'Try again' brings the
 * orders once the API answers again.
 *
 * For real, with nothing mocked: these journeys run against a second gateway whose API calls pass through a
 * proxy (support/orders-outage.ts) that can make the API's orders and prescriptions lists fail, with a 503 or by
 * dropping the connection, while sign-in, account details and everything else keep working.
 */
// Every page of these journeys comes from the second gateway.
const test = testWithOutage();

test.afterEach(({ outage }) => {
  outage.bringOrdersBack();
});

test('current orders say the orders cannot be read while the API is unavailable, and show them on try again', async ({
  page,
  outage,
}) => {
  const { orders, failure } = await openCurrentOrdersWhileDown(page, outage);
  await expect(orders.orders).toHaveCount(0);
  await expectAccessible(page);

  // Still down: trying again reads the orders again (the page says it is loading them, if only for the few
  // milliseconds the failing call takes), then says the same again rather than leaving an empty page.
  const loadingShown = await watchForStatus(page, ordersContent.currentLoading);
  await activateByKeyboard(page, failure.tryAgainButton, 'Tab', loadingShown);
  await failure.expectShown(ordersContent.heading, loadFailureContent.ordersLoadFailed);
  await expectAccessible(page);

  // The API is back: trying again shows the orders, the one ready to collect first.
  outage.bringOrdersBack();
  await activateByKeyboard(page, failure.tryAgainButton);
  await failure.expectGone();
  await orders.expectLoaded();
  await expect(orders.orders.first()).toContainText(ordersContent.readyToCollectStatus);
  await expectAccessible(page);
});

test('after try again, keyboard focus is on the reloaded page, not back at the top of the document', async ({
  page,
  outage,
}) => {
  // 'Try again' puts the screen back to its loading state, which removes the pressed button: the page that
  // comes next takes focus on its h1 (ACCESSIBILITY.md), rather than focus falling to <body>.
  const { orders, failure } = await openCurrentOrdersWhileDown(page, outage);
  outage.bringOrdersBack();
  await activateByKeyboard(page, failure.tryAgainButton);
  await orders.expectLoaded();
  await expect(orders.orders.first()).toContainText(ordersContent.readyToCollectStatus);
  await expect(orders.frame.pageHeading).toBeFocused({ timeout: 2_000 });
});

test('home says the orders cannot be read while the API is unreachable, and shows its cards on try again', async ({
  page,
  outage,
}) => {
  outage.takeOrdersDown('unreachable');
  await new LoginPage(page).signInAs(demoEmails.alexLinked);

  // Signed in, but home cannot show its cards: it says why, under its own heading, which has focus.
  const home = new HomePage(page);
  const failure = new LoadFailure(page);
  await expect(page).toHaveURL(/\/$/);
  await failure.expectShown(homeCardsContent.title, loadFailureContent.ordersLoadFailed);
  await failure.frame.expectHeadingFocused(homeCardsContent.title);
  await expect(home.liveOrdersCard).toHaveCount(0);
  await expectAccessible(page);

  outage.bringOrdersBack();
  await activateByKeyboard(page, failure.tryAgainButton);
  await failure.expectGone();
  await home.expectLoaded('Alex');
  await expect(home.liveOrdersCard).toContainText(homeCardsContent.liveOrdersCount(2));
  await expect(home.prescriptionsCard).toBeVisible();
  await expectAccessible(page);
});

/**
 * Alex signs in while all is well, then the API stops answering for orders and he goes on to his orders by
 * keyboard, from home's live orders card: current orders keeps its heading, which takes focus as on any route
 * change, and its alert says the orders cannot be read.
 */
async function openCurrentOrdersWhileDown(
  page: Page,
  outage: OrdersOutage,
): Promise<{ orders: CurrentOrdersPage; failure: LoadFailure }> {
  const home = await HomePage.signedIn(page, demoEmails.alexLinked, 'Alex');

  outage.takeOrdersDown('unavailable');
  await activateByKeyboard(page, home.viewOrdersLink);

  const orders = new CurrentOrdersPage(page);
  const failure = new LoadFailure(page);
  await expect(page).toHaveURL(/\/my-meds\/orders$/);
  await failure.expectShown(ordersContent.heading, loadFailureContent.ordersLoadFailed);
  await orders.frame.expectHeadingFocused(ordersContent.heading);
  return { orders, failure };
}
