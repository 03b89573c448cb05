import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { loginContent } from './support/content';
import { demoEmails } from './support/demo-accounts';

/** spec part 1 §2 "Navigation bar": log out clears the tokens; §2 route guards: no session, go to /login. */
test('log out returns to /login, and a protected URL then redirects to /login', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.signInAs(demoEmails.taraTpp);
  const home = new HomePage(page);
  await home.expectLoaded('Tara');

  await home.frame.logOut();
  await login.expectLoaded();
  // A route change: focus moves to the new page's h1.
  await login.frame.expectHeadingFocused(loginContent.heading);
  // Signed out: no navigation menu.
  await expect(login.frame.navigation).toHaveCount(0);
  // The gateway ended the session: its cookie is gone from the browser.
  const sessionCookies = (await context.cookies()).filter((cookie) => /session$/.test(cookie.name));
  expect(sessionCookies).toEqual([]);
  await expectAccessible(page);

  await page.goto('/');
  await login.expectLoaded();
  await expectAccessible(page);
});
