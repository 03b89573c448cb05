import { expect, expectAccessible } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { catalogueMessage } from './support/chaos-plan';
import { demoEmails, demoPassword } from './support/demo-accounts';
import { testWithOutage } from './support/orders-outage';

/**
 * Issue #22, the sign-in storm: when more people sign in at once than the API can check passwords for in time,
 * it answers at once with 503 service.busy and Retry-After (api/src/auth/password-gate.ts) rather than letting
 * the sign-in wait past the time-out. Here the API's sign-in answers that, through the outage proxy in front of
 * the real API (support/orders-outage.ts); the user is told to wait a minute and try again, keeps what they
 * typed, and signs in when the API has room again.
 */
const test = testWithOutage(['signIn']);

test.afterEach(({ outage }) => {
  outage.bringOrdersBack();
});

test('a sign-in the API is too busy for says to wait and try again, keeps the email, then works', async ({
  page,
  outage,
}) => {
  const busy = catalogueMessage('common.busy');
  outage.takeOrdersDown('busy');
  const login = new LoginPage(page);
  await login.signInAs(demoEmails.alexLinked);

  await login.expectErrorSummary(busy);
  await expect(login.emailInput).toHaveValue(demoEmails.alexLinked);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);

  // The API has room again: the same form, sent again, signs in.
  outage.bringOrdersBack();
  if ((await login.passwordInput.inputValue()) === '') await login.passwordInput.fill(demoPassword);
  await login.submitButton.click();
  await new HomePage(page).expectLoaded('Alex');
});
