import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { LoadFailure } from './pages/load-failure';
import { LoginPage } from './pages/login-page';
import { frameContent, pageTitle } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { bookFirstFreeSlotDirectly, cancelAllAppointmentsDirectly } from './support/appointments';
import { testWithOutage } from './support/orders-outage';
import {
  appointmentsContent,
  BookingFlow,
  calendarEventOf,
  londonClock,
} from './pages/appointments-pages';

/**
 * spec part 2 'GP appointments', §5, §6, §8 (issue #15). Ava (ava.appointments) and Toby (whose practice asks
 * for a reason) are the accounts these journeys book and cancel for; nothing else depends on their
 * appointments, and each journey's bookings are cancelled after it. Noel's practice has no sessions at all;
 * Olive's practice has appointments off. The keyboard-only booking is appointments-keyboard.spec.ts.
 */
test.describe.configure({ mode: 'serial' });

const ava = demoEmails.avaAppointments;
const toby = demoEmails.tobyReasonRequired;
const content = appointmentsContent;

test.afterEach(async () => {
  await cancelAllAppointmentsDirectly(ava);
  await cancelAllAppointmentsDirectly(toby);
});

/** Signs in and waits for home, where signing in leads. */
async function signIn(page: Page, email: string): Promise<Frame> {
  await new LoginPage(page).signInAs(email);
  await expect(page).toHaveURL(/\/$/);
  return new Frame(page);
}

/** 'Tuesday 1 December 2026': an instant's London date as the app writes it. */
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

