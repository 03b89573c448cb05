import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { inlineError } from './pages/frame';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { homeContent, loginContent, pageTitle } from './support/content';
import { demoEmails, demoPassword, wrongPassword } from './support/demo-accounts';
import { expectFocusVisible, isFocused, press, typeText } from './support/keyboard';
import { expectSeen } from './support/seen';

/** The most Tab presses any step below may need; a page needing more would be a finding in itself. */
const maxTabs = 15;

/**
 * Signing in with the keyboard alone (ACCESSIBILITY.md: skip link first; focus to the h1 on every route
 * change; title `<h1> - <service> - NHS`). No mouse and no element.focus(): only Tab, Space and Enter, and
 * after every key focus is checked to be on something that shows it (support/keyboard.ts).
 */
test('sign in by keyboard alone: skip link first, then the fields, Enter, focus on the home h1', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectAccessible(page);

  // The first Tab from the top of the page reaches the skip link.
  await press(page, 'Tab');
  await expect(login.frame.skipLink).toBeFocused();
  await expect(login.frame.skipLink).toHaveAttribute('href', '#maincontent');

  // Following it puts the keyboard in the main content: the next Tab lands inside <main>.
  await page.keyboard.press('Enter');
  await press(page, 'Tab');
  expect(await focusIsInMain(page), 'first Tab after the skip link is inside <main>').toBe(true);

  // On to the email field, staying inside main.
  for (let presses = 0; !(await isFocused(login.emailInput)); presses++) {
    expect(presses, 'Tab presses to reach the email field').toBeLessThan(maxTabs);
    expect(await focusIsInMain(page)).toBe(true);
    await press(page, 'Tab');
  }
  await typeText(page, demoEmails.taraTpp);

  await press(page, 'Tab');
  await expect(login.passwordInput).toBeFocused();
  await typeText(page, demoPassword);

  // The show/hide toggle is a real button next in order, operated with Space (aria-pressed says its state).
  await press(page, 'Tab');
  await expect(login.showPasswordButton).toBeFocused();
  await expect(login.showPasswordButton).toHaveAttribute('aria-pressed', 'false');
  await press(page, 'Space');
  await expect(login.showPasswordButton).toHaveAttribute('aria-pressed', 'true');
  await expect(login.passwordInput).toHaveAttribute('type', 'text');
  await expect(login.passwordInput).toHaveValue(demoPassword);
  await press(page, 'Space');
  await expect(login.passwordInput).toHaveAttribute('type', 'password');

  // Back to the password field and submit with Enter.
  await press(page, 'Shift+Tab');
  await expect(login.passwordInput).toBeFocused();
  const home = new HomePage(page);
  await press(page, 'Enter', async () => {
    await home.expectLoaded('Tara');
    // Focus moved to the new page's h1, and the title follows it.
    await home.frame.expectHeadingFocused(homeContent.heading('Tara'));
  });
  await expect(page).toHaveTitle(pageTitle(homeContent.heading('Tara')));
});

test('by keyboard, empty fields show the error summary and both inline errors, all seen', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.signInByKeyboard('', '', () => login.expectErrorSummary(loginContent.fieldsRequired));
  await expectSeen(login.errorSummary);
  for (const field of [login.emailInput, login.passwordInput]) {
    await login.expectFieldError(field, loginContent.fieldsRequired);
    await expectSeen(inlineError(field));
  }

  // The summary's link, by keyboard, takes focus to the email field.
  await press(page, 'Tab');
  await expect(login.errorSummaryLink(loginContent.fieldsRequired)).toBeFocused();
  await press(page, 'Enter');
  await expect(login.emailInput).toBeFocused();
  await expectFocusVisible(page, 'on the email field from the error summary');
});

test('by keyboard, a wrong password shows the failure alert, seen', async ({ page }) => {
  const login = new LoginPage(page);
  await login.signInByKeyboard(demoEmails.taraTpp, wrongPassword, () =>
    login.expectErrorSummary(loginContent.invalidCredentials),
  );
  await expectSeen(login.errorAlert);
});

async function focusIsInMain(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.activeElement?.closest('main') ?? null) !== null);
}
