import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage, homeCardsContent } from './pages/home-page';
import {
  CurrentOrdersPage,
  MyMedsPage,
  ordersContent,
  PreviousOrdersPage,
} from './pages/orders-page';
import { newOrderContent, NewOrderPage } from './pages/new-order-page';
import { demoEmails } from './support/demo-accounts';

/**
 * spec part 1 §2 'Home screen', 'My meds', 'Current orders' and 'Previous orders' with nothing to show: each
 * screen says so in words instead of leaving a gap. Data (api/src/demo/seed.ts, seed-orders.ts,
 * seed-reminders.ts): nadia has a pharmacy but no orders and no reminders, and no journey gives her any, so
 * nothing needs putting back. She is not IM1-linked, so home shows her no 'Prescriptions' card at all; ellis
 * is linked and prescribing, but his GP record holds no repeat courses.
 */
test('nadia, with no orders and no reminders, is told so on home, my meds, current and previous orders', async ({
  page,
}) => {
  const home = await HomePage.signedIn(page, demoEmails.nadiaNhsLogin, 'Nadia');
  await expect(home.scheduleCard).toContainText(homeCardsContent.noReminders);
  await expect(home.scheduleItems()).toHaveCount(0);
  await expect(home.liveOrdersCard).toContainText(homeCardsContent.noLiveOrders);
  await expect(home.liveOrdersCard.getByRole('listitem')).toHaveCount(0);
  await expect(home.prescriptionsCard).toHaveCount(0);
  await expectAccessible(page);

  // Home → Current orders through the live orders card, by keyboard.
  const orders = new CurrentOrdersPage(page);
  await orders.openFrom(home.viewOrdersLink);
  await orders.expectEmpty();
  await expectAccessible(page);

  // Current orders → My meds through the navigation: no live order, and, with nothing ordered before, no
  // History card leading to previous orders…
  const myMeds = new MyMedsPage(page);
  await myMeds.openFromNavigation();
  await myMeds.expectCards(ordersContent.myMedsNoLiveOrders, { history: false });
  await expectAccessible(page);

  // …but the address still works, and says there is nothing there yet.
  const previous = new PreviousOrdersPage(page);
  await previous.goto();
  await previous.expectEmpty();
  await expectAccessible(page);
});

test('ellis, linked but with no repeat courses, is told so on home and when ordering', async ({
  page,
}) => {
  const home = await HomePage.signedIn(page, demoEmails.ellisNoCourses, 'Ellis');
  await expect(home.prescriptionsCard).toContainText(homeCardsContent.noPrescriptions);
  await expectAccessible(page);

  await page.getByRole('link', { name: homeCardsContent.orderLink }).click();
  const order = new NewOrderPage(page);
  await order.expectOn(newOrderContent.addItemHeading);
  await expect(order.frame.main).toContainText(newOrderContent.noPrescriptions);
  await expect(order.basket).toContainText(newOrderContent.basketEmpty);
  await expectAccessible(page);
});
