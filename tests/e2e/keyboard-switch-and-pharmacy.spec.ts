import { expect, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { homeContent, pageTitle } from './support/content';
import { demoEmails, demoPassword, demoPatientIds } from './support/demo-accounts';
import { pharmacyOf, restorePharmacyDirectly, selectPatientDirectly } from './support/demo-data';
import { activateByKeyboard, press, pressKeepingFocus, tabInto, tabTo } from './support/keyboard';
import { expectSeen } from './support/seen';

/**
 * Switching patient on home and changing the pharmacy, by keyboard alone (issue #12; spec part 1 §2 'Patient
 * switcher (home)', 'Choose pharmacy / change pharmacy'). Focus is checked after every key, and through a
 * switch at every frame: the data reloads around the pressed button, which must keep focus.
 */
const email = demoEmails.alexLinked;

test.describe('patient switcher', () => {
  test.afterEach(async () => {
    // Alex's own patient again, whatever happened: other journeys expect 'Welcome, Alex'.
    await selectPatientDirectly(email, demoPatientIds.alexMorgan);
  });

  test('Enter on a patient switches to them; focus stays on their button throughout, and it is seen', async ({
    page,
  }) => {
    const home = await HomePage.signedInByKeyboard(page, email, 'Alex');
    await tabTo(page, home.switchButton('Sam Morgan'));
    await pressKeepingFocus(page, 'Enter', async () => {
      await expect(home.switcherStatus).toHaveText(homeContent.switched('Sam Morgan'));
      await expect(home.heading).toHaveText(homeContent.heading('Sam'));
    });
    await expect(page).toHaveTitle(pageTitle(homeContent.heading('Sam')));
    const samButton = home.patientList.getByRole('button', { name: /Sam Morgan \(selected\)$/ });
    await expect(samButton).toBeFocused();
    await expectSeen(home.switcher.getByText(homeContent.currentPatient('Sam'), { exact: true }));

    // And back, from the keyboard again.
    await tabTo(page, home.switchButton('Alex Morgan'), 'Shift+Tab');
    await pressKeepingFocus(page, 'Enter', () =>
      expect(home.heading).toHaveText(homeContent.heading('Alex')),
    );
  });
});

test.describe('pharmacy', () => {
  let before: string | null;
  test.beforeEach(async () => {
    before = await pharmacyOf(email);
  });
  test.afterEach(async () => {
    await restorePharmacyDirectly(email, before);
  });

  test('a pharmacy is changed with the arrow keys in the list, and the success is seen', async ({
    page,
  }) => {
    await HomePage.signedInByKeyboard(page, email, 'Alex');
    await page.goto('/my-details/my-pharmacy');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('My pharmacy');
    await activateByKeyboard(
      page,
      page
        .getByRole('button', { name: 'Change my Pharmacy' })
        .or(page.getByRole('link', { name: 'Change my Pharmacy' })),
      'Tab',
      async () => {
        await expect(h1).toHaveText('My Pharmacy');
        await expect(h1).toBeFocused();
      },
    );

    // The list is one Tab stop; the arrows move through it and choose as they go.
    const list = page.getByRole('group', { name: 'Pharmacies' });
    const radios = list.getByRole('radio');
    await expect(radios.nth(2)).toBeVisible();
    await tabInto(page, list);
    const focusedRadio = list.locator('input[type="radio"]:focus');
    const first = await focusedRadio.getAttribute('value');
    await press(page, 'ArrowDown');
    await expect(focusedRadio).not.toHaveAttribute('value', first!);
    await expect(focusedRadio).toBeChecked();
    const chosen = await focusedRadio.getAttribute('value');
    await press(page, 'ArrowDown');
    await press(page, 'ArrowUp');
    await expect(focusedRadio).toHaveAttribute('value', chosen!);
    await expect(focusedRadio).toBeChecked();
    await expect(list.locator('input[type="radio"]:checked')).toHaveCount(1);
    const name = await page
      .locator(`label[for="${await focusedRadio.getAttribute('id')}"]`)
      .innerText();
    await expectSeen(page.getByRole('heading', { name: 'Chosen pharmacy' }));

    await activateByKeyboard(page, page.getByRole('button', { name: 'Submit' }), 'Tab', () =>
      expect(page).toHaveURL(/\/my-details\/my-pharmacy$/),
    );
    await expectSeen(page.getByText('Pharmacy Update Success!'));
    await expect(page.getByText(name.trim()).first()).toBeVisible();
    expect(await pharmacyOf(email)).toBe(chosen);
  });
});

test('with no pharmacy yet, Tab reaches the list without choosing, and an arrow key chooses', async ({
  page,
}) => {
  // Nina has no pharmacy: signing in leads to Select Pharmacy. Nothing is sent, so nothing needs restoring.
  const h1 = page.getByRole('heading', { level: 1 });
  await new LoginPage(page).signInByKeyboard(demoEmails.ninaNoPharmacy, demoPassword, async () => {
    await expect(h1).toHaveText('Select Pharmacy');
    await expect(h1).toBeFocused();
  });
  const list = page.getByRole('group', { name: 'Pharmacies' });
  const radios = list.getByRole('radio');
  await expect(radios.nth(1)).toBeVisible();

  // As in any radio group with none checked, Tab focuses the first without choosing it…
  await tabInto(page, list);
  await expect(radios.first()).toBeFocused();
  await expect(list.locator('input[type="radio"]:checked')).toHaveCount(0);
  // …and each arrow both moves and chooses, which shows the chosen pharmacy.
  await press(page, 'ArrowDown');
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.nth(1)).toBeChecked();
  await press(page, 'ArrowUp');
  await expect(radios.first()).toBeChecked();
  await expect(radios.nth(1)).not.toBeChecked();
  await expectSeen(page.getByRole('heading', { name: 'Chosen pharmacy' }));
});
