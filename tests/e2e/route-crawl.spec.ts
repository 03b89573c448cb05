import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures/test';
import { LoginPage } from './pages/login-page';
import { crawlPlan, entryName, type CrawlEntry, type Visitor } from './support/crawl-plan';
import { demoEmails } from './support/demo-accounts';
import { startOrdersOutage, type OrdersOutage } from './support/orders-outage';
import { expectReflowAndTextSize } from './support/reflow';
import {
  layoutShiftsWithoutInput,
  recordLayoutShifts,
  type LayoutShift,
} from './support/layout-shifts';
import { pathMatchesRoute } from './support/route-table';

/**
 * The route crawl (issue #12): every route of the route table in every state of support/crawl-plan.ts, each
 * checked by expectAccessible (axe, WCAG 2.2 A/AA, and what else that function checks), for layout shifts
 * that no input caused (support/layout-shifts.ts) and for reflow at 320 CSS px, text at 200 % and target size
 * (support/reflow.ts). zz-route-coverage.spec.ts fails when a route has no entry.
 *
 * Built on Playwright's own test, not fixtures/test's: that one checks the page again when a journey ends,
 * which here would check each entry twice for nothing.
 */
/**
 * One browser context per visitor (and gateway), kept for the whole crawl: each account signs in once, its
 * context keeps the session's newest cookies (the gateway rotates the refresh token, and a used one is
 * refused), and the app's code is fetched once per context rather than once per entry. Each entry still gets
 * a new page (a tab: its own sessionStorage, so no registration progress or basket carries over); signed-out
 * entries also start with no cookies, so no registration's verification proof carries over either.
 */
interface VisitorContexts {
  pageFor(visitor: Visitor, baseURL: string): Promise<Page>;
}

const test = base.extend<
  { crawlEntry: CrawlEntry | undefined },
  { visitors: VisitorContexts; outage: () => Promise<OrdersOutage> }
>({
  crawlEntry: [undefined, { option: true }],
  visitors: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const contexts = new Map<string, Promise<BrowserContext>>();
      const open = async (visitor: Visitor, baseURL: string) => {
        const context = await browser.newContext({
          baseURL,
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
        });
        if (visitor !== 'signedOut') await signIn(context, demoEmails[visitor]);
        return context;
      };
      await use({
        async pageFor(visitor, baseURL) {
          const key = `${visitor} ${baseURL}`;
          if (!contexts.has(key)) contexts.set(key, open(visitor, baseURL));
          const context = await contexts.get(key)!;
          if (visitor === 'signedOut') await context.clearCookies();
          return context.newPage();
        },
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  // A second gateway whose API can fail the orders lists (the medical record, the service bookings), started when an entry first
  // needs it.
  outage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads dependencies from an object pattern.
    async ({}, use) => {
      let started: Promise<OrdersOutage> | undefined;
      await use(
        () =>
          (started ??= startOrdersOutage([
            'ordersList',
            'prescriptionsList',
            'medicalRecord',
            'pharmacyServicesList',
            'serviceBookingsList',
          ])),
      );
      if (started) await (await started).close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ crawlEntry, baseURL, outage }, use) => {
    await use(crawlEntry?.state === 'upstreamFailed' ? (await outage()).gatewayURL : baseURL);
  },
  page: async ({ crawlEntry, baseURL, visitors }, use) => {
    const page = await visitors.pageFor(crawlEntry?.as ?? 'signedOut', baseURL!);
    await use(page);
    await page.close();
  },
});

/**
 * Nothing on the page moved unless the user's input moved it (issue #20: no layout shift when data arrives).
 * Below a thousandth of the viewport: on a wide screen, a navigation count (unread messages, orders ready to
 * collect) arrives after the links and widens its link by the count's width, and the menu does not wait for it.
 */
function expectNoShiftWithoutInput(shifts: LayoutShift[]): void {
  const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(score, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.001);
}

async function signIn(context: BrowserContext, email: string): Promise<void> {
  const page = await context.newPage();
  await new LoginPage(page).signInAndLeave(email);
  await page.close();
}

for (const entry of crawlPlan) {
  test.describe(() => {
    test.use({ crawlEntry: entry });

    test(entryName(entry), async ({ page, outage }) => {
      const startedAt = new Date();
      const failing = entry.state === 'upstreamFailed' ? await outage() : undefined;
      failing?.takeOrdersDown('unavailable');
      try {
        await recordLayoutShifts(page);
        await entry.reach(page);
        const { pathname } = new URL(page.url());
        expect(pathMatchesRoute(pathname, entry.route), `${pathname} is ${entry.route}`).toBe(true);
        await expectAccessible(page);
        // Read once the checks above have given the page's last answers time to come (before the reflow
        // check, which resizes the page).
        expectNoShiftWithoutInput(await layoutShiftsWithoutInput(page));
        await expectReflowAndTextSize(page);
      } finally {
        failing?.bringOrdersBack();
        await entry.putBack?.(startedAt);
      }
    });
  });
}
