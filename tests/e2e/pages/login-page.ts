import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { loginContent, pageTitle } from '../support/content';
import { demoPassword } from '../support/demo-accounts';
import { press, tabTo, typeText } from '../support/keyboard';
import { escapeRegExp } from '../support/text';
import { expect } from '../fixtures/test';
import { Frame } from './frame';

/** /login (spec part 1 §2, §4 sign-in, §5 validation, §8 login failure alerts). */
export class LoginPage {
  readonly frame: Frame;
  readonly heading: Locator;
  readonly emailInput: Locator;
  readonly passwordInput: Locator;
  readonly showPasswordButton: Locator;
  readonly submitButton: Locator;
  /** The NHS error summary (it holds a role=alert region); focused when it appears. */
  readonly errorSummary: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.heading = this.frame.pageHeading;
    this.emailInput = page.getByLabel(loginContent.emailLabel, { exact: true });
    this.passwordInput = page.getByLabel(loginContent.passwordLabel, { exact: true });
    this.showPasswordButton = page.getByRole('button', { name: loginContent.showPassword });
    this.submitButton = page.getByRole('button', { name: loginContent.submit });
    this.errorSummary = this.frame.main
      .locator('.nhsuk-error-summary')
      .filter({ has: page.getByRole('alert').filter({ hasText: loginContent.errorSummaryTitle }) });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.heading).toHaveText(loginContent.heading);
    await expect(this.page).toHaveTitle(pageTitle(loginContent.heading));
    await expect(this.submitButton).toBeVisible();
    // The form is painted before the app's script has run, inert until then (src/features/auth/login-screen.tsx):
    // loaded means it can be used, also by keyboard.
    await expect(this.page.locator('form')).not.toHaveAttribute('inert');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.emailInput.fill(email);
    await this.passwordInput.fill(password);
    await this.submitButton.click();
  }

  /** Opens /login and signs in with the demo password (or the one given). */
  async signInAs(email: string, password = demoPassword): Promise<void> {
    await this.goto();
    await this.signIn(email, password);
  }

  /**
   * Opens /login, signs in and waits until the app has left /login. A sign-in the page refuses (an error summary:
   * busy, locked, the API down) fails at once with what the page says, rather than after the test's time-out
   * with nothing to go on.
   */
  async signInAndLeave(email: string): Promise<void> {
    await this.signInAs(email);
    const left = this.page
      .waitForURL((url) => url.pathname !== '/login')
      .then(() => null)
      .catch(() => null);
    const refused = this.errorSummary
      .waitFor({ state: 'visible' })
      .then(() => this.errorSummary.innerText())
      .catch(() => null);
    const said = await Promise.race([left, refused]);
    if (said !== null) throw new Error(`signing in as ${email} was refused: ${said}`);
    await expect(this.page).not.toHaveURL(/\/login$/);
  }

  /**
   * Opens /login and signs in with the keyboard alone: Tab to the email field, type, Tab, type, Enter, focus
   * checked after every key. `settled` is where Enter leads (the next page, or the error summary).
   */
  async signInByKeyboard(
    email: string,
    password: string,
    settled: () => Promise<unknown>,
  ): Promise<void> {
    await this.goto();
    await tabTo(this.page, this.emailInput);
    if (email) await typeText(this.page, email);
    await press(this.page, 'Tab');
    await expect(this.passwordInput).toBeFocused();
    if (password) await typeText(this.page, password);
    await press(this.page, 'Enter', settled);
  }

  /** The live region of the error summary: what a screen reader announces. */
  get errorAlert(): Locator {
    return this.errorSummary.getByRole('alert');
  }

  /**
   * The error summary shows `message`, is announced (role=alert), holds focus, and the title says
   * `Error: ` first (ACCESSIBILITY.md "Validation" and "Alerts").
   */
  async expectErrorSummary(message: string): Promise<void> {
    await expect(this.errorAlert).toContainText(loginContent.errorSummaryTitle);
    await expect(this.errorAlert).toContainText(message);
    await expect(this.errorSummary).toBeFocused();
    await expect(this.page).toHaveTitle(pageTitle(loginContent.heading, { withErrors: true }));
  }

  /** The error summary's link for an error, which moves focus to its field. */
  errorSummaryLink(message: string): Locator {
    return this.errorSummary.getByRole('link', { name: message });
  }

  /** The inline error shown with a field (NHS error message, linked by aria-describedby). */
  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  }
}

/**
 * Signs `page` in as `email` (landing on home), then opens a new tab in the same browser context: a full
 * page load with the session, where nothing home was still doing counts as the tab's.
 */
export async function signedInTab(
  page: Page,
  context: BrowserContext,
  email: string,
): Promise<Page> {
  await new LoginPage(page).signInAs(email);
  await expect(page).toHaveURL('/');
  return context.newPage();
}
