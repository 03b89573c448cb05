import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { frameContent } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { apiHeaders } from './support/demo-data';
import { changeEmailDirectly, emailChangeLinkStart } from './support/email-change';
import { activateByKeyboard, arrowTo, press, tabInto, tabTo, typeText } from './support/keyboard';
import { startOrdersOutage, type OrdersOutage } from './support/orders-outage';
import { linkFromNewMail, mailTo } from './support/outbox';
import { profileContent as words, restoreProfileDirectly } from './support/profile';

/**
 * spec part 2 'My profile', §4-§8 (issue #19): Pia (pia.profile, not GP-linked, so every field may change)
 * edits her profile and chooses an address from the postcode search; a phone number only the API refuses
 * comes back as a reason on its field; a new email is confirmed in a dialog and completed from the mailed
 * link; and the same by keyboard alone. Pia's details and email are put back after each journey.
 */
test.describe.configure({ mode: 'serial' });

const pia = demoEmails.piaProfile;
const newEmail = 'pia.new-address@example.com';
const newAddress = '75 Acorn Road, Jesmond, Newcastle upon Tyne, NE2 2DJ';

test.afterEach(async () => {
  const changed = await apiHeaders(newEmail).then(
    () => true,
    () => false,
  );
  if (changed) await changeEmailDirectly(newEmail, pia);
  await restoreProfileDirectly(pia);
});

/** The summary list's value for `key` on My profile. */
function valueOf(page: Page, key: string) {
  return page
    .getByRole('main')
    .locator('.nhsuk-summary-list__row')
    .filter({ has: page.getByRole('term').getByText(key, { exact: true }) })
    .getByRole('definition');
}

/** The address search's live region: what a screen reader hears of the search. */
function addressStatus(frame: Frame) {
  return frame.main.getByRole('group', { name: 'Address', exact: true }).getByRole('status');
}

async function openProfile(page: Page): Promise<Frame> {
  await new LoginPage(page).signInAs(pia);
  const frame = new Frame(page);
  await frame.navigationLink(frameContent.myDetails).click();
  await frame.main.getByRole('link', { name: words.heading }).click();
  await expect(page).toHaveURL(/\/my-details\/my-profile$/);
  await expect(frame.pageHeading).toHaveText(words.heading);
  return frame;
}

/** A second gateway whose API can fail the address search and the profile update. */
const outageTest = test.extend<object, { outage: OrdersOutage }>({
  outage: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const outage = await startOrdersOutage(['searchAddresses', 'updatePatientDetails']);
      await use(outage);
      await outage.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ outage }, use) => use(outage.gatewayURL),
});

outageTest(
  'edit the profile, choose an address from the search; a failed search and save say so',
  async ({ page, outage }) => {
    const frame = await openProfile(page);
    await expect(valueOf(page, 'Address')).toHaveText(/73 Acorn Road/);
    await expect(frame.main.getByRole('button', { name: words.resetPassword })).toBeVisible();
    await expectAccessible(page);

    await frame.main.getByRole('button', { name: words.edit }).click();
    const firstName = frame.main.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toBeFocused();
    await firstName.fill('Pippa');
    const search = frame.main.getByRole('textbox', { name: words.findAddress });
    const status = addressStatus(frame);

    // spec part 2 §8: the search's failure, said where the results would be.
    outage.takeOrdersDown('unavailable', ['searchAddresses']);
    try {
      await search.fill('NE2 2DJ');
      await expect(frame.main.getByText(words.searchFailed)).toBeVisible();
    } finally {
      outage.bringOrdersBack();
    }
    await search.fill('acorn road');
    await expect(status).toHaveText(/^\d+ addresses found$/);
    const results = frame.main.getByRole('group', { name: words.chooseAddress });
    await results.getByRole('radio', { name: newAddress }).check();
    await expect(status).toHaveText(`Address selected: ${newAddress}`);
    await expectAccessible(page);

    outage.takeOrdersDown('unavailable', ['updatePatientDetails']);
    try {
      await frame.main.getByRole('button', { name: words.save }).click();
      await expect(frame.main.getByText(words.updateFailed)).toBeVisible();
      await expectAccessible(page);
    } finally {
      outage.bringOrdersBack();
    }
    await frame.main.getByRole('button', { name: words.save }).click();
    const banner = frame.main.getByRole('alert').filter({ hasText: words.updated });
    await expect(banner).toBeFocused();
    await expect(valueOf(page, 'Name')).toHaveText('Pippa Price');
    await expect(valueOf(page, 'Address')).toHaveText(
      '75 Acorn RoadJesmondNewcastle upon TyneNE2 2DJ',
    );
    await expectAccessible(page);

    // Saved by the API, not only shown: a fresh load reads it back.
    await page.reload();
    await expect(valueOf(page, 'Name')).toHaveText('Pippa Price');
  },
);

