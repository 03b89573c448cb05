import { expect, test } from './fixtures/test';
import { AccessibilityStatementPage } from './pages/accessibility-statement-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { demoEmails } from './support/demo-accounts';

/**
 * The accessibility statement (issue #12) is a public page linked from the footer of every page: anyone
 * reaches it with the keyboard alone, signed out or signed in, and the frame around it stays the same. Both
 * journeys end on the statement, which the fixture's axeOnEnd then audits (expectAccessible): a second call
 * here would only run axe over the same page twice.
 */
test('signed out: Tab to the footer link, Enter, and the statement opens', async ({ page }) => {
  await new LoginPage(page).goto();
  const statement = new AccessibilityStatementPage(page);
  await statement.openFromFooterByKeyboard();
  await statement.expectLoaded();
  await expect(statement.frame.navigation).toHaveCount(0);
});

test('signed in: Tab to the footer link, Enter, and the statement opens with the menu', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(demoEmails.taraTpp);
  await new HomePage(page).expectLoaded('Tara');
  const statement = new AccessibilityStatementPage(page);
  await statement.openFromFooterByKeyboard();
  await statement.expectLoaded();
  await statement.frame.expectFullNavigation();
});
