import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { LoginPage } from './pages/login-page';
import { frameContent, pageTitle } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { bookFirstFreeSlotDirectly, cancelAllAppointmentsDirectly } from './support/appointments';

/**
 * spec part 2 'GP appointments', §5, §6 (issue #15). Ava (ava.appointments) is the account these journeys
 * book and cancel for; nothing else depends on her appointments, and each journey cancels what it booked.
 * Noel's practice has no sessions at all; Olive's practice has appointments off.
 */
test.describe.configure({ mode: 'serial' });

const ava = demoEmails.avaAppointments;

test.afterEach(async () => {
  await cancelAllAppointmentsDirectly(ava);
});

/** Signs in and waits for home, where signing in leads. */
async function signIn(page: Page, email: string): Promise<Frame> {
  await new LoginPage(page).signInAs(email);
  await expect(page).toHaveURL(/\/$/);
  return new Frame(page);
}

const londonDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  })
    .format(new Date(iso))
    .replace(',', '');

test('ava sees a booked appointment from My services and cancels it, a blank reason refused', async ({
  page,
}) => {
  const booked = await bookFirstFreeSlotDirectly(ava);
  const frame = await signIn(page, ava);
  await frame.navigationLink(frameContent.myServices).click();
  await frame.main.getByRole('link', { name: 'GP appointments', exact: true }).click();
  await expect(page).toHaveURL(/\/my-services\/appointments$/);
  await expect(frame.pageHeading).toHaveText('GP appointments');
  await expect(page).toHaveTitle(pageTitle('GP appointments'));
  await expect(frame.main.getByRole('button', { name: 'Book a new appointment' })).toBeVisible();
  await expect(frame.main.getByRole('heading', { level: 2 })).toHaveText('My booked appointments');
  const heading = frame.main.getByRole('heading', { level: 3 });
  await expect(heading).toHaveText(new RegExp(`^${londonDateTime(booked.startTime)}, \\d`));
  await expect(frame.main.getByText('Telephone appointment')).toBeVisible();
  await expectAccessible(page);

  await frame.main.getByRole('link', { name: /^Cancel appointment on / }).click();
  await expect(frame.pageHeading).toHaveText('Cancel your appointment');
  await frame.expectHeadingFocused('Cancel your appointment');
  const reason = frame.main.getByRole('textbox', {
    name: 'Why are you cancelling this appointment?',
  });
  await reason.fill('   ');
  await frame.main.getByRole('button', { name: 'Cancel appointment' }).click();
  const summary = frame.main.locator('.nhsuk-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(
    'Enter a reason for cancelling this appointment',
  );
  await expect(page).toHaveTitle(/^Error: Cancel your appointment/);
  await expectAccessible(page);

  await reason.fill('Feeling better now');
  await frame.main.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page).toHaveURL(/\/my-services\/appointments$/);
  await expect(frame.main.getByRole('status').first()).toContainText(
    'Your appointment has been cancelled.',
  );
  await expect(frame.main.getByText("You don't have any appointments booked.")).toBeVisible();
  await expectAccessible(page);
});

test('an appointment cancelled elsewhere sends its cancel page back to the list', async ({
  page,
}) => {
  const booked = await bookFirstFreeSlotDirectly(ava);
  await cancelAllAppointmentsDirectly(ava);
  await signIn(page, ava);
  await page.goto(`/my-services/appointments/cancel/${encodeURIComponent(booked.slotId)}`);
  await expect(page).toHaveURL(/\/my-services\/appointments$/);
  await expect(new Frame(page).pageHeading).toHaveText('GP appointments');
});

test('olive, whose practice has appointments off, is sent home', async ({ page }) => {
  const frame = await signIn(page, demoEmails.oliveAppointmentsOff);
  await frame.navigationLink(frameContent.myServices).click();
  await expect(frame.pageHeading).toHaveText('My services');
  await expect(frame.main.getByRole('link', { name: 'GP appointments', exact: true })).toHaveCount(
    0,
  );
  await page.goto('/my-services/appointments');
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
});
