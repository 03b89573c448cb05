import { expect, expectAccessible, test } from './fixtures/test';
import { LoginPage } from './pages/login-page';
import { pageTitle } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { pharmacyOf, restorePharmacyDirectly } from './support/demo-data';
import { activateByKeyboard, tabTo } from './support/keyboard';
import { expectSeen } from './support/seen';

/**
 * spec part 1 §2 'Choose pharmacy / change pharmacy', §4 'Pharmacy change', §5, §8, §9; part 2 'My pharmacy':
 * choosing and changing the nominated pharmacy against the real directory (api/src/demo/pharmacy-directory.jsonl)
 * and the embedded geocoder. Without a maps key (as here) the list does all the work. Each journey puts the
 * account's pharmacy back as it found it.
 */
const words = {
  // locales/en/pharmacy.json
  selectHeading: 'Select Pharmacy',
  changeHeading: 'My Pharmacy',
  myPharmacyHeading: 'My pharmacy',
  search: 'Search nearby postcode',
  searchButton: 'Search',
  list: 'Pharmacies',
  noMap: 'The map is not available. Choose your pharmacy from the list below.',
  next: 'Next',
  submit: 'Submit',
  change: 'Change my Pharmacy',
  // spec part 1 §8 / errors.json pharmacy.postcodeNotFound
  updated: 'Pharmacy Update Success!',
  postcodeNotFound: 'We could not find that postcode. Check it and try again.',
  closed: 'Closed',
} as const;

// A pharmacy of the directory and its exact postcode (the nearest to itself).
const marketStreet = { name: 'Market Street Pharmacy', postcode: 'NE1 4HG' };

const restore: { email: string; pharmacyId: string | null }[] = [];
test.afterEach(async () => {
  for (const { email, pharmacyId } of restore.splice(0))
    await restorePharmacyDirectly(email, pharmacyId);
});

async function remember(email: string): Promise<void> {
  restore.push({ email, pharmacyId: await pharmacyOf(email) });
}

test('Nina chooses a pharmacy by postcode with the keyboard alone, then reaches home', async ({
  page,
}) => {
  const email = demoEmails.ninaNoPharmacy;
  await remember(email);
  const login = new LoginPage(page);
  await login.signInAs(email);
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.selectHeading);
  await expect(page).toHaveTitle(pageTitle(words.selectHeading));
  await expect(page.getByText(words.noMap)).toBeVisible();
  await expectAccessible(page);

  const searchField = page.getByRole('textbox', { name: words.search });
  await tabTo(page, searchField);
  await page.keyboard.type(marketStreet.postcode);
  await page.keyboard.press('Enter');

  const choice = page.getByRole('radio', { name: marketStreet.name });
  await expect(choice).toBeVisible();
  await tabTo(page, choice);
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  // The chosen pharmacy's details, as the spec lists them.
  await expect(page.getByRole('heading', { name: 'Chosen pharmacy' })).toBeVisible();
  await expectAccessible(page);

  await activateByKeyboard(page, page.getByRole('button', { name: words.next }));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nina');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('Alex changes pharmacy from My pharmacy and sees the success alert', async ({ page }) => {
  const email = demoEmails.alexLinked;
  await remember(email);
  await new LoginPage(page).signInAs(email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-details/my-pharmacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.myPharmacyHeading);
  await page
    .getByRole('button', { name: words.change })
    .or(page.getByRole('link', { name: words.change }))
    .click();

  await expect(page).toHaveURL(/\/my-details\/my-pharmacy\/change$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.changeHeading);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: words.search }).fill(marketStreet.postcode);
  await page.getByRole('button', { name: words.searchButton }).click();
  await page.getByRole('radio', { name: marketStreet.name }).check();
  await page.getByRole('button', { name: words.submit }).click();

  await expect(page).toHaveURL(/\/my-details\/my-pharmacy$/);
  await expectSeen(page.getByText(words.updated));
  await expect(page.getByText(marketStreet.name).first()).toBeVisible();
  await expectAccessible(page);
});

test('My pharmacy shows opening times for every day, Closed where there are none', async ({
  page,
}) => {
  // Morgan's pharmacy (Jesmond, seeded) closes for lunch on weekdays and all Sunday.
  await new LoginPage(page).signInAs(demoEmails.morganManual);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-details/my-pharmacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.myPharmacyHeading);
  const row = (day: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: day }) });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await expect(row(day)).toBeVisible();
  await expect(row('Monday')).toContainText('9:00 am to 1:00 pm, 2:00 pm to 5:30 pm');
  await expect(row('Saturday')).toContainText('9:00 am to 12:30 pm');
  await expect(row('Sunday')).toContainText(words.closed);
  await expectAccessible(page);
});

test('part of a postcode filters the loaded list after a moment', async ({ page }) => {
  await remember(demoEmails.ninaNoPharmacy);
  await new LoginPage(page).signInAs(demoEmails.ninaNoPharmacy);
  await expect(page.getByRole('radio').first()).toBeVisible();
  const before = await page.getByRole('radio').count();

  await page.getByRole('textbox', { name: words.search }).fill('NE2');
  await expect(
    page.getByText(/have a postcode containing NE2|has a postcode containing NE2/),
  ).toBeVisible();
  const after = await page.getByRole('radio').count();
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expectAccessible(page);
});

test('an unknown postcode shows the search failure', async ({ page }) => {
  await remember(demoEmails.ninaNoPharmacy);
  await new LoginPage(page).signInAs(demoEmails.ninaNoPharmacy);
  await page.getByRole('textbox', { name: words.search }).fill('ZZ9 9ZZ');
  await page.getByRole('button', { name: words.searchButton }).click();
  await expect(page.getByText(words.postcodeNotFound).first()).toBeVisible();
  await expectAccessible(page);
});

test.describe('where the list starts', () => {
  test('with location refused, it starts at the default location in Newcastle', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await remember(demoEmails.ninaNoPharmacy);
    await new LoginPage(page).signInAs(demoEmails.ninaNoPharmacy);
    // The nearest first: a Newcastle pharmacy (its address is the radio's hint).
    await expect(page.getByRole('radio').first()).toHaveAccessibleDescription(
      /Newcastle upon Tyne/,
    );
    await expectAccessible(page);
  });

  test('with location allowed in Leeds, it starts in Leeds', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.7997, longitude: -1.5492 });
    await remember(demoEmails.ninaNoPharmacy);
    await new LoginPage(page).signInAs(demoEmails.ninaNoPharmacy);
    await expect(page.getByRole('radio').first()).toHaveAccessibleDescription(/Leeds/);
  });
});
