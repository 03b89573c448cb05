import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { LoadFailure } from './pages/load-failure';
import { LoginPage } from './pages/login-page';
import {
  serviceBookingContent as content,
  ServiceBookingFlow,
} from './pages/pharmacy-booking-pages';
import { pageTitle } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { testWithOutage } from './support/orders-outage';
import {
  bookFluDirectly,
  cancelServiceBookingsDirectly,
  restorePiaBookingsDirectly,
} from './support/pharmacy-bookings';

/**
 * spec part 2 'Pharmacy services' booking flow, §4, §5, §8 (issue #17 part B). Bob (bob.bookservice) books at
 * the owned pharmacy; Pia, a patient of the same pharmacy, takes a time first to make the booking's 422.
 * Bob's bookings are cancelled and Pia's put back after each journey. The keyboard-only booking is
 * pharmacy-booking-keyboard.spec.ts.
 */
test.describe.configure({ mode: 'serial' });

const bob = demoEmails.bobBookService;
const flowPath = '/my-services/pharmacy-services/book';

test.afterEach(async () => {
  await cancelServiceBookingsDirectly(bob);
  await restorePiaBookingsDirectly();
});

async function signIn(page: Page): Promise<Frame> {
  await new LoginPage(page).signInAs(bob);
  await expect(page).toHaveURL(/\/$/);
  return new Frame(page);
}

