import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures/test';
import { Frame } from './pages/frame';
import { LoginPage } from './pages/login-page';
import {
  standInAnalyticsCookie,
  testWithAnalytics as test,
  type AnalyticsStandIn,
} from './support/analytics-stand-in';
import { frameContent } from './support/content';
import { press, tabTo } from './support/keyboard';
import { storedNames } from './support/stored-names';

/**
 * spec part 2 "Cookie banner" as UK law and the NHS.UK banner have it (issue #19): 'Accept analytics cookies'
 * and 'Reject analytics cookies' side by side, the choice kept under accepted-ga, changeable on the cookie
 * policy page, and no analytics before consent. Served by a gateway with analytics configured
 * (support/analytics-stand-in.ts), whose stand-in host counts every request it gets. Accepting by keyboard is
 * keyboard-frame.spec.ts's; the policy's list of a signed-in session's cookies is help.spec.ts's.
 */
const policyContent = {
  heading: 'Cookie policy',
  accept: 'Use cookies that measure my website use',
  reject: 'Do not use cookies that measure my website use',
  save: 'Save my cookie settings',
  saved: "You've set your cookie preferences.",
};

async function storedChoice(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('accepted-ga'));
}

/** Opens the login page as a first visit, with the banner asking; notes the analytics host's count so far. */
async function firstVisit(page: Page, analytics: AnalyticsStandIn) {
  const requestsBefore = analytics.requests();
  const login = new LoginPage(page);
  await login.goto();
  const frame = new Frame(page);
  await expect(frame.cookieBanner).toBeVisible();
  return { login, frame, requestsBefore };
}

async function analyticsCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(page.url());
  return cookies.find((cookie) => cookie.name === standInAnalyticsCookie)?.value;
}

test('rejecting is as easy as accepting, and nothing of analytics loads until it is accepted', async ({
  page,
  analytics,
}) => {
  const { login, frame, requestsBefore } = await firstVisit(page, analytics);
  await expect(
    frame.cookieBanner.getByRole('heading', { name: frameContent.cookieBanner }),
  ).toBeVisible();
  await expectAccessible(page);

  // Side by side, the same size, one Tab apart: refusing takes no more than accepting.
  const accept = await frame.acceptCookiesButton.boundingBox();
  const reject = await frame.rejectCookiesButton.boundingBox();
  expect(reject?.height).toBe(accept?.height);
  expect(reject?.y).toBe(accept?.y);
  await tabTo(page, frame.acceptCookiesButton);
  await press(page, 'Tab', () => expect(frame.rejectCookiesButton).toBeFocused());

  // No choice yet: the analytics host has had no request and there is no analytics cookie.
  expect(analytics.requests()).toBe(requestsBefore);
  expect(await analyticsCookie(page)).toBeUndefined();

  // Reject by keyboard: the confirmation takes focus; still nothing of analytics, after a reload too.
  const rejected = frame.cookieBanner.getByText(frameContent.cookiesRejected);
  await press(page, 'Enter', () => expect(rejected).toBeFocused());
  expect(await storedChoice(page)).toBe('false');
  await expectAccessible(page);
  await page.reload();
  await login.expectLoaded();
  await expect(frame.cookieBanner).toHaveCount(0);
  expect(analytics.requests()).toBe(requestsBefore);
  expect(await analyticsCookie(page)).toBeUndefined();

  // Changed later on the cookie policy page: accepting there runs the loader at once.
  await page.getByRole('contentinfo').getByRole('link', { name: policyContent.heading }).click();
  await expect(frame.pageHeading).toHaveText(policyContent.heading);
  await expect(frame.main.getByRole('radio', { name: policyContent.reject })).toBeChecked();
  await frame.main.getByRole('radio', { name: policyContent.accept, exact: true }).check();
  await frame.main.getByRole('button', { name: policyContent.save }).click();
  await expect(frame.main.getByRole('alert', { name: policyContent.saved })).toBeFocused();
  expect(await storedChoice(page)).toBe('true');
  await expect.poll(() => analytics.requests()).toBe(requestsBefore + 1);
  await expect.poll(() => analyticsCookie(page)).toBeDefined();

  // Every cookie and stored item now held, the analytics cookie too, is named on the policy.
  const listed = await frame.main.getByRole('table').locator('code').allTextContents();
  for (const name of await storedNames(page))
    expect(listed, `${name} is on the cookie policy`).toContain(name);
  await expectAccessible(page);

  // Rejecting again takes the analytics cookie away.
  await frame.main.getByRole('radio', { name: policyContent.reject }).check();
  await frame.main.getByRole('button', { name: policyContent.save }).click();
  await expect.poll(() => analyticsCookie(page)).toBeUndefined();
  expect(await storedChoice(page)).toBe('false');
});

test('accepting in the banner runs the analytics loader, and the choice stays after reload', async ({
  page,
  analytics,
}) => {
  const { login, frame, requestsBefore } = await firstVisit(page, analytics);
  expect(analytics.requests()).toBe(requestsBefore);
  await frame.acceptCookiesButton.click();
  await expect(frame.cookieBanner.getByText(frameContent.cookiesAccepted)).toBeFocused();
  expect(await storedChoice(page)).toBe('true');
  await expect.poll(() => analytics.requests()).toBe(requestsBefore + 1);
  await expect.poll(() => analyticsCookie(page)).toBeDefined();
  await expectAccessible(page);

  await page.reload();
  await login.expectLoaded();
  await expect(frame.cookieBanner).toHaveCount(0);
  await expect.poll(() => analytics.requests()).toBe(requestsBefore + 2);
});
