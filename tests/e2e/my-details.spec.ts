import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { frameContent, pageTitle } from './support/content';
import { demoEmails, demoPatientIds } from './support/demo-accounts';
import {
  deletePatientDirectly,
  linkSparePatientDirectly,
  restoreGpRegistrationDirectly,
  selectPatientDirectly,
} from './support/demo-data';

/**
 * spec part 2 'My details', 'My GP details', 'My linked patients', 'Deregister for online services'. Casey
 * (casey.carer, acting for Drew) is the account these journeys change: they switch patients, delete a spare
 * patient added for the purpose and deregister, and put everything back afterwards, so a retry starts afresh
 * and the other demo accounts are never touched.
 */
test.describe.configure({ mode: 'serial' });

const casey = demoEmails.caseyCarer;

test.afterEach(async () => {
  await selectPatientDirectly(casey, demoPatientIds.caseyCarter);
  await deletePatientDirectly(casey, demoPatientIds.finleyCarter);
  await restoreGpRegistrationDirectly(casey);
});

test('alex reaches My details from the menu, then My GP with its practice and doctor', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(demoEmails.alexLinked);
  const frame = new Frame(page);
  await frame.navigationLink(frameContent.myDetails).click();
  await expect(page).toHaveURL(/\/my-details$/);
  await expect(frame.pageHeading).toHaveText('My details');
  await expect(frame.main.getByRole('heading', { level: 2 })).toHaveText([
    'My profile',
    'My linked patients',
    'My GP',
    'My pharmacy',
    'Notifications',
  ]);
  await expectAccessible(page);

  await frame.main.getByRole('link', { name: 'My GP', exact: true }).click();
  await expect(frame.pageHeading).toHaveText('My GP');
  await expect(page).toHaveTitle(pageTitle('My GP'));
  await expect(frame.main.getByText(/Riverside Health Centre/)).toBeVisible();
  await expect(frame.main.getByText(/NE3 4AB/)).toBeVisible();
  await expect(frame.main.getByRole('link', { name: '0191 496 0100' })).toBeVisible();
  await expect(frame.main.getByRole('link', { name: 'Change my GP practice' })).toHaveAttribute(
    'href',
    '/my-details/my-gp/change',
  );
  await expectAccessible(page);
});

test('morgan, not linked, has no My GP card, and the My GP page sends them home', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(demoEmails.morganManual);
  const frame = new Frame(page);
  await frame.navigationLink(frameContent.myDetails).click();
  await expect(frame.pageHeading).toHaveText('My details');
  await expect(frame.main.getByRole('link', { name: 'My linked patients' })).toBeVisible();
  await expect(frame.main.getByRole('link', { name: 'My GP', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/my-details/my-gp');
  await expect(page).toHaveURL(/\/$/);
});

/** Signs casey in and waits for home, so that the session is there before the next page is opened. */
async function signInAsCasey(page: Page): Promise<void> {
  await new LoginPage(page).signInAs(casey);
  await new HomePage(page).expectLoaded('Casey');
}

test('casey sees "none chosen" for their doctor', async ({ page }) => {
  await signInAsCasey(page);
  await page.goto('/my-details/my-gp');
  const frame = new Frame(page);
  await expect(frame.pageHeading).toHaveText('My GP');
  await expect(frame.main.getByText('none chosen')).toBeVisible();
  await expectAccessible(page);
});

test('casey switches to Drew from My linked patients and lands home as Drew', async ({ page }) => {
  await signInAsCasey(page);
  await page.goto('/my-details/my-linked-patients');
  const frame = new Frame(page);
  await expect(frame.pageHeading).toHaveText('My linked patients');
  const list = frame.main.getByRole('list', { name: 'Your linked patients' });
  await expect(list.getByRole('button')).toHaveText([
    /Casey Carter \(selected\)$/,
    /Switch to Drew Carter$/,
  ]);
  await expectAccessible(page);

  await list.getByRole('button', { name: 'Switch to Drew Carter' }).click();
  await new HomePage(page).expectLoaded('Drew');
  await expectAccessible(page);
});

test('casey cannot delete the active patient, and deletes another after confirming', async ({
  page,
}) => {
  await linkSparePatientDirectly(casey);
  await signInAsCasey(page);
  await page.goto('/my-details/my-linked-patients');
  const frame = new Frame(page);
  const list = frame.main.getByRole('list', { name: 'Your linked patients' });
  await expect(list.getByRole('button', { name: 'Switch to Finley Carter' })).toBeVisible();

  // The active patient (Casey, also the account's own) is not offered for deletion.
  const choices = frame.main.getByRole('group', { name: 'Which patient do you want to delete?' });
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await expect(choices.getByRole('radio', { name: 'Casey Carter' })).toHaveCount(0);

  await choices.getByRole('radio', { name: 'Finley Carter' }).check();
  await frame.main.getByRole('button', { name: 'Delete patient' }).click();
  const confirmHeading = frame.main.getByRole('heading', {
    name: 'Are you sure you want to delete Finley Carter?',
  });
  await expect(confirmHeading).toBeFocused();
  await expectAccessible(page);
  // Still listed until confirmed.
  await expect(list.getByRole('button', { name: 'Switch to Finley Carter' })).toBeVisible();

  await frame.main.getByRole('button', { name: 'Yes, delete Finley Carter' }).click();
  await expect(page.getByText('Finley Carter has been deleted.')).toBeVisible();
  await expect(list.getByRole('button', { name: /Finley Carter/ })).toHaveCount(0);
  await expect(list.getByRole('button')).toHaveCount(2);
  await expectAccessible(page);

  // 'Refresh list' reads it afresh and says so.
  await frame.main.getByRole('button', { name: 'Refresh list' }).click();
  await expect(frame.main.getByRole('status').filter({ hasText: /list of patients/ })).toHaveText(
    'The list of patients has been refreshed.',
  );
  await expect(list.getByRole('button')).toHaveCount(2);
});

test('casey deregisters: My services says so, and the GP cards go', async ({ page }) => {
  await signInAsCasey(page);
  const frame = new Frame(page);
  await frame.navigationLink(frameContent.myDetails).click();
  await expect(frame.main.getByRole('link', { name: 'My GP', exact: true })).toBeVisible();
  await frame.main.getByRole('link', { name: 'Deregister for online services' }).click();
  await expect(frame.pageHeading).toHaveText('Deregister for online services');
  await expect(frame.main.getByText('This cannot be undone.')).toBeVisible();
  await expectAccessible(page);

  await frame.main.getByRole('button', { name: 'I understand, deregister' }).click();
  await expect(page).toHaveURL(/\/my-services$/);
  await expect(
    page.getByText('You have successfully de-registered from online services.'),
  ).toBeVisible();
  await expect(frame.main.getByRole('link', { name: 'Connect to your GP' })).toBeVisible();
  for (const name of ['GP appointments', 'Messages', 'My medical record']) {
    await expect(frame.main.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);

  await frame.navigationLink(frameContent.myDetails).click();
  await expect(frame.pageHeading).toHaveText('My details');
  await expect(frame.main.getByRole('link', { name: 'My GP', exact: true })).toHaveCount(0);
  // Deregistering is an IM1-check route (spec part 1 §2): no longer open, so home.
  await page.goto('/my-details/deregister');
  await expect(page).toHaveURL(/\/$/);
});