test('ava books a telephone appointment with Dr Priya Shah, adds it to her calendar and cancels it', async ({
  page,
}) => {
  test.slow();
  const frame = await signIn(page, ava);
  await frame.navigationLink(frameContent.myServices).click();
  await frame.main.getByRole('link', { name: 'GP appointments', exact: true }).click();
  await expect(page).toHaveURL(/\/my-services\/appointments$/);
  await expect(frame.pageHeading).toHaveText('GP appointments');
  await expect(page).toHaveTitle(pageTitle('GP appointments'));
  await expect(frame.main.getByRole('heading', { level: 2 })).toHaveText('My booked appointments');
  await expect(frame.main.getByText(content.empty)).toBeVisible();

  // spec part 2 'Booking flow': each step a page of its own, its heading focused.
  const flow = new BookingFlow(page);
  await frame.main.getByRole('button', { name: content.book }).click();
  await flow.expectStep(content.serviceHeading);
  await frame.expectHeadingFocused(content.serviceHeading);
  await flow.choose(content.telephone);
  await flow.continue();
  // Ava's practice has filtered booking on: the practitioner type is asked.
  await flow.expectStep(content.practitionerHeading);
  await flow.choose(content.anyGp);
  await flow.continue();
  await flow.expectStep(content.clinicianHeading);
  await flow.choose('Female', 'Do you want to see a male or female clinician?');
  // Only female GPs are offered now.
  const clinicians = frame.main.getByRole('group', { name: 'Which clinician do you want to see?' });
  await expect(clinicians.getByRole('radio')).toHaveCount(2);
  await flow.choose('Dr Priya Shah', 'Which clinician do you want to see?');
  await expectAccessible(page);
  await flow.continue();

  await flow.expectStep(content.dateHeading);
  await expect(frame.main.getByRole('group', { name: /^Week beginning / }).first()).toBeVisible();
  await flow.continue();
  await expect(frame.main.locator('.nhsuk-error-summary')).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Choose a date/);
  const date = await flow.chooseFirstDate();
  await flow.continue();

  await flow.expectStep(content.timeHeading);
  await expect(frame.main.getByText(date, { exact: true })).toBeVisible();
  // Dr Shah sees patients by telephone in the afternoons (api/src/gp-systems/appointment-schedule.ts).
  await expect(frame.main.getByRole('group', { name: 'Morning' })).toHaveCount(0);
  const time = await flow.chooseFirstTime('Afternoon');
  await expectAccessible(page);
  await flow.continue();

  await flow.expectStep(content.checkHeading);
  // A reload keeps the choices: they are in the page's address.
  await page.reload();
  await flow.expectStep(content.checkHeading);
  await expect(flow.answer('Type')).toHaveText('Telephone appointment');
  await expect(flow.answer('Who')).toHaveText(content.anyGp);
  await expect(flow.answer('Clinician')).toHaveText('Dr Priya Shah');
  await expect(flow.answer('Date')).toHaveText(date);
  await expect(flow.answer('Time')).toHaveText(time);
  // 'Change' goes back to the step with its answer still chosen, and on to the check page again.
  await frame.main.getByRole('link', { name: 'Change Time' }).click();
  await flow.expectStep(content.timeHeading);
  await expect(frame.main.getByRole('radio', { name: time })).toBeChecked();
  await flow.continue();
  await flow.expectStep(content.checkHeading);
  await expect(frame.main.getByLabel(content.reasonOptional)).toBeVisible();
  await frame.main.getByLabel(content.contactNumber).fill('   ');
  await flow.confirm();
  const summary = frame.main.locator('.nhsuk-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(content.contactNumberMissing);
  await expect(page).toHaveTitle(/^Error: Check your appointment details/);
  await expectAccessible(page);
  await frame.main.getByLabel(content.contactNumber).fill('07700 900150');
  await flow.confirm();

  await expect(page).toHaveURL(/\/my-services\/appointments$/);
  await expect(frame.main.getByRole('status').first()).toContainText(content.booked);
  const heading = frame.main.getByRole('heading', { level: 3 });
  await expect(heading).toHaveText(`${date}, ${time.split(' to ')[0]}`);
  await expect(frame.main.getByText('Dr Priya Shah')).toBeVisible();
  await expectAccessible(page);

  // 'Add to calendar': an .ics file that a calendar opens at the same London times, at the practice.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    frame.main.getByRole('link', { name: content.addToCalendar }).click(),
  ]);
  const event = await calendarEventOf(download);
  expect(
    `${londonClock(event.startDate.toJSDate())} to ${londonClock(event.endDate.toJSDate())}`,
  ).toBe(time);
  expect(londonDateTime(event.startDate.toJSDate().toISOString())).toBe(date);
  expect(event.location).toBe(
    'Riverside Medical Practice, Riverside Health Centre, 2 Mill Lane, Gosforth, Newcastle upon Tyne, NE3 4AB',
  );

  await frame.main.getByRole('link', { name: /^Cancel appointment on / }).click();
  await expect(frame.pageHeading).toHaveText('Cancel your appointment');
  await frame.expectHeadingFocused('Cancel your appointment');
  const reason = frame.main.getByRole('textbox', {
    name: 'Why are you cancelling this appointment?',
  });
  await reason.fill('   ');
  await frame.main.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(
    'Enter a reason for cancelling this appointment',
  );
  await expect(page).toHaveTitle(/^Error: Cancel your appointment/);
  await expectAccessible(page);

  await reason.fill('Feeling better now');
  await frame.main.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page).toHaveURL(/\/my-services\/appointments$/);
  await expect(frame.main.getByRole('status').first()).toContainText(content.cancelled);
  await expect(frame.main.getByText(content.empty)).toBeVisible();
});

