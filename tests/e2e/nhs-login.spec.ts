import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { NhsLoginStandIn } from './pages/nhs-login-stand-in';
import { loginContent, pageTitle } from './support/content';

/**
 * spec part 1 §2 (/login reads `code`), §4 (health login with a code starts a health-login sign-in and routes
 * as sign-in does), §7 (the NHS login redirect), §8 ('User cancelled flow' shows nothing): signing in with
 * NHS login at the local stand-in, a real OpenID Connect provider, over real HTTP.
 */
const nhsLoginButton = 'Continue to NHS login';

test('Nadia signs in with NHS login and lands home, with no code left in the address', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('button', { name: nhsLoginButton }).click();

  await new NhsLoginStandIn(page).continueAs('Nadia Nash');

  const home = new HomePage(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(home.frame.pageHeading).toHaveText('Welcome, Nadia');
  // A new document after NHS login: its title is what a screen reader announces, and focus starts at the
  // top, where the skip link is (useRouteChangeEffects: redirects while arriving do not move focus).
  await expect(page).toHaveTitle(pageTitle('Welcome, Nadia'));
  await expectAccessible(page);
  // Back does not replay the used code: the return address is gone from history.
  await page.goBack();
  await expect(page).not.toHaveURL(/code=/);
});

test('cancelling at NHS login comes back to log in and shows nothing', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('button', { name: nhsLoginButton }).click();

  await new NhsLoginStandIn(page).cancel();

  await login.expectLoaded();
  await expect(page).not.toHaveURL(/error=/);
  await expect(login.errorSummary).toHaveCount(0);
  await expect(page.getByText(loginContent.errorSummaryTitle)).toHaveCount(0);
  await expectAccessible(page);
});

test('a return to log in with a state this browser did not send is refused', async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto('/login?code=made-up-code&state=made-up-state');
  await expect(page).toHaveURL(/\/login$/);
  await login.expectErrorSummary('Unable to use NHS login at this time. Please try again.');
  await expectAccessible(page);
});

test('Priya registers with NHS login and reaches choose pharmacy, signed in', async ({ page }) => {
  await page.goto('/ways-to-register');
  await page.getByRole('button', { name: 'Register with NHS login' }).click();
  const panel = page.getByRole('region', { name: 'Before you continue to NHS login' });
  await expect(panel).toBeFocused();
  await expectAccessible(page);
  await panel.getByRole('button', { name: nhsLoginButton }).click();

  await new NhsLoginStandIn(page).continueAs('Priya Nine');

  await expect(page).toHaveURL(/\/choose-pharmacy$/);
  await expectAccessible(page);
});
