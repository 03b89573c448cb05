import { test as base, type Page } from '@playwright/test';
import { ENDPOINT_NAMES, type EndpointName } from '../../gateway/src/config';
import { expect, expectAccessible } from './fixtures/test';
import { LoginPage } from './pages/login-page';
import {
  catalogueText,
  catalogueTexts,
  chaosPlan,
  recordScreenErrors,
  routesWithoutChaosEntry,
  typeIntoForm,
} from './support/chaos-plan';
import { entryName } from './support/crawl-plan';
import { demoEmails } from './support/demo-accounts';
import { startOrdersOutage, type OrdersOutage } from './support/orders-outage';

/**
 * Issue #22 'Upstream chaos', in the browser: every route of the route table (support/chaos-plan.ts, from the
 * crawl plan), reached with the API working, then with every API call failing one way (refused, dropped,
 * 500, slow, malformed JSON, a 401 storm: gateway/src/testing/upstream-faults.ts) through a real proxy in
 * front of a second gateway. A route with a form is filled in and sent under the fault; any other is loaded
 * again. Within the (short) upstream time-out the page settles: no spinner left, a heading, the catalogue
 * message of what failed visible (the login page's session-ended notice for the 401 storm), what was typed
 * still there, and axe passes.
 *
 * A run takes a fixed sample of routes, each fault on three (support/chaos-plan.ts; CHAOS_SEED draws another);
 * CHAOS_ROUTES=all takes every route with one fault, and `npm run chaos` (CHAOS_ALL=1) every route with every
 * fault.
 */

/** The second gateway's wait for a slow API (the stack's is 10 s): each call of a screen waits at most this. */
const UPSTREAM_TIMEOUT_MS = 3_000;
/** A screen makes a few calls, some in turn: a spinner still there after this is one left turning. */
const SETTLED_WITHIN_MS = 15_000;
/**
 * Against a slow API the screen's last failure comes within one upstream time-out of the send (or reload), with
 * room for a page load on a busy machine: the app does not try again what the gateway has already waited for
 * (src/app/providers.tsx), which took two time-outs and more.
 */
const SLOW_FAILED_WITHIN_MS = UPSTREAM_TIMEOUT_MS + 3_000;

const plan = chaosPlan();

/**
 * The calls the frame's account line needs. They keep working under every fault but the 401 storm, so that the
 * screen's own failure shows: their failure signs the user out with its own message (spec part 1 §8), which
 * the 401 storm, failing every call, shows instead.
 */
const frameCalls: readonly EndpointName[] = ['accountDetails', 'im1AccountDetails', 'mobileConfig'];
const screenCalls = ENDPOINT_NAMES.filter((name) => !frameCalls.includes(name));

const test = base.extend<object, { chaos: OrdersOutage }>({
  chaos: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads dependencies from an object pattern.
    async ({}, use) => {
      const chaos = await startOrdersOutage(ENDPOINT_NAMES, {
        upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
      });
      await use(chaos);
      await chaos.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ chaos }, use) => use(chaos.gatewayURL),
});

base('every route in the route table has a chaos plan entry', () => {
  expect(
    routesWithoutChaosEntry(),
    'routes with no `loaded` entry in tests/e2e/support/crawl-plan.ts, so no chaos journey',
  ).toEqual([]);
});

/** The page has settled: no spinner, a heading in main, and nothing still loading on the network. */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('.app-loading')).toHaveCount(0, { timeout: SETTLED_WITHIN_MS });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A mailed link opens on the stack's own gateway (its address is the one in the mail): the same page is opened
 * again on the chaos gateway, or the fault would never reach it (and a form sent there would really be sent).
 */
async function stayOnChaosGateway(page: Page, gatewayURL: string): Promise<void> {
  const reached = new URL(page.url());
  if (reached.origin === new URL(gatewayURL).origin) return;
  await page.goto(new URL(reached.pathname + reached.search + reached.hash, gatewayURL).href);
  await expectSettled(page);
}

/**
 * A catalogue message is on the page, rendered (innerText leaves out what CSS hides): the failure's own, or the
 * one the screen says for it (a form says its action failed whatever the gateway's code).
 */
async function expectCatalogueMessage(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const text = await page.locator('body').innerText();
        return catalogueTexts().find((message) => text.includes(message)) ?? 'none';
      },
      { timeout: SETTLED_WITHIN_MS, message: 'a message of locales/en/errors.json on the page' },
    )
    .not.toBe('none');
}

for (const { entry, faults } of plan) {
  for (const fault of faults) {
    test(`${entryName(entry)} with the API ${fault}`, async ({ page, chaos }) => {
      const startedAt = new Date();
      if (entry.as !== 'signedOut') {
        await new LoginPage(page).signInAndLeave(demoEmails[entry.as]);
      }
      await entry.reach(page);
      await stayOnChaosGateway(page, chaos.gatewayURL);
      const { typed, send } = await typeIntoForm(page);
      const errors = recordScreenErrors(page);
      const { codes } = errors;
      const reached = new URL(page.url()).pathname;
      chaos.takeOrdersDown(fault, fault === 'unauthorized' ? undefined : screenCalls);
      const sentAt = Date.now();
      try {
        if (send && typed.length > 0) await send.click();
        else await page.reload();
        await page.waitForLoadState('networkidle', { timeout: SETTLED_WITHIN_MS });
        await expectSettled(page);
        for (const code of codes)
          expect(catalogueText(code), `${code} is a catalogue key`).toBeDefined();
        if (codes.size > 0) await expectCatalogueMessage(page);
        if (fault === 'slow' && errors.lastAt !== undefined)
          expect(errors.lastAt - sentAt, 'ms from the send to the last failure').toBeLessThan(
            SLOW_FAILED_WITHIN_MS,
          );
        // The send failed and the form is still there (not moved on, nor sent to sign in again): what was typed
        // is there to send again. (A form's first step may need no call: then nothing failed.)
        if (codes.size > 0 && new URL(page.url()).pathname === reached) {
          for (const { field, value } of typed) {
            if (value === true) await expect(field).toBeChecked();
            else await expect(field).toHaveValue(value);
          }
        }
        await expectAccessible(page);
      } finally {
        chaos.bringOrdersBack();
        await entry.putBack?.(startedAt);
      }
    });
  }
}
