import { type Page } from '@playwright/test';
import { expect, expectAccessible } from '../fixtures/test';
import { pageTitle } from '../support/content';

/**
 * The registration pages' words (locales/en/registration.json, errors.json registration.*), written out so
 * that a changed text fails a journey.
 */
export const registrationContent = {
  waysHeading: 'Create an account',
  registerWithEmail: 'Register using email',
  registerWithNhsLogin: 'Register with NHS login',
  nhsLoginPanel: 'Before you continue to NHS login',
  continueToNhsLogin: 'Continue to NHS login',
  benefitsHeading: 'What you can do with an account',
  ageHeading: 'Are you 16 or over?',
  detailsHeading: 'Your Details',
  emailLabel: 'Email address',
  continue: 'Continue',
  // spec part 1 §8
  sent: 'A verification email has been sent to your email inbox with a link to verify your account. Please open it to continue with registration.',
  accountExists:
    'An account already exists with this email address. If this is your account then please click Login below.',
  invalidToken:
    'Your email address could not be verified. Please try again later. If it continues, please contact us.',
  verifiedHeading: 'Thank you for verifying your email',
  // spec: 'Do you have a linkage codes?'; catalogue: grammar corrected (CONTENT.md).
  question: 'Do you have linkage codes?',
  haveCodes: 'Yes, I have',
  noCodes: "No, I don't have",
  linkageHeading: 'Codes From my GP',
  createAccount: 'Create an Account',
  registerNow: 'Register now',
} as const;

/** Steps through the registration pages as a person would, checking each page with axe on the way. */
export class RegistrationJourney {
  constructor(readonly page: Page) {}

  async expectPage(heading: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(this.page).toHaveTitle(pageTitle(heading));
    await expectAccessible(this.page);
  }

  /** From /ways-to-register by email: the benefits, the age question, then the email page. */
  async startWithEmail(): Promise<void> {
    await this.page.goto('/ways-to-register');
    await this.expectPage(registrationContent.waysHeading);
    await this.page.getByRole('button', { name: registrationContent.registerWithEmail }).click();
    await this.expectPage(registrationContent.benefitsHeading);
    await this.page.getByRole('button', { name: registrationContent.continue }).click();
    await this.expectPage(registrationContent.ageHeading);
    await this.page.getByRole('radio', { name: 'Yes' }).check();
    await this.page.getByRole('button', { name: registrationContent.continue }).click();
    await this.expectPage(registrationContent.detailsHeading);
  }

  /** The email page: types the address and continues. */
  async submitEmail(email: string): Promise<void> {
    await this.page.getByRole('textbox', { name: registrationContent.emailLabel }).fill(email);
    await this.page.getByRole('button', { name: registrationContent.continue }).click();
  }

  /** Fills in the NHS date input for a YYYY-MM-DD date. */
  async fillDateOfBirth(date: string): Promise<void> {
    const [year = '', month = '', day = ''] = date.split('-');
    const group = this.page.getByRole('group', { name: 'Date of birth' });
    await group.getByRole('textbox', { name: 'Day' }).fill(day);
    await group.getByRole('textbox', { name: 'Month' }).fill(month);
    await group.getByRole('textbox', { name: 'Year' }).fill(year);
  }

  /** The new password, twice. */
  async fillNewPassword(password: string): Promise<void> {
    await this.page.getByLabel('Create a password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm your password', { exact: true }).fill(password);
  }
}
