import { expect, test } from './fixtures/test';
import { inlineError } from './pages/frame';
import { HomePage, homeCardsContent } from './pages/home-page';
import { newOrderContent as content, NewOrderPage } from './pages/new-order-page';
import { CurrentOrdersPage, ordersContent } from './pages/orders-page';
import { frameContent } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { cancelOrdersPlacedSince } from './support/demo-data';
import { activateByKeyboard, press, tabTo, typeText } from './support/keyboard';
import { expectSeen } from './support/seen';

/**
 * Placing an order and cancelling it by keyboard alone (issue #12; spec part 1 §2 'New order', 'Current
 * orders'): Tab, Shift+Tab, Enter and Space, focus checked after every key (support/keyboard.ts), what a
 * sighted user must read checked as seen (support/seen.ts). The audits run once, at the end (fixtures/test.ts):
 * the route crawl audits every page and state.
 */
let startedAt: Date;
test.beforeEach(() => {
  startedAt = new Date();
});
test.afterEach(async () => {
  // Other journeys count Alex's live orders: cancel this test's order if it did not get that far.
  await cancelOrdersPlacedSince(demoEmails.alexLinked, startedAt);
});

test('alex orders one repeat medicine by keyboard, then cancels it, blank reason first', async ({
  page,
}) => {
  // No live order of Alex's holds it (api/src/demo/seed-orders.ts), so the new order can be found by it.
  const medicine = 'Omeprazole 20mg gastro-resistant capsules';
  await HomePage.signedInByKeyboard(page, demoEmails.alexLinked, 'Alex');
  const order = new NewOrderPage(page);
  await activateByKeyboard(
    page,
    page.getByRole('link', { name: homeCardsContent.orderLink }),
    'Tab',
    () => order.frame.expectHeadingFocused(content.addItemHeading),
  );

  // Add it: announced, and its button turns into Remove and keeps focus.
  await activateByKeyboard(page, order.addButton(medicine), 'Tab', async () => {
    await expect(order.status).toHaveText(content.added(medicine));
    await expect(order.removeButton(medicine)).toBeFocused();
  });
  await activateByKeyboard(page, order.continueButton, 'Tab', () =>
    order.frame.expectHeadingFocused(content.summaryHeading),
  );

  // The comment, typed; its counter is seen as it counts down.
  const comment = 'Please have it ready by Friday.';
  await tabTo(page, order.comment);
  await typeText(page, comment);
  await expect(order.commentCounter).toHaveText(content.counter(400 - comment.length));
  await expectSeen(order.commentCounter);
  await activateByKeyboard(page, order.continueButton, 'Tab', () =>
    order.frame.expectHeadingFocused(content.confirmationHeading),
  );
  await activateByKeyboard(page, order.sendButton, 'Tab', () =>
    order.frame.expectHeadingFocused(content.sentHeading),
  );
  await expectSeen(order.frame.main.locator('.nhsuk-panel'));

  // On to current orders by the link under the thanks.
  const orders = new CurrentOrdersPage(page);
  await activateByKeyboard(
    page,
    order.frame.main.getByRole('link', { name: content.viewOrders }),
    'Tab',
    () => orders.frame.expectHeadingFocused(ordersContent.heading),
  );
  const placed = orders.orderWithItem(medicine);
  await expect(placed).toHaveCount(1);

  // Cancel: the form opens with focus on the reason. A blank reason is refused, seen in the summary and inline.
  await activateByKeyboard(page, orders.cancelButton(placed), 'Tab', () =>
    expect(orders.reasonField).toBeFocused(),
  );
  await press(page, 'Tab');
  await expect(orders.submitCancelButton).toBeFocused();
  await press(page, 'Enter', () => orders.expectErrorSummary(ordersContent.reasonRequired));
  await expectSeen(orders.errorSummary);
  await expectSeen(inlineError(orders.reasonField));

  // The summary's link leads back to the field; with a reason it is cancelled, and the banner is seen.
  await press(page, 'Tab');
  await press(page, 'Enter', () => expect(orders.reasonField).toBeFocused());
  await typeText(page, 'Ordered by mistake');
  await press(page, 'Tab');
  await press(page, 'Enter', () => expect(placed).toHaveCount(0));
  const banner = orders.statusRegion.locator('.nhsuk-notification-banner');
  await expectSeen(banner.getByRole('heading', { name: frameContent.alertSuccess }));
  await expectSeen(banner.getByText(ordersContent.cancelled));
  await orders.frame.expectHeadingFocused(ordersContent.heading);

  // The banner's Dismiss button is reached by keyboard; dismissing it puts focus on the h1, not on body.
  await activateByKeyboard(
    page,
    banner.getByRole('button', { name: frameContent.alertDismiss }),
    'Shift+Tab',
    () => expect(banner).toHaveCount(0),
  );
  await orders.frame.expectHeadingFocused(ordersContent.heading);
});
