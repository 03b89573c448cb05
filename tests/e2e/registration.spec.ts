import { expect, expectAccessible, test } from './fixtures/test';
import { LoginPage } from './pages/login-page';
import { RegistrationJourney, registrationContent as words } from './pages/registration-pages';
import { demoEmails } from './support/demo-accounts';
import { linkFromNewMail, mailTo } from './support/outbox';
import { e2eBaseURL } from './support/stack';
import { seedRegistrationGpRecords } from '../../api/src/demo/seed-ids';

/**
 * spec part 1 §2 (Ways to register, Email entry, Verify email landing, Register details, Linkage details), §4
 * (Registration), §8: registering by email, with the verification link read from the API's development outbox
 * as from an inbox, over the real stack. New emails are unique to the run.
 */
const verifyLinkStart = `${e2eBaseURL}/register?verificationToken=`;
const newPassword = 'Maple-Avenue-77';

function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}@example.com`;
}

/** Registers `email` up to the verified landing page, following the mailed link. */
async function verifyNewEmail(journey: RegistrationJourney, email: string): Promise<void> {
  const { page } = journey;
  await journey.startWithEmail();
  const before = (await mailTo(email)).length;
  await journey.submitEmail(email);
  await expect(page.getByText(words.sent)).toBeVisible();
  await expectAccessible(page);

  await page.goto(await linkFromNewMail(email, before, verifyLinkStart));
  await journey.expectPage(words.verifiedHeading);
  await expect(page.getByText(words.question)).toBeVisible();
}

test('a new email registers without linkage codes and reaches choose pharmacy, signed in', async ({
  page,
}) => {
  const journey = new RegistrationJourney(page);
  const email = uniqueEmail('new.patient');
  await verifyNewEmail(journey, email);

  await page.getByRole('button', { name: words.noCodes }).click();
  await journey.expectPage(words.detailsHeading);
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Newton');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('07700 900123');
  await journey.fillDateOfBirth('1990-03-15');
  await journey.fillNewPassword(newPassword);
  await page.getByRole('button', { name: words.createAccount }).click();

  await expect(page).toHaveURL(/\/choose-pharmacy$/);
  // Signed in: the restricted menu of a patient without a pharmacy, and the new password works.
  await expect(
    page.getByRole('button', { name: 'Log out' }).or(page.getByRole('link', { name: 'Log out' })),
  ).toBeVisible();
  await expectAccessible(page);
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.signInAs(email, newPassword);
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
});

test('with the GP letter codes, the new account is linked to the GP record', async ({ page }) => {
  const robin = seedRegistrationGpRecords.robinReid;
  const journey = new RegistrationJourney(page);
  const email = uniqueEmail('robin.reid');
  await verifyNewEmail(journey, email);

  await page.getByRole('button', { name: words.haveCodes }).click();
  await journey.expectPage(words.linkageHeading);
  await page.getByRole('textbox', { name: 'Last name' }).fill(robin.lastName);
  await journey.fillDateOfBirth(robin.dateOfBirth);
  await page.getByRole('textbox', { name: 'Linkage key' }).fill(robin.linkageKey);
  await page.getByRole('textbox', { name: 'ODS code' }).fill(robin.odsCode);
  await page.getByRole('textbox', { name: 'Account ID' }).fill(robin.gpAccountId);
  await journey.fillNewPassword(newPassword);
  await page.getByRole('button', { name: words.registerNow }).click();

  await expect(page).toHaveURL(/\/choose-pharmacy$/);
  await expectAccessible(page);
});

test('codes already linked to an account are refused, with a way to log in', async ({ page }) => {
  // Alex's GP record (the seed links it to alex.linked@example.com).
  const journey = new RegistrationJourney(page);
  await verifyNewEmail(journey, uniqueEmail('alex.again'));
  await page.getByRole('button', { name: words.haveCodes }).click();
  await journey.expectPage(words.linkageHeading);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Morgan');
  await journey.fillDateOfBirth('1985-04-12');
  await page.getByRole('textbox', { name: 'Linkage key' }).fill('LKALEX100001');
  await page.getByRole('textbox', { name: 'ODS code' }).fill('A12345');
  await page.getByRole('textbox', { name: 'Account ID' }).fill('1000001');
  await journey.fillNewPassword(newPassword);
  await page.getByRole('button', { name: words.registerNow }).click();

  const refusal = page.getByText(/These Linkage details are already registered with an account/);
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  await expect(page).toHaveURL(/\/linkage-details$/);
  // axe and the Nu HTML Checker on the refused state (issue #12: no aria-labelledby on a plain div).
  await expectAccessible(page);
});

test('an ACTIVE email is told an account exists, with a way to log in, and gets no mail', async ({
  page,
}) => {
  const journey = new RegistrationJourney(page);
  const email = demoEmails.alexLinked;
  await journey.startWithEmail();
  const before = (await mailTo(email)).length;
  await journey.submitEmail(email);

  await expect(page.getByText(words.accountExists)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expectAccessible(page);
  expect((await mailTo(email)).length).toBe(before);
});

test('an unfinished (Created) account gets the verification email again', async ({ page }) => {
  const journey = new RegistrationJourney(page);
  const email = demoEmails.unaUnverified;
  await journey.startWithEmail();
  const before = (await mailTo(email)).length;
  await journey.submitEmail(email);

  await expect(page.getByText(words.sent)).toBeVisible();
  const link = await linkFromNewMail(email, before, verifyLinkStart);
  expect(link).toMatch(/verificationToken=[\w-]{43}$/);
});

test('a used or made-up verification link goes back to the email page with the banner', async ({
  page,
}) => {
  await page.goto('/register?verificationToken=made-up-token-that-was-never-sent');
  const journey = new RegistrationJourney(page);
  await expect(page).toHaveURL(/\/verify-email$/);
  await journey.expectPage(words.detailsHeading);
  await expect(page.getByText(words.invalidToken)).toBeVisible();
});

test('/method-selection is the same screen as /ways-to-register', async ({ page }) => {
  await page.goto('/method-selection');
  await new RegistrationJourney(page).expectPage(words.waysHeading);
  await expect(page.getByRole('button', { name: words.registerWithEmail })).toBeVisible();
  await expect(page.getByRole('button', { name: words.registerWithNhsLogin })).toBeVisible();
});
