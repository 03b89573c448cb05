import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { LoginPage } from './pages/login-page';
import { frameContent, pageTitle } from './support/content';
import { demoEmails } from './support/demo-accounts';

/**
 * spec part 1 §2 'My services', §6: the menu's My services leads to the hub, whose cards are those whose gate
 * holds: every GP and pharmacy service for alex (IM1-linked, owned pharmacy taking bookings), and for morgan
 * (not linked) only the way to connect to a GP.
 */
const gpCards = ['GP appointments', 'Messages', 'My medical record'];

test('alex reaches My services from the menu and sees the GP and pharmacy services', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(demoEmails.alexLinked);
  const frame = new Frame(page);
  await frame.navigationLink(frameContent.myServices).click();
  await expect(page).toHaveURL(/\/my-services$/);
  await expect(frame.pageHeading).toHaveText('My services');
  await expect(page).toHaveTitle(pageTitle('My services'));
  for (const name of ['Pharmacy services', ...gpCards, 'Vaccinations']) {
    await expect(frame.main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(frame.main.getByRole('link', { name: 'Connect to your GP' })).toHaveCount(0);
  await expect(frame.main.getByRole('link', { name: /^Book this service/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('morgan, not linked, is offered to connect to a GP and no GP services', async ({ page }) => {
  await new LoginPage(page).signInAs(demoEmails.morganManual);
  const frame = new Frame(page);
  await frame.navigationLink(frameContent.myServices).click();
  await expect(frame.pageHeading).toHaveText('My services');
  await expect(frame.main.getByRole('link', { name: 'Connect to your GP' })).toHaveAttribute(
    'href',
    '/my-services/register-for-online-services',
  );
  for (const name of gpCards) {
    await expect(frame.main.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);
});
