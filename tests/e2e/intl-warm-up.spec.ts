import type { Page, Worker } from '@playwright/test';
import { routePaths } from '../../src/lib/route-paths';
import { expect, test } from './fixtures/test';
import { LoginPage, signedInTab } from './pages/login-page';
import { demoEmails } from './support/demo-accounts';

/**
 * Issue #20: ICU's data (dates in London, numbers, plurals) is loaded on a worker thread while a page starts
 * (src/lib/intl-warm-up.ts), not in the middle of rendering the first screen that formats a date. The worker
 * must be allowed by the gateway's content security policy, and must end once done rather than hold a thread.
 * The public pages start it only once the visitor acts.
 */
function warmUpWorkers(page: Page): { started: Worker[]; ended: Worker[] } {
  const seen = { started: [] as Worker[], ended: [] as Worker[] };
  page.on('worker', (worker) => {
    if (!worker.url().includes('intl-warm-up')) return;
    seen.started.push(worker);
    worker.on('close', () => seen.ended.push(worker));
  });
  return seen;
}

test('a signed-in page loads Intl’s data on a worker, which ends itself', async ({
  page,
  context,
}) => {
  const opened = await signedInTab(page, context, demoEmails.alexLinked);
  const workers = warmUpWorkers(opened);
  await opened.goto(routePaths.currentOrders);
  await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => workers.started.length).toBe(1);
  await expect.poll(() => workers.ended.length).toBe(1);
  await opened.close();
});

test('the sign-in page starts it only once the visitor acts', async ({ page }) => {
  const workers = warmUpWorkers(page);
  const login = new LoginPage(page);
  await page.goto(routePaths.login);
  await expect(login.heading).toBeVisible();
  // Hydrated and idle, and still no worker: a visitor who only reads costs no thread.
  await expect(page.locator('form')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
  expect(workers.started).toEqual([]);
  await login.emailInput.click();
  await expect.poll(() => workers.ended.length).toBe(1);
});