test("a phone number only the API refuses comes back as the API's reason on its field", async ({
  page,
}) => {
  const frame = await openProfile(page);
  await frame.main.getByRole('button', { name: words.edit }).click();
  // The shape of a UK number (the form's rule), but no UK number starts 0100 (libphonenumber-js, the API's).
  await frame.main.getByRole('textbox', { name: /^Mobile number/ }).fill('01000 000000');
  await frame.main.getByRole('textbox', { name: /^Telephone number/ }).fill('01000 000001');
  await frame.main.getByRole('button', { name: words.save }).click();

  const summary = frame.main.locator('.nhsuk-error-summary');
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  const mobileReason = 'Mobile number: enter a UK phone number';
  await expect(summary.getByRole('link')).toHaveText([
    mobileReason,
    'Telephone number: enter a UK phone number',
  ]);
  const mobile = frame.main.getByRole('textbox', { name: /^Mobile number/ });
  await expect(mobile).toHaveAccessibleDescription(new RegExp(mobileReason));
  await expectAccessible(page);
  await summary.getByRole('link', { name: mobileReason }).click();
  await expect(mobile).toBeFocused();

  // Nothing was stored.
  await frame.main.getByRole('button', { name: 'Cancel' }).click();
  await expect(valueOf(page, 'Mobile number')).toHaveText('07700 900119');
});

test('a new email is confirmed in the dialog, then the mailed link completes the change', async ({
  page,
}) => {
  const frame = await openProfile(page);
  await frame.main.getByRole('button', { name: words.edit }).click();
  await frame.main.getByRole('textbox', { name: /^Email address/ }).fill(newEmail);
  const before = (await mailTo(newEmail)).length;
  await frame.main.getByRole('button', { name: words.save }).click();

  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  // Nothing goes out before the answer.
  expect((await mailTo(newEmail)).length).toBe(before);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: words.dialogYes }).click();
  await expect(frame.main.getByText(words.updated)).toBeVisible();
  await expect(
    frame.main.getByText(
      `We have emailed a link to ${newEmail}. Follow it to finish changing your email address.`,
    ),
  ).toBeVisible();

  await page.goto(await linkFromNewMail(newEmail, before, emailChangeLinkStart));
  await page.getByRole('button', { name: 'Complete Verification' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your email address has been changed' }),
  ).toBeFocused();
  await apiHeaders(newEmail); // signs in with the new address, or throws
});

test('keyboard only: edit, search and choose an address, change the email through the dialog', async ({
  page,
}) => {
  const home = await HomePage.signedInByKeyboard(page, pia, 'Pia');
  const frame = home.frame;
  await activateByKeyboard(page, frame.navigationLink(frameContent.myDetails), 'Shift+Tab', () =>
    expect(frame.pageHeading).toHaveText('My details'),
  );
  await activateByKeyboard(page, frame.main.getByRole('link', { name: words.heading }), 'Tab', () =>
    expect(frame.pageHeading).toHaveText(words.heading),
  );
  await activateByKeyboard(page, frame.main.getByRole('button', { name: words.edit }));
  await expect(frame.main.getByRole('textbox', { name: 'First name' })).toBeFocused();

  await tabTo(page, frame.main.getByRole('textbox', { name: /^Email address/ }));
  await press(page, 'Control+A');
  await typeText(page, newEmail);

  await tabTo(page, frame.main.getByRole('textbox', { name: words.findAddress }));
  await typeText(page, 'NE2 2DJ');
  await expect(addressStatus(frame)).toHaveText(/^\d+ addresses found$/);
  const results = frame.main.getByRole('group', { name: words.chooseAddress });
  await tabInto(page, results);
  const chosen = results.getByRole('radio', { name: newAddress });
  await arrowTo(page, chosen);
  await expect(chosen).toBeChecked();

  const save = frame.main.getByRole('button', { name: words.save });
  await activateByKeyboard(page, save);
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  // Escape is 'No': the dialog closes and focus is back on Save.
  await press(page, 'Escape', () => expect(dialog).toBeHidden());
  await expect(save).toBeFocused();

  await press(page, 'Enter', () => expect(dialog).toBeVisible());
  await activateByKeyboard(page, dialog.getByRole('button', { name: words.dialogYes }));
  await expect(frame.main.getByRole('alert').filter({ hasText: words.updated })).toBeFocused();
  await expect(valueOf(page, 'Address')).toHaveText(
    '75 Acorn RoadJesmondNewcastle upon TyneNE2 2DJ',
  );
});