test('bob sees a service booked elsewhere, then books a flu vaccination with a sub type next month, after the first time he picks is taken', async ({
  page,
}) => {
  test.slow();
  const frame = await signIn(page);
  const flow = new ServiceBookingFlow(page);
  await page.goto(flowPath);
  await flow.expectStep(content.serviceHeading);
  await expect(page).toHaveTitle(pageTitle(content.serviceHeading));
  // Only bookable services: the ended and inactive ones are not offered (spec part 2 §5).
  const services = flow.main.getByRole('group', { name: content.serviceLegend });
  await expect(services.getByRole('radio')).toHaveCount(4);
  await expect(flow.radio('COVID-19 vaccination')).toHaveCount(0);
  await expect(flow.radio('Hay fever clinic')).toHaveCount(0);
  await expectAccessible(page);

  // A service booked elsewhere: its link and words instead of a calendar; Edit goes back with it chosen.
  await flow.radio('Travel vaccinations').check();
  await flow.button(content.search).click();
  await flow.expectStep(content.dateHeading);
  await frame.expectHeadingFocused(content.dateHeading);
  await expect(
    flow.main.getByRole('link', { name: 'Book travel vaccinations with our travel clinic' }),
  ).toHaveAttribute('href', 'https://www.nhs.uk/conditions/travel-vaccinations/');
  await expect(flow.dates).toHaveCount(0);
  await expectAccessible(page);
  await flow.main.getByRole('link', { name: content.edit }).click();
  await flow.expectStep(content.serviceHeading);
  await expect(flow.radio('Travel vaccinations')).toBeChecked();

  // A service with sub types waits for one (spec part 2 §4, §5).
  await flow.radio('Flu vaccination').check();
  const subTypes = 'Which type of Flu vaccination do you want?';
  await expect(flow.main.getByRole('group', { name: subTypes })).toBeVisible();
  await flow.button(content.search).click();
  await expect(flow.errorSummary).toBeFocused();
  await expect(flow.errorSummary).toContainText(content.subTypeMissing);
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  await flow.radio('Adult (65 and over)', subTypes).check();
  await flow.button(content.search).click();

  // The calendar opens at the first bookable month; Next month moves on and its heading takes focus.
  await flow.expectStep(content.dateHeading);
  await expect(flow.main.getByText('Flu vaccination: Adult (65 and over)')).toBeVisible();
  const firstMonth = (await flow.month.textContent()) ?? '';
  await flow.main.getByRole('link', { name: content.nextMonth }).click();
  await expect(flow.month).not.toHaveText(firstMonth);
  await expect(flow.month).toBeFocused();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await expect(flow.main.getByRole('link', { name: content.previousMonth })).toContainText(
    firstMonth,
  );
  const nextMonth = (await flow.month.textContent()) ?? '';
  await expect(flow.dates).toHaveAccessibleName(`Available dates in ${nextMonth}`);

  // A date, then its times; Pia takes the chosen time first.
  const date = flow.dates.getByRole('radio').first();
  const dateName = (await date.getAttribute('value')) ?? '';
  await date.check();
  const firstTime = flow.times().getByRole('radio').first();
  const takenStart = (await firstTime.getAttribute('value')) ?? '';
  const takenLabel = (await flow.times().locator('label').first().textContent()) ?? '';
  await firstTime.check();
  await expectAccessible(page);
  await bookFluDirectly(demoEmails.piaPharmacyServices, takenStart);
  await flow.button(content.book).click();

  // spec part 2 §8: the server's message; Bob stays on this step with his service, and the time has gone.
  await expect(flow.errorSummary).toBeFocused();
  await expect(flow.errorSummary).toContainText(content.slotTaken);
  await expect(page).toHaveTitle(/^Error: Choose a date and time/);
  await expect(flow.main.getByText('Flu vaccination: Adult (65 and over)')).toBeVisible();
  await expect(flow.month).toHaveText(nextMonth);
  await expect(
    flow.times().getByRole('radio', { name: takenLabel.trim(), exact: true }),
  ).toHaveCount(0);
  await expect(flow.main.locator(`input[value="${dateName}"]`)).toBeChecked();
  await expectAccessible(page);

  const bookedLabel = (await flow.times().locator('label').first().textContent()) ?? '';
  await flow.times().getByRole('radio').first().check();
  await flow.button(content.book).click();
  await flow.expectStep(content.confirmedHeading);
  await frame.expectHeadingFocused(content.confirmedHeading);
  await expect(flow.main.getByText(content.confirmed)).toBeVisible();
  await expect(
    flow.main.getByText(
      new RegExp(
        `^Flu vaccination: Adult \\(65 and over\\) on .*, ${bookedLabel.split(' to ')[0]}\\.$`,
      ),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  // The list shows it, with the count (spec part 2 'Pharmacy services'); Back does not return to book again.
  await flow.main.getByRole('link', { name: content.viewBookings }).click();
  await expect(flow.heading).toHaveText('Pharmacy services');
  await expect(flow.main.getByText('You have 1 booked service')).toBeVisible();
  await expect(flow.main.getByText(/Flu vaccination/).first()).toBeVisible();
  await expectAccessible(page);
});

/** A second gateway whose API can lose the booking calls (support/orders-outage.ts). */
const outageTest = testWithOutage([
  'pharmacyServicesList',
  'pharmacyServiceAvailability',
  'createServiceBooking',
]);

outageTest(
  "each failed booking call says so in the catalogue's words (spec part 2 §8)",
  async ({ page, outage }) => {
    test.slow();
    await signIn(page);
    const failure = new LoadFailure(page);
    const flow = new ServiceBookingFlow(page);
    try {
      // The services: step 1 says it could not read them, under its heading, with 'Try again'.
      outage.takeOrdersDown('unavailable', ['pharmacyServicesList']);
      await page.goto(flowPath);
      await failure.expectShown(content.serviceHeading, content.servicesFailed);
      await expectAccessible(page);
      outage.bringOrdersBack();
      await failure.tryAgainButton.click();
      await flow.radio('Blood pressure check').check();
      await flow.button(content.search).click();
      await flow.expectStep(content.dateHeading);

      // The month's availability: step 2 says so; Try again reads it.
      outage.takeOrdersDown('unreachable', ['pharmacyServiceAvailability']);
      await flow.main.getByRole('link', { name: content.nextMonth }).click();
      await failure.expectShown(content.dateHeading, content.availabilityFailed);
      await expectAccessible(page);
      outage.bringOrdersBack();
      await failure.tryAgainButton.click();
      await flow.dates.getByRole('radio').first().check();
      await flow.times().getByRole('radio').first().check();

      // Booking: the page keeps the choices and says why, at the top, focused.
      outage.takeOrdersDown('unavailable', ['createServiceBooking']);
      await flow.button(content.book).click();
      await expect(flow.errorSummary).toBeFocused();
      await expect(flow.errorSummary).toContainText(content.bookFailed);
      await expect(flow.times().getByRole('radio').first()).toBeVisible();
      await expectAccessible(page);
    } finally {
      outage.bringOrdersBack();
    }
  },
);
