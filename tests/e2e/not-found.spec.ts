import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { loginContent } from './support/content';
import { demoEmails } from './support/demo-accounts';

/** spec part 1 §2 "Route guard rules": unknown routes show a not-found page, worded by sign-in state. */
test('signed out: an unknown route offers a link to log in and to contact the team', async ({
  page,
}) => {
  const notFound = new NotFoundPage(page);
  await notFound.goto('/no-such-page');
  await notFound.expectSignedOutVariant();
  await expect(notFound.frame.navigation).toHaveCount(0);
  await expectAccessible(page);

  await notFound.logInLink.click();
  const login = new LoginPage(page);
  await login.expectLoaded();
  await login.frame.expectHeadingFocused(loginContent.heading);
  await expectAccessible(page);
});

test('signed in: an unknown route says to use the menu, and the menu works', async ({ page }) => {
  await new LoginPage(page).signInAs(demoEmails.taraTpp);
  const home = new HomePage(page);
  await home.expectLoaded('Tara');

  const notFound = new NotFoundPage(page);
  await notFound.goto('/no-such-page/deeper');
  await notFound.expectSignedInVariant();
  await notFound.frame.expectFullNavigation();
  await expectAccessible(page);

  await notFound.frame.navigationLink('Home').click();
  await home.expectLoaded('Tara');
  await home.frame.expectHeadingFocused('Welcome, Tara');
});
