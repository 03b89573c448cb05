import { expect, expectAccessible, test } from './fixtures/test';
import { homeCardsContent } from './pages/home-page';
import { LinkingPages, linkingContent } from './pages/linking-pages';
import { LoginPage } from './pages/login-page';
import { asTyped, createDemoAccount, issueDemoLetter } from './support/demo-letters';
import { activateByKeyboard, tabTo } from './support/keyboard';

/**
 * Connecting with a letter by keyboard alone (issue #13; ACCESSIBILITY.md): from home to the connect result
 * and back, with Tab, Shift+Tab, Enter and Space only; focus moves to each page's h1 on arrival.
 */
test('an unlinked patient connects with a letter using the keyboard alone', async ({ page }) => {
  const account = await createDemoAccount();
  const letter = await issueDemoLetter(account);
  await new LoginPage(page).signInAs(account.email, account.password);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Welcome, ${account.firstName}`);
  const linking = new LinkingPages(page);

  await activateByKeyboard(page, main.getByRole('link', { name: 'Link with NHS: Connect Now!' }));
  await linking.expectPage(linkingContent.informationHeading);
  await expect(heading).toBeFocused();
  await activateByKeyboard(
    page,
    main.getByRole('button', { name: linkingContent.continueWithLetter }),
  );
  await linking.expectPage(linkingContent.connectFormHeading);
  await expect(heading).toBeFocused();

  // Pressing 'Connect Now!' with nothing typed: the error summary takes focus.
  await activateByKeyboard(page, main.getByRole('button', { name: linkingContent.connectNow }));
  const summary = main.locator('.nhsuk-error-summary');
  await expect(summary).toBeFocused();
  await expectAccessible(page);

  // Each field in turn, reached with Tab (Shift+Tab back up from the button first).
  const [year, month, day] = letter.dateOfBirth.split('-');
  const typeInto = async (name: string, text: string) => {
    await tabTo(page, main.getByRole('textbox', { name, exact: true }));
    await page.keyboard.type(text);
  };
  await typeInto('Last name', letter.lastName);
  await typeInto('Day', String(Number(day)));
  await typeInto('Month', String(Number(month)));
  await typeInto('Year', year ?? '');
  await typeInto('Linkage key', asTyped(letter.linkageKey));
  await typeInto('ODS code', asTyped(letter.odsCode));
  await typeInto('Account ID', letter.gpAccountId);
  // Enter in the last field sends the form, as on any web form.
  await page.keyboard.press('Enter');
  await linking.expectPage(linkingContent.connected);

  const home = main.getByRole('button', { name: linkingContent.home });
  await tabTo(page, home);
  // Back once with Shift+Tab and forward again: the order holds both ways.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, home);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: homeCardsContent.prescriptions })).toBeVisible();
  await expectAccessible(page);
});
