import { seedCourseGuids } from '../../api/src/demo/seed-ids';
import { expect, expectAccessible, test } from './fixtures/test';
import { tabTo } from './support/keyboard';
import { expectSeen } from './support/seen';
import { inlineError } from './pages/frame';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { CurrentOrdersPage, MyMedsPage, ordersContent } from './pages/orders-page';
import { frameContent } from './support/content';
import { demoEmails, demoPassword } from './support/demo-accounts';
import { apiHeaders, cancelOrderDirectly } from './support/demo-data';
import { e2eApiURL } from './support/stack';

/**
 * spec part 1 §2 'My meds' and 'Current orders', §5 cancellation, §8: alex opens his current orders by keyboard,
 * sees the order ready to collect first with its tracker, and cancels a requested order with a reason.
 *
 * Cancelling is final (the API has no way back), so the journey does not cancel a seeded order, which other
 * journeys (home cards, the my-meds badge) count on: before each test it places an order of its own through the
 * API (Omeprazole, an item no seeded live order has) and cancels that one; afterEach cancels it through the API if
 * the test stopped first. What stays behind is one extra cancelled (previous) order for alex.
 */
const orderedItem = 'Omeprazole 20mg gastro-resistant capsules';
let placedOrderId: string | undefined;

test.beforeEach(async () => {
  placedOrderId = await placeOrderDirectly(demoEmails.alexLinked);
});

test.afterEach(async () => {
  if (placedOrderId) await cancelOrderDirectly(demoEmails.alexLinked, placedOrderId);
  placedOrderId = undefined;
});

test('alex opens current orders by keyboard, sees ready to collect first, and cancels with a reason', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectAccessible(page);
  await login.signIn(demoEmails.alexLinked, demoPassword);
  await new HomePage(page).expectLoaded('Alex');
  await expectAccessible(page);

  // Home → My meds with the keyboard: Tab to the navigation link, Enter; focus moves to the new h1.
  const myMeds = new MyMedsPage(page);
  // The navigation comes before main: from the focused h1, back through it with Shift+Tab. The link's name may
  // go on with its badge ('My meds, 1 order ready to collect').
  const myMedsLink = myMeds.frame.navigation.getByRole('link', {
    name: new RegExp(`^${frameContent.myMeds}`),
  });
  await tabTo(page, myMedsLink, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await myMeds.expectLoaded();
  await myMeds.frame.expectHeadingFocused(ordersContent.myMedsHeading);
  await expectAccessible(page);

  // My meds → Current orders through the Live orders card.
  await tabTo(page, myMeds.liveOrdersLink);
  await page.keyboard.press('Enter');
  const orders = new CurrentOrdersPage(page);
  await orders.expectLoaded();
  await orders.frame.expectHeadingFocused(ordersContent.heading);

  // The order ready to collect comes first, and its tracker says each step's state in words.
  const first = orders.orders.first();
  await expect(first).toContainText(ordersContent.readyToCollectStatus);
  await expect(orders.trackerSteps(first)).toHaveText([
    'Requested (completed)',
    'Approved by GP (completed)',
    'Being prepared (completed)',
    'Ready to collect (completed)',
    'Collected (not completed)',
  ]);
  await expect(orders.trackerSteps(first).nth(3)).toHaveAttribute('aria-current', 'step');
  await expect(orders.cancelButton(first)).toHaveCount(0);
  await expectAccessible(page);

  // Cancel the requested order: the form opens with focus on the reason.
  const order = orders.orderWithItem(orderedItem);
  await expect(order).toHaveCount(1);
  await tabTo(page, orders.cancelButton(order));
  await page.keyboard.press('Enter');
  await expect(orders.reasonField).toBeFocused();

  // A blank reason is refused: the error summary is focused, the field says why, the title says Error.
  await page.keyboard.type('   ');
  await page.keyboard.press('Tab');
  await expect(orders.submitCancelButton).toBeFocused();
  await page.keyboard.press('Enter');
  await orders.expectErrorSummary(ordersContent.reasonRequired);
  await expectSeen(orders.errorSummary);
  await expectSeen(inlineError(orders.reasonField));
  await expect(orders.reasonField).toHaveAccessibleDescription(
    new RegExp(ordersContent.reasonRequired),
  );
  await expectAccessible(page);

  // With a reason it is cancelled: announced, the order is gone, focus on the h1.
  await tabTo(page, orders.reasonField);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('I ordered it from another pharmacy');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(orders.statusRegion).toContainText(ordersContent.cancelled);
  await expectSeen(orders.statusRegion.getByText(ordersContent.cancelled));
  placedOrderId = undefined;
  await expect(order).toHaveCount(0);
  await orders.frame.expectHeadingFocused(ordersContent.heading);
  await expect(page).toHaveTitle(/^Current orders/);
  await expectAccessible(page);
});

/** Places a requested (cancellable) order of Omeprazole for the account's selected patient. */
async function placeOrderDirectly(email: string): Promise<string> {
  const response = await fetch(`${e2eApiURL}/v1/orders`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: JSON.stringify({
      items: [
        {
          description: orderedItem,
          itemOrderType: 'IM1',
          medicationCourseGuid: seedCourseGuids.alexOmeprazole,
        },
      ],
      deliveryMethod: 'Collection',
    }),
  });
  if (!response.ok) throw new Error(`API placeOrder answered ${response.status}`);
  const { orders } = (await response.json()) as { orders: { id: string }[] };
  return orders[0]!.id;
}
