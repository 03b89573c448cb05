import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { demoEmails, demoPassword } from './support/demo-accounts';
import { apiHeaders, clientHeaders } from './support/demo-data';
import { requestPasswordResetDirectly, resetLinkStart } from './support/mailed-links';
import { linkFromNewMail, mailTo } from './support/outbox';
import { e2eApiURL } from './support/stack';

/**
 * spec part 2 'Forgot password', 'Reset password (completion)', §5 password rule, §9: ellis forgets his
 * password, follows the link in the mail (read from the API's development outbox, as from an inbox), sets a
 * new one, and signs in with it; the same link then shows the expired view. His password is put back
 * afterwards through the same calls, since other journeys sign him in with the demo password.
 */
const email = demoEmails.ellisNoCourses;
const newPassword = 'Greenfield-Road-42';
/** A form with no button or input that submits it (a button without a type submits). */
const formWithoutSubmitButton =
  'form:not(:has(button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]))';

const words = {
  // locales/en/auth.json forgotPassword, resetPassword; errors.json auth.*
  forgotLink: 'Forgot your password?',
  forgotHeading: 'Reset your password',
  emailLabel: 'Email address',
  confirmEmail: 'Confirm Email',
  // spec part 2 'Forgot password'
  sent: 'Please check your email and follow the instructions to reset your password.',
  resetHeading: 'Create a new password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  update: 'Update password',
  tooWeak:
    'Your password must have at least 8 characters, with a lowercase letter, an uppercase letter, a number and a special character',
  updatedHeading: 'Password updated',
  // spec part 2 'Reset password (completion)'
  updated: 'Your password has been updated. Click below to login.',
  expiredHeading: 'Password reset link not valid',
  // spec part 2 §9
  expired:
    'The password reset link has expired or is invalid. If you are trying to reset your password, click the Forgot Password button below and confirm your email address again.',
} as const;

test.afterEach(async () => {
  // Back to the demo password: request a reset, take the link from the outbox, complete it.
  const link = await requestPasswordResetDirectly(email);
  const token = new URL(link).searchParams.get('resetPasswordToken');
  const complete = await fetch(`${e2eApiURL}/v1/accounts/password-reset/complete`, {
    method: 'POST',
    headers: clientHeaders,
    body: JSON.stringify({ token, newPassword: demoPassword }),
  });
  expect(complete.status).toBe(204);
  await apiHeaders(email); // signs in with the demo password again, or throws
});

test('ellis resets a forgotten password from the mailed link, once; the link then shows the expired view', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.emailInput.fill(email);
  await page.getByRole('link', { name: words.forgotLink }).click();

  // The email typed on log in comes along; confirming it sends the mail.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.forgotHeading);
  const emailField = page.getByRole('textbox', { name: words.emailLabel });
  await expect(emailField).toHaveValue(email);
  await expectAccessible(page);
  const before = (await mailTo(email)).length;
  await page.getByRole('button', { name: words.confirmEmail }).click();
  await expect(page.getByText(words.sent)).toBeVisible();
  await expect(page.getByRole('button', { name: words.confirmEmail })).toHaveCount(0);
  // The form went with its button: no form is left that cannot be submitted (HTML_CodeSniffer H32.2).
  await expect(page.locator(formWithoutSubmitButton)).toHaveCount(0);
  await expect(emailField).toHaveCount(0);
  await expectAccessible(page);

  // The mail's link opens the new-password page.
  const link = await linkFromNewMail(email, before, resetLinkStart);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.resetHeading);
  await expectAccessible(page);

  // A password that breaks the rule is refused, saying why.
  const passwordField = page.getByLabel(words.newPassword, { exact: true });
  const confirmField = page.getByLabel(words.confirmPassword, { exact: true });
  await passwordField.fill('password');
  await confirmField.fill('password');
  await page.getByRole('button', { name: words.update }).click();
  const summary = page.locator('.nhsuk-error-summary');
  await expect(summary).toContainText(words.tooWeak);
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);

  // A good one is set; focus goes to the new view's heading.
  await passwordField.fill(newPassword);
  await confirmField.fill(newPassword);
  await page.getByRole('button', { name: words.update }).click();
  const updated = page.getByRole('heading', { level: 1, name: words.updatedHeading });
  await expect(updated).toBeFocused();
  await expect(page.getByText(words.updated)).toBeVisible();
  await expectAccessible(page);

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Log in' }).click();
  await login.signIn(email, demoPassword);
  await expect(login.errorSummary).toBeVisible();
  await login.signIn(email, newPassword);
  await new HomePage(page).expectLoaded('Ellis');

  // The link was used up: following it again ends in the expired view.
  await page.goto(link);
  await passwordField.fill('Another-Password-7');
  await confirmField.fill('Another-Password-7');
  await page.getByRole('button', { name: words.update }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.expiredHeading })).toBeFocused();
  await expect(page.getByText(words.expired)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forgot Password' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('button', { name: 'Back to Login' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expectAccessible(page);
});
