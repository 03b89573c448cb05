import { type BrowserContext, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { LoginPage } from './pages/login-page';
import { frameContent } from './support/content';

/** spec part 2 "Cookie banner": 'Accept cookies', stored under the name accepted-ga, links to the policy. */
test('Accept cookies hides the banner, stores accepted-ga, and it stays hidden after reload', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  const frame = new Frame(page);
  await expect(frame.cookieBanner).toBeVisible();
  await expect(
    frame.cookieBanner.getByRole('heading', { name: frameContent.cookieBanner }),
  ).toBeVisible();
  await expect(
    frame.cookieBanner.getByRole('link', { name: frameContent.cookiePolicy }),
  ).toHaveAttribute('href', /\S/);
  await expectAccessible(page);

  // By keyboard: the button is reachable and works with Enter.
  await frame.acceptCookiesButton.focus();
  await page.keyboard.press('Enter');

  // The question is gone; the short confirmation takes focus so the result is heard (cookie-banner.tsx).
  await expect(frame.acceptCookiesButton).toHaveCount(0);
  const confirmation = frame.cookieBanner.getByText(frameContent.cookiesAccepted);
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  expect(await acceptedGa(page, context)).toBe('true');
  await expectAccessible(page);

  await page.reload();
  await login.expectLoaded();
  await expect(frame.cookieBanner).toHaveCount(0);
  await expect(frame.acceptCookiesButton).toHaveCount(0);
  expect(await acceptedGa(page, context)).toBe('true');
  await expectAccessible(page);
});

/** Where the app keeps accepted-ga: local storage or a cookie (the spec names it, not the storage). */
async function acceptedGa(page: Page, context: BrowserContext): Promise<string | undefined> {
  const fromStorage = await page.evaluate(() => window.localStorage.getItem('accepted-ga'));
  if (fromStorage !== null) return fromStorage;
  return (await context.cookies()).find((cookie) => cookie.name === 'accepted-ga')?.value;
}
