import { expect, expectAccessible, test } from './fixtures/test';
import { LoginPage } from './pages/login-page';
import { demoEmails, demoPassword } from './support/demo-accounts';
import { apiHeaders } from './support/demo-data';
import { changeEmailDirectly, requestEmailChangeDirectly } from './support/email-change';

/**
 * spec part 2 'Verify email change', §8, §9: the link mailed to the new address (read from the API's
 * development outbox, as from an inbox) completes the change signed in ('Complete Verification') and signed
 * out (email and password first); then log in, 5 s later, with the new address. Nina's address is put back
 * afterwards, since other journeys sign her in.
 */
const email = demoEmails.ninaNoPharmacy;
const newEmail = 'nina.new-address@example.com';

const words = {
  // locales/en/auth.json verifyNewEmail
  heading: 'Confirm your new email address',
  currentEmail: 'Your current email address',
  password: 'Password',
  complete: 'Complete Verification',
  doneHeading: 'Your email address has been changed',
  redirect: 'We will take you to the log in page in 5 seconds.',
  doneAlert: 'Your email address has been changed. Log in with your new email address.',
  // errors.json emailChange.credentialsRefused (spec part 2 §8)
  credentialsRefused: 'The user could not be verified. Please check your user credentials.',
} as const;

test.afterEach(async () => {
  // Back to the demo address, whichever one the account has now.
  const changed = await apiHeaders(newEmail).then(
    () => true,
    () => false,
  );
  if (changed) await changeEmailDirectly(newEmail, email);
  await apiHeaders(email); // signs in with the demo address again, or throws
});

test('signed in: Complete Verification changes the address, then log in with the new one', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.signInAs(email);
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
  const link = await requestEmailChangeDirectly(email, newEmail);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: words.complete }).click();

  const done = page.getByRole('heading', { level: 1, name: words.doneHeading });
  await expect(done).toBeFocused();
  await expect(page.getByText(words.redirect)).toBeVisible();
  await expectAccessible(page);

  // spec part 2 §9: to log in after 5 s, where the news is repeated.
  await login.expectLoaded();
  await expect(page.getByText(words.doneAlert)).toBeVisible();
  await login.signIn(newEmail, demoPassword);
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
});

test('signed out: the current email and password first, and a wrong password is refused', async ({
  page,
}) => {
  const link = await requestEmailChangeDirectly(email, newEmail);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
  await page.getByRole('textbox', { name: words.currentEmail }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill('Not-the-password-1');
  await page.getByRole('button', { name: words.complete }).click();
  await expect(page.locator('.nhsuk-error-summary')).toContainText(words.credentialsRefused);
  await expect(page.locator('.nhsuk-error-summary')).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel(words.password, { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: words.complete }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.doneHeading })).toBeFocused();

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, demoPassword);
  await login.expectErrorSummary('Incorrect username or password, please check your credentials.');
  await login.signIn(newEmail, demoPassword);
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
});
