import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import {
  serviceBookingContent as content,
  ServiceBookingFlow,
} from './pages/pharmacy-booking-pages';
import { demoEmails } from './support/demo-accounts';
import { activateByKeyboard, arrowTo, press, tabInto } from './support/keyboard';
import { cancelServiceBookingsDirectly } from './support/pharmacy-bookings';

/**
 * Keyboard only (issue #17): choosing a service and its sub type, moving to the next month, picking a date and
 * a time and booking, every step a real key press with visible focus checked after each (support/keyboard.ts).
 * The radios are one Tab stop per question, moved through with the arrow keys; the month's heading takes
 * focus after 'Next month'. Bob's booking is cancelled afterwards.
 */
const bob = demoEmails.bobBookService;
test.afterEach(async () => {
  await cancelServiceBookingsDirectly(bob);
});

test('booking a pharmacy service by keyboard alone', async ({ page }) => {
  test.slow();
  const home = await HomePage.signedInByKeyboard(page, bob, 'Bob');
  const flow = new ServiceBookingFlow(page);
  // The address bar is the one step not taken in the page: the list and its links are another journey's.
  await page.goto('/my-services/pharmacy-services/book');
  await flow.expectStep(content.serviceHeading);

  await tabInto(page, flow.main.getByRole('group', { name: content.serviceLegend }));
  // Tab lands on the first service (flu vaccination) without choosing it; Space chooses it.
  await expect(flow.radio('Flu vaccination')).toBeFocused();
  await press(page, 'Space');
  await expect(flow.radio('Flu vaccination')).toBeChecked();
  const subTypes = 'Which type of Flu vaccination do you want?';
  await tabInto(page, flow.main.getByRole('group', { name: subTypes }));
  await press(page, 'Space');
  await expect(flow.radio('Adult (18 to 64)', subTypes)).toBeChecked();
  await activateByKeyboard(page, flow.button(content.search));

  await flow.expectStep(content.dateHeading);
  await home.frame.expectHeadingFocused(content.dateHeading);
  const firstMonth = (await flow.month.textContent()) ?? '';
  await activateByKeyboard(page, flow.main.getByRole('link', { name: content.nextMonth }));
  await expect(flow.month).not.toHaveText(firstMonth);
  await expect(flow.month).toBeFocused();

  // Tab reaches the month's first date (not yet chosen); the arrows choose the next one.
  await tabInto(page, flow.dates);
  const dates = flow.dates.getByRole('radio');
  await expect(dates.first()).toBeFocused();
  await arrowTo(page, dates.nth(1));
  await expect(dates.nth(1)).toBeChecked();
  // The date's times follow the dates: the next Tab stop.
  await tabInto(page, flow.times());
  await press(page, 'Space');
  await expect(flow.times().getByRole('radio').first()).toBeChecked();
  await expectAccessible(page);
  await activateByKeyboard(page, flow.button(content.book));

  await flow.expectStep(content.confirmedHeading);
  await home.frame.expectHeadingFocused(content.confirmedHeading);
  await expect(flow.main.getByText(content.confirmed)).toBeVisible();
  await expectAccessible(page);
});
