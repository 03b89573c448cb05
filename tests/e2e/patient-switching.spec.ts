import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { homeContent, pageTitle } from './support/content';
import { demoEmails, demoPatientIds } from './support/demo-accounts';
import { selectPatientDirectly } from './support/demo-data';

/**
 * spec part 1 §2 "Patient switcher (home)": a multi-patient account (alex, proxy for Sam and Jo Morgan) picks a
 * linked patient; the active patient changes, is announced, and stays chosen after a reload (the API keeps it).
 */
test.afterEach(async () => {
  // Alex's own patient again, whatever happened: other journeys expect 'Welcome, Alex'.
  await selectPatientDirectly(demoEmails.alexLinked, demoPatientIds.alexMorgan);
});

test('alex switches to a linked patient by keyboard; it is announced and persists after reload', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.signInAs(demoEmails.alexLinked);
  const home = new HomePage(page);
  await home.expectLoaded('Alex');
  await home.expectCurrentPatient('Alex');
  await expect(home.switcherStatus).toHaveText('');

  // Every patient the account may act for, the active one included, in an order that switching keeps.
  const patientButtons = home.patientList.getByRole('button');
  await expect(patientButtons).toHaveText([
    /Alex Morgan \(selected\)$/,
    /Switch to Jo Morgan$/,
    /Switch to Sam Morgan$/,
  ]);
  await expect(selectedButton(home, 'Alex Morgan')).toHaveAttribute('aria-current', 'true');

  const samButton = home.switchButton('Sam Morgan');
  await samButton.focus();
  await page.keyboard.press('Enter');

  // The result is announced in the switcher's polite live region…
  await expect(home.switcherStatus).toHaveText(homeContent.switched('Sam Morgan'));
  // …and everything shown is now Sam's.
  await expect(home.heading).toHaveText(homeContent.heading('Sam'));
  await expect(page).toHaveTitle(pageTitle(homeContent.heading('Sam')));
  await home.expectCurrentPatient('Sam');
  await expect(home.switchButton('Alex Morgan')).toBeVisible();
  await expect(home.switchButton('Jo Morgan')).toBeVisible();
  await expect(home.switchButton('Sam Morgan')).toHaveCount(0);
  await expect(patientButtons).toHaveText([
    /Switch to Alex Morgan$/,
    /Switch to Jo Morgan$/,
    /Sam Morgan \(selected\)$/,
  ]);
  // Keyboard users are not thrown back to the top of the document: the pressed button stays on the page, now
  // the selected one, and keeps focus.
  await expect(selectedButton(home, 'Sam Morgan')).toHaveAttribute('aria-current', 'true');
  await expect(selectedButton(home, 'Sam Morgan')).toBeFocused();
  const focusInMain = await page.evaluate(
    () =>
      document.activeElement !== document.body &&
      (document.activeElement?.closest('main') ?? null) !== null,
  );
  expect(focusInMain, 'focus after switching is still inside <main>').toBe(true);
  await expectAccessible(page);

  await page.reload();
  await home.expectLoaded('Sam');
  await home.expectCurrentPatient('Sam');
  await expectAccessible(page);

  // And back again, with the mouse this time.
  await home.switchButton('Alex Morgan').click();
  await expect(home.switcherStatus).toHaveText(homeContent.switched('Alex Morgan'));
  await expect(home.heading).toHaveText(homeContent.heading('Alex'));
  await home.expectCurrentPatient('Alex');
});

/** The active patient's button: catalogue home switcher.selected, '{{name}} (selected)'. */
function selectedButton(home: HomePage, fullName: string) {
  return home.patientList.getByRole('button', { name: `${fullName} (selected)`, exact: true });
}
