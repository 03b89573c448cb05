import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage, homeCardsContent } from './pages/home-page';
import { demoEmails } from './support/demo-accounts';
import { frameContent } from './support/content';
import {
  advanceOrderDirectly,
  collectOrdersPlacedSince,
  placeManualOrderDirectly,
} from './support/demo-data';
import { expectSeen } from './support/seen';

/**
 * spec part 1 §2 'Navigation bar': the My meds badge counts the orders ready to collect, and follows the
 * server while the app is open. The pharmacy's side is played by the API's development control (README
 * "Watching an order move"); the browser's clock is moved on by the badge's refresh interval
 * (BADGES_REFRESH_INTERVAL_MS in src/app/frame/frame-queries.ts) rather than waited for.
 *
 * The order placed here is moved on to collected afterwards, whatever happened: it ends as a previous order,
 * as other journeys' cancelled orders do, and morgan's live orders are as they were.
 */
const email = demoEmails.morganManual;
const badgeRefreshIntervalMs = 60_000;
let startedAt: Date;

test.beforeEach(() => {
  startedAt = new Date();
});

test.afterEach(async () => {
  await collectOrdersPlacedSince(email, startedAt);
});

test("morgan's My meds badge shows an order ready to collect, and goes when it is collected, without a reload", async ({
  page,
}) => {
  const orderId = await placeManualOrderDirectly(email, 'Paracetamol 500mg tablets');
  await page.clock.install();
  const home = await HomePage.signedIn(page, email, 'Morgan');
  const { frame } = home;
  let loads = 0;
  page.on('load', () => (loads += 1));

  // Requested: nothing to collect yet.
  await expect(frame.myMedsLink).toHaveAccessibleName(frameContent.myMeds);
  await expect(frame.myMedsBadge).toHaveCount(0);

  // The GP approves it and the pharmacy prepares it while the page is open; it is ready to collect.
  for (let step = 0; step < 3; step += 1)
    expect(await advanceOrderDirectly(email, orderId)).toBe(true);
  await page.clock.fastForward(badgeRefreshIntervalMs);
  await expect(frame.myMedsLink).toHaveAccessibleName(homeCardsContent.myMedsBadge(1));
  await expectSeen(frame.myMedsBadge);
  await expect(frame.myMedsBadge).toHaveText('1');
  await expectAccessible(page);

  // Collected: the badge goes.
  expect(await advanceOrderDirectly(email, orderId)).toBe(true);
  await page.clock.fastForward(badgeRefreshIntervalMs);
  await expect(frame.myMedsLink).toHaveAccessibleName(frameContent.myMeds);
  await expect(frame.myMedsBadge).toHaveCount(0);
  expect(loads).toBe(0);
});
