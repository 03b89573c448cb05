import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { isFocused } from './support/keyboard';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { homeContent, pageTitle } from './support/content';
import { demoEmails, demoPassword } from './support/demo-accounts';

/** The most Tab presses any step below may need; a page needing more would be a finding in itself. */
const maxTabs = 15;

/**
 * Signing in with the keyboard alone (ACCESSIBILITY.md: skip link first; focus to the h1 on every route
 * change; title `<h1> - <service> - NHS`). No mouse and no element.focus(): only Tab, Space and Enter.
 */
test('sign in by keyboard alone: skip link first, then the fields, Enter, focus on the home h1', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectAccessible(page);

  // The first Tab from the top of the page reaches the skip link.
  await page.keyboard.press('Tab');
  await expect(login.frame.skipLink).toBeFocused();
  await expect(login.frame.skipLink).toHaveAttribute('href', '#maincontent');

  // Following it puts the keyboard in the main content: the next Tab lands inside <main>.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await focusIsInMain(page), 'first Tab after the skip link is inside <main>').toBe(true);

  // On to the email field, staying inside main.
  for (let presses = 0; !(await isFocused(login.emailInput)); presses++) {
    expect(presses, 'Tab presses to reach the email field').toBeLessThan(maxTabs);
    expect(await focusIsInMain(page)).toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(demoEmails.taraTpp);

  await page.keyboard.press('Tab');
  await expect(login.passwordInput).toBeFocused();
  await page.keyboard.type(demoPassword);

  // The show/hide toggle is a real button next in order, operated with Space (aria-pressed says its state).
  await page.keyboard.press('Tab');
  await expect(login.showPasswordButton).toBeFocused();
  await expect(login.showPasswordButton).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(login.showPasswordButton).toHaveAttribute('aria-pressed', 'true');
  await expect(login.passwordInput).toHaveAttribute('type', 'text');
  await expect(login.passwordInput).toHaveValue(demoPassword);
  await page.keyboard.press('Space');
  await expect(login.passwordInput).toHaveAttribute('type', 'password');

  // Back to the password field and submit with Enter.
  await page.keyboard.press('Shift+Tab');
  await expect(login.passwordInput).toBeFocused();
  await page.keyboard.press('Enter');

  const home = new HomePage(page);
  await home.expectLoaded('Tara');
  // Focus moved to the new page's h1, and the title follows it.
  await home.frame.expectHeadingFocused(homeContent.heading('Tara'));
  await expect(page).toHaveTitle(pageTitle(homeContent.heading('Tara')));
  await expectAccessible(page);
});

async function focusIsInMain(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.activeElement?.closest('main') ?? null) !== null);
}
