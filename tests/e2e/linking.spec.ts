import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { homeCardsContent } from './pages/home-page';
import { LinkingPages, linkingContent } from './pages/linking-pages';
import { LoginPage } from './pages/login-page';
import { NhsLoginStandIn } from './pages/nhs-login-stand-in';
import { demoEmails } from './support/demo-accounts';
import { restoreGpRegistrationDirectly } from './support/demo-data';
import {
  createDemoAccount,
  gpNameOf,
  issueDemoLetter,
  linkDirectly,
  type DemoAccount,
} from './support/demo-letters';

/**
 * GP linkage (issue #13; spec part 1 §2 'Connect IM1', 'Register for online services', 'Multi-patient info';
 * part 2 'Change my GP practice'). Each journey signs in to a fresh account with fresh letters (the API's
 * development controls), so a retry never finds its account linked or its letter used, and the shared demo
 * accounts stay as other journeys expect them.
 */

/** Signs in to the account and waits for home. */
async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await new LoginPage(page).signInAs(account.email, account.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.firstName}`);
}

test('an unlinked patient connects with a letter and GP features appear on home', async ({
  page,
}) => {
  const account = await createDemoAccount();
  await signIn(page, account);
  const letter = await issueDemoLetter(account);
  const linking = new LinkingPages(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: homeCardsContent.importantUpdate })).toBeVisible();
  await expect(main.getByRole('heading', { name: homeCardsContent.prescriptions })).toHaveCount(0);

  await main.getByRole('link', { name: 'Link with NHS: Connect Now!' }).click();
  await linking.expectPage(linkingContent.informationHeading);
  await expect(main.getByRole('heading', { name: linkingContent.whatIsLetter })).toBeVisible();
  await main.getByRole('button', { name: linkingContent.continueWithLetter }).click();
  await linking.expectPage(linkingContent.connectFormHeading);
  await linking.fillLetter(letter);
  await main.getByRole('button', { name: linkingContent.connectNow }).click();
  await linking.expectPage(linkingContent.connected);

  await main.getByRole('button', { name: linkingContent.home }).click();
  await expect(main.getByRole('heading', { name: homeCardsContent.prescriptions })).toBeVisible();
  await expect(main.getByRole('heading', { name: homeCardsContent.importantUpdate })).toHaveCount(
    0,
  );
  await expect(page.getByText(homeCardsContent.linkPrompt)).toHaveCount(0);
  await expectAccessible(page);

  // And in My services: the GP's services instead of the way to connect.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'My services', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My services');
  await expect(main.getByRole('link', { name: 'GP appointments', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Connect to your GP' })).toHaveCount(0);
});

test.describe('nadia, unlinked, connects through NHS login', () => {
  // The stand-in's identities are fixed, so this links the shared demo account: it is put back unlinked
  // afterwards, as the empty-state journeys and the crawl expect her.
  test.afterEach(async () => restoreGpRegistrationDirectly(demoEmails.nadiaNhsLogin));

  test('without a letter: NHS login names her GP record and GP features appear', async ({
    page,
  }) => {
    await new LoginPage(page).signInAs(demoEmails.nadiaNhsLogin);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nadia');
    const linking = new LinkingPages(page);
    const main = page.getByRole('main');

    await main.getByRole('link', { name: 'Link with NHS: Connect Now!' }).click();
    await linking.expectPage(linkingContent.informationHeading);
    await main.getByRole('button', { name: 'Register with NHS' }).click();
    // The confirmation panel says what happens next before the patient leaves the app.
    await expect(main.getByText('Before you continue to NHS login')).toBeVisible();
    await expectAccessible(page);
    await main.getByRole('button', { name: 'Continue to NHS login' }).click();
    await new NhsLoginStandIn(page).continueAs('Nadia Nash');

    await linking.expectPage(linkingContent.connected);
    await expect(page).not.toHaveURL(/code=/);
    await expectAccessible(page);
    await main.getByRole('button', { name: linkingContent.home }).click();
    await expect(main.getByRole('heading', { name: homeCardsContent.prescriptions })).toBeVisible();
    await expect(page.getByText(homeCardsContent.linkPrompt)).toHaveCount(0);
  });
});

test('a letter another account has used is refused with the catalogue’s words', async ({
  page,
}) => {
  const first = await createDemoAccount();
  const letter = await issueDemoLetter(first);
  await linkDirectly(first.email, letter);
  await signIn(page, await createDemoAccount());
  const linking = new LinkingPages(page);
  const main = page.getByRole('main');
  await page.goto('/connect-im1-form');
  await linking.expectPage(linkingContent.connectFormHeading);
  await linking.fillLetter(letter);
  await main.getByRole('button', { name: linkingContent.connectNow }).click();
  await expect(main.getByText(linkingContent.alreadyRegistered)).toBeVisible();
  await expect(main.getByRole('link', { name: linkingContent.home })).toHaveAttribute('href', '/');
  await expectAccessible(page);
});

test('an account adds a proxy patient with their letter', async ({ page }) => {
  const account = await createDemoAccount();
  await linkDirectly(account.email, await issueDemoLetter(account));
  const child = await issueDemoLetter({
    firstName: 'Robin',
    lastName: account.lastName,
    dateOfBirth: '2018-03-04',
  });
  await signIn(page, account);
  const linking = new LinkingPages(page);
  const main = page.getByRole('main');

  await main.getByRole('link', { name: linkingContent.addPatient }).click();
  // Acting for nobody else yet: the no-linked-patients guidance.
  await linking.expectPage(linkingContent.noLinkedPatientsHeading);
  await main.getByRole('button', { name: linkingContent.addPatient }).click();
  await linking.expectPage(linkingContent.addPatientHeading);
  await main.getByRole('button', { name: linkingContent.haveLetter }).click();
  await expectAccessible(page);
  await linking.fillLetter(child);
  await main.getByRole('button', { name: linkingContent.registerNow }).click();
  await linking.expectPage(linkingContent.connected);

  await main.getByRole('button', { name: linkingContent.home }).click();
  await expect(
    main.getByRole('button', { name: `Switch to Robin ${account.lastName}` }),
  ).toBeVisible();
  await expectAccessible(page);

  // Acting for one other patient now: 'Add Patient' explains multi-patient access, not the earlier
  // 'no linked patients' guidance it showed before Robin was added.
  await main.getByRole('link', { name: linkingContent.addPatient }).click();
  await linking.expectPage(linkingContent.multiPatientHeading);
});

test('rita, acting for one other patient, is told what multi-patient access is before adding one', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(demoEmails.ritaOneProxy);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Rita');
  const linking = new LinkingPages(page);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: linkingContent.addPatient }).click();
  await linking.expectPage(linkingContent.multiPatientHeading);
  await main.getByRole('button', { name: linkingContent.addPatient }).click();
  await linking.expectPage(linkingContent.addPatientHeading);
});

test('a linked patient changes GP practice with the new practice’s letter', async ({ page }) => {
  const account = await createDemoAccount();
  await linkDirectly(account.email, await issueDemoLetter(account, 'B67890'));
  expect(await gpNameOf(account.email)).toBe('Tyneside Health Centre');
  const newPractice = await issueDemoLetter(account, 'A12345');
  await signIn(page, account);
  const linking = new LinkingPages(page);
  const main = page.getByRole('main');

  await page.goto('/my-details/my-gp/change');
  await linking.expectPage(linkingContent.changeGpHeading);
  await main.getByRole('button', { name: linkingContent.haveLetter }).click();
  await expectAccessible(page);
  await linking.fillLetter(newPractice);
  await main.getByRole('button', { name: linkingContent.registerNow }).click();
  await expect(page.getByText(linkingContent.gpChanged)).toBeVisible();
  expect(await gpNameOf(account.email)).toBe('Riverside Medical Practice');
});
