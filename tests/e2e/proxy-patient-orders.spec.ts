import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage, homeCardsContent } from './pages/home-page';
import {
  CurrentOrdersPage,
  MyMedsPage,
  ordersContent,
  PreviousOrdersPage,
} from './pages/orders-page';
import { demoEmails, demoPatientIds } from './support/demo-accounts';
import { selectPatientDirectly } from './support/demo-data';
import { activateByKeyboard } from './support/keyboard';

/**
 * spec part 1 §2 'Patient switcher (home)', 'My meds', 'Current orders', 'Previous orders': once alex acts for
 * Sam Morgan, every orders screen shows Sam's orders, not alex's, even a screen alex had just opened for himself
 * (the app keeps what it read); switching back brings alex's back.
 *
 * Data (api/src/demo/seed-orders.ts): Sam has one live order, being prepared, of two inhalers and no previous
 * order; alex has an order of amlodipine ready to collect, and previous orders. No proxy patient has a previous
 * order in the seed, so Sam's previous orders can show only the empty page.
 */
const samsInhaler = 'Clenil Modulite 50micrograms/dose inhaler';
const samsItems = [samsInhaler, 'Salbutamol 100micrograms/dose inhaler'];
const alexsReadyItem = 'Amlodipine 5mg tablets';

test.afterEach(async () => {
  // Alex's own patient again, whatever happened: other journeys expect 'Welcome, Alex'.
  await selectPatientDirectly(demoEmails.alexLinked, demoPatientIds.alexMorgan);
});

test("alex switches to Sam and sees Sam's orders, not his own; switching back shows his again", async ({
  page,
}) => {
  const home = await HomePage.signedIn(page, demoEmails.alexLinked, 'Alex');

  // Alex's own current orders first, so the app has read them before the switch.
  const orders = new CurrentOrdersPage(page);
  await orders.openFrom(home.viewOrdersLink);
  await expect(orders.orderWithItem(alexsReadyItem)).toHaveCount(1);
  await expect(orders.orderWithItem(samsInhaler)).toHaveCount(0);

  // Home, then Sam, by keyboard: home is now Sam's, with Sam's one live order.
  await home.openFromNavigation('Alex');
  await home.switchPatient('Sam Morgan', 'Sam');
  await expect(home.liveOrdersCard).toContainText(homeCardsContent.liveOrdersCount(1));
  await expect(home.liveOrdersCard.getByRole('listitem')).toHaveText([
    new RegExp(`${homeCardsContent.preparing}$`),
  ]);
  await expectAccessible(page);

  // Sam's one live order, with both its items, and nothing of alex's.
  await orders.openFrom(home.viewOrdersLink);
  await expect(orders.orders).toHaveCount(1);
  const samsOrder = orders.orders.first();
  await expect(samsOrder).toContainText(ordersContent.preparingStatus);
  for (const item of samsItems) await expect(samsOrder).toContainText(item);
  await expect(orders.orderWithItem(alexsReadyItem)).toHaveCount(0);
  // Being prepared is past cancelling.
  await expect(orders.cancelButton(samsOrder)).toHaveCount(0);
  await expectAccessible(page);

  // My meds counts Sam's order and offers no History: Sam has ordered nothing before (alex has)…
  const myMeds = new MyMedsPage(page);
  await myMeds.openFromNavigation();
  await myMeds.expectCards(ordersContent.myMedsLiveOrders(1), { history: false });
  await expectAccessible(page);

  // …and previous orders, at its address, has none of alex's to show.
  const previous = new PreviousOrdersPage(page);
  await previous.goto();
  await previous.expectEmpty();
  await expectAccessible(page);

  // Back to alex, by keyboard: his current orders again, Sam's gone…
  await home.openFromNavigation('Sam');
  await home.switchPatient('Alex Morgan', 'Alex');
  await orders.openFrom(home.viewOrdersLink);
  await expect(orders.orderWithItem(alexsReadyItem)).toHaveCount(1);
  await expect(orders.orderWithItem(samsInhaler)).toHaveCount(0);

  // …and his History, with the items he ordered before.
  await myMeds.openFromNavigation();
  await myMeds.expectCards(ordersContent.myMedsLiveOrders(2), { history: true });
  await activateByKeyboard(page, myMeds.historyLink);
  await previous.expectLoaded();
  await expect(previous.checkboxFor(alexsReadyItem)).toHaveCount(1);
  await expectAccessible(page);
});
