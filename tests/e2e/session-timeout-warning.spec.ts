import { expect, expectAccessible } from './fixtures/test';
import { LoginPage } from './pages/login-page';
import { demoEmails } from './support/demo-accounts';
import { testWithShortIdleLimit } from './support/short-idle-gateway';

/**
 * Issue 21, the NHS / GOV.UK time-out warning (WCAG 2.2.1): 2 minutes before the idle limit a modal dialog takes
 * focus and says the time left; 'Stay signed in' extends the session at the gateway and closes it, and what was
 * typed on the page is still there. The gateway's idle limit is 2 minutes and 6 seconds here, so the warning
 * opens about 6 seconds after the last activity.
 */
const test = testWithShortIdleLimit(126);

const words = {
  // locales/en/frame.json timeoutWarning
  title: "You're about to be signed out",
  stay: 'Stay signed in',
  signOut: 'Sign out',
  // locales/en/pharmacy.json
  search: 'Search nearby postcode',
} as const;

test('warns before the idle limit, and Stay signed in keeps the session and what was typed', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(demoEmails.ninaNoPharmacy);
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
  const search = page.getByRole('textbox', { name: words.search });
  await search.fill('NE1 4');

  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: words.title })).toBeFocused();
  await expect(dialog).toContainText('we will sign you out in 2 minutes');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: words.stay }).click();
  await expect(dialog).toBeHidden();
  await expect(search).toHaveValue('NE1 4');
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
});
