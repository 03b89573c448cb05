import { type Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures/test';
import { Frame } from './pages/frame';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { CurrentOrdersPage } from './pages/orders-page';
import { catalogueMessage as message } from './support/chaos-plan';
import { loginContent } from './support/content';
import { demoEmails, demoPassword } from './support/demo-accounts';
import { testWithOutage } from './support/orders-outage';

/**
 * Issue #22, a first visit: the API is already down when the browser arrives (the gateway is up). Nothing is
 * mocked: a second gateway serves the built app and calls the API through a proxy (support/orders-outage.ts)
 * that stops listening (`stopApi`), so every call the gateway makes is refused, and listens again (`startApi`).
 * The page the user opens always settles: the frame, a heading, the catalogue message of what failed, never a
 * blank page or a spinner left turning; and once the API is back, doing it again works.
 */
const test = testWithOutage();

test.afterEach(async ({ outage }) => {
  await outage.startApi();
});

/** The page has settled: no spinner, the frame's skip link, a heading in main. */
async function expectSettled(page: Page): Promise<Frame> {
  const frame = new Frame(page);
  await expect(page.locator('.app-loading')).toHaveCount(0);
  await expect(frame.skipLink).toBeAttached();
  await expect(frame.pageHeading).toBeVisible();
  return frame;
}

test('on a first visit with the API down, /login loads, signing in says it failed and keeps the email, and works once the API is back', async ({
  page,
  outage,
}) => {
  await outage.stopApi();
  const login = new LoginPage(page);
  // Without the configuration the title has no product name, and the page offers the email sign-in only.
  await page.goto('/login');
  await expectSettled(page);
  await expect(login.heading).toHaveText(loginContent.heading);
  await expect(login.submitButton).toBeVisible();
  await expectAccessible(page);

  await login.signIn(demoEmails.alexLinked, demoPassword);
  await expect(login.errorAlert).toContainText(message('common.unexpected'));
  await expect(login.errorSummary).toBeFocused();
  await expect(login.emailInput).toHaveValue(demoEmails.alexLinked);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);

  // The API is back: sending the same form again signs in.
  await outage.startApi();
  if ((await login.passwordInput.inputValue()) === '') await login.passwordInput.fill(demoPassword);
  await login.submitButton.click();
  await new HomePage(page).expectLoaded('Alex');
});

test('a signed-in page opened afresh with the API down shows the frame and why, then signing in again works once it is back', async ({
  page,
  outage,
}) => {
  // Signed in earlier (the session cookie is there), then the API stops, then the page is loaded anew.
  await new LoginPage(page).signInAs(demoEmails.alexLinked);
  await new HomePage(page).expectLoaded('Alex');
  await outage.stopApi();
  await page.goto('/my-meds/orders');

  // The account details cannot be read: the user is told, and signed out (spec part 1 §8), on a settled page.
  const forcedOut = page
    .getByRole('alert')
    .filter({ hasText: message('auth.accountDetailsFailed') });
  await expectSettled(page);
  await expect(forcedOut).toBeVisible();
  await expectAccessible(page);
  const login = new LoginPage(page);
  await login.expectLoaded();
  await expect(forcedOut).toBeVisible();
  await expectAccessible(page);

  // The API is back: signing in again, the orders the user opened are there.
  await outage.startApi();
  await login.signIn(demoEmails.alexLinked, demoPassword);
  await new HomePage(page).expectLoaded('Alex');
  const orders = new CurrentOrdersPage(page);
  await orders.goto();
  await expect(orders.orders.first()).toBeVisible();
});