test('toby, whose practice asks for a reason, must give one; a step without its choices starts again', async ({
  page,
}) => {
  const frame = await signIn(page, toby);
  // Straight to the check page with nothing chosen: the flow starts at its first step.
  await page.goto('/my-services/appointments/book/check');
  const flow = new BookingFlow(page);
  await flow.expectStep(content.serviceHeading);
  await expect(page).toHaveURL(/\/my-services\/appointments\/book$/);
  await flow.choose(content.atPractice);
  await flow.continue();
  // Toby's practice has filtered booking off: no practitioner type.
  await flow.expectStep(content.clinicianHeading);
  await flow.continue();
  await flow.chooseFirstDate();
  await flow.continue();
  await flow.expectStep(content.timeHeading);
  await flow.choose(/ to /);
  await flow.continue();
  await flow.expectStep(content.checkHeading);
  const reason = frame.main.getByLabel(content.reasonRequired, { exact: true });
  await frame.main.getByLabel(content.contactNumber).fill('07700 900151');
  await reason.fill('   ');
  await flow.confirm();
  await expect(frame.main.locator('.nhsuk-error-summary').getByRole('link')).toHaveText(
    content.reasonMissing,
  );
  await expect(frame.main.locator('.nhsuk-error-message')).toContainText(content.reasonMissing);
  await reason.fill('  A rash that will not go away  ');
  await flow.confirm();
  await expect(frame.main.getByRole('status').first()).toContainText(content.booked);
  await expect(frame.main.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(frame.main.getByText('At the GP practice')).toBeVisible();
});

test('noel, whose practice has no sessions, is told there are no slots', async ({ page }) => {
  await signIn(page, demoEmails.noelNoSlots);
  await page.goto('/my-services/appointments/book');
  const flow = new BookingFlow(page);
  await flow.choose(content.telephone);
  await flow.continue();
  await flow.choose(content.anyGp);
  await flow.continue();
  await flow.expectStep(content.clinicianHeading);
  await expect(flow.main.getByText(content.noClinicians)).toBeVisible();
  await flow.continue();
  await flow.expectStep(content.dateHeading);
  await expect(flow.main.getByText(content.noSlots)).toBeVisible();
  await expect(flow.main.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page);
  await flow.main.getByRole('link', { name: 'Change your choices' }).click();
  await flow.expectStep(content.serviceHeading);
  await expect(flow.main.getByRole('radio', { name: content.telephone })).toBeChecked();
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

/** A second gateway whose API can lose any of the appointment calls (support/orders-outage.ts). */
const outageTest = testWithOutage([
  'appointmentsList',
  'appointmentClinicians',
  'appointmentSlots',
  'bookAppointment',
  'cancelAppointment',
]);

outageTest(
  "each failed appointment call says so in the catalogue's words (spec part 2 §8)",
  async ({ page, outage }) => {
    test.slow();
    const frame = await signIn(page, ava);
    const failure = new LoadFailure(page);
    const flow = new BookingFlow(page);
    try {
      // Clinicians and sessions: the step shows the message with 'Try again', under its own heading.
      outage.takeOrdersDown('unavailable', ['appointmentClinicians', 'appointmentSlots']);
      await page.goto('/my-services/appointments/book/clinician?type=Telephone');
      await failure.expectShown(content.clinicianHeading, content.cliniciansFailed);
      await page.goto('/my-services/appointments/book/date?type=Telephone');
      await failure.expectShown(content.dateHeading, content.sessionsFailed);
      await expectAccessible(page);
      outage.bringOrdersBack();
      await failure.tryAgainButton.click();
      await flow.chooseFirstDate();
      await flow.continue();
      await flow.choose(/ to /);
      await flow.continue();
      await flow.expectStep(content.checkHeading);
      await frame.main.getByLabel(content.contactNumber).fill('07700 900150');

      // Booking: the check page keeps the answers and says why, at the top, focused.
      outage.takeOrdersDown('unreachable', ['bookAppointment']);
      await flow.confirm();
      const summary = frame.main.locator('.nhsuk-error-summary');
      await expect(summary).toContainText(content.bookFailed);
      await expect(summary).toBeFocused();
      await expect(page).toHaveTitle(/^Error: Check your appointment details/);
      await expect(frame.main.getByLabel(content.contactNumber)).toHaveValue('07700 900150');
      await expectAccessible(page);
      outage.bringOrdersBack();
      await flow.confirm();
      await expect(frame.main.getByRole('status').first()).toContainText(content.booked);

      // Cancelling: the reason stays, and the alert says it could not be done.
      await frame.main.getByRole('link', { name: /^Cancel appointment on / }).click();
      const reason = frame.main.getByRole('textbox', {
        name: 'Why are you cancelling this appointment?',
      });
      await reason.fill('Feeling better');
      outage.takeOrdersDown('unavailable', ['cancelAppointment']);
      await frame.main.getByRole('button', { name: 'Cancel appointment' }).click();
      await expect(frame.main.getByRole('alert').first()).toContainText(content.cancelFailed);
      await expect(reason).toHaveValue('Feeling better');
      outage.bringOrdersBack();

      // The list: its own failure message instead of the appointments.
      outage.takeOrdersDown('unavailable', ['appointmentsList']);
      await page.goto('/my-services/appointments');
      await failure.expectShown(content.listHeading, content.loadFailed);
    } finally {
      outage.bringOrdersBack();
    }
  },
);
