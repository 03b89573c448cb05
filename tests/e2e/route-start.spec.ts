import { expect, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage, signedInTab } from './pages/login-page';
import { MyMedsPage } from './pages/orders-page';
import { routePaths } from '../../src/lib/route-paths';
import { catalogueMessage } from './support/chaos-plan';
import { demoEmails } from './support/demo-accounts';

/** How long the session's answer is held back at most: far more than the page needs to ask for the rest. */
const HOLD_MS = 5_000;

/**
 * Issue #20 ("preload the route's chunks and its query in parallel, never one after the other"): a page the
 * gateway sends with the session cookie asks for the account and the screen's data together with the session's
 * state (src/app/frame/route-start.ts), not once the session's answer has come.
 */
test("a signed-in page asks for its screen's data without waiting for the session's answer", async ({
  page,
  context,
}) => {
  const tab = await signedInTab(page, context, demoEmails.alexLinked);
  let sessionAnswered = false;
  const askedBeforeSessionAnswer = new Set<string>();
  let screenAsked: () => void = () => undefined;
  const screenSeen = new Promise<void>((resolve) => (screenAsked = resolve));
  await tab.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    const operation = String(body?.operationName);
    if (!sessionAnswered) askedBeforeSessionAnswer.add(operation);
    if (operation === 'MyMedsScreen') screenAsked();
    if (operation === 'Frame') {
      // Held until the screen's data has been asked for: a page that waited for this answer first asks
      // only after HOLD_MS, once it has been let through.
      await Promise.race([screenSeen, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
      sessionAnswered = true;
    }
    await route.continue();
  });

  await tab.goto(routePaths.myMeds);
  await new MyMedsPage(tab).expectLoaded();
  expect([...askedBeforeSessionAnswer].sort()).toEqual(['Frame', 'FrameAccount', 'MyMedsScreen']);
  await tab.close();
});

/**
 * The trade of asking before the session's answer: when the session has ended elsewhere while the browser
 * still holds its cookie, the account's query is refused, and /login says why.
 */
test('a session ended elsewhere sends the next page to /login, saying the session has ended', async ({
  page,
  context,
  browser,
}) => {
  const login = new LoginPage(page);
  await login.signInAs(demoEmails.taraTpp);
  await new HomePage(page).expectLoaded('Tara');
  // The same session in another browser, logged out there: this browser keeps its cookie.
  const elsewhere = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: await context.storageState(),
  });
  const other = new HomePage(await elsewhere.newPage());
  await other.page.goto('/');
  await other.expectLoaded('Tara');
  await other.frame.logOut();
  await new LoginPage(other.page).expectLoaded();
  await elsewhere.close();

  await page.goto(routePaths.myMeds);
  await login.expectLoaded();
  await expect(page.getByText(catalogueMessage('UNAUTHENTICATED'))).toBeVisible();
});
