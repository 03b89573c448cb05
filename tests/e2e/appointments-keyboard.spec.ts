import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { appointmentsContent as content, BookingFlow } from './pages/appointments-pages';
import { cancelAllAppointmentsDirectly } from './support/appointments';
import { frameContent } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { activateByKeyboard, arrowTo, press, tabInto, tabTo, typeText } from './support/keyboard';

/**
 * Keyboard only (issue #15): the whole booking flow, from My services to the booked appointment, every
 * step a real key press with visible focus checked after each (support/keyboard.ts): radios by Tab into the
 * group and the arrow keys, through the week and part-of-day groups as one set; the check page's fields;
 * Confirm by Enter. Ava's booking is cancelled afterwards.
 */
const ava = demoEmails.avaAppointments;
test.afterEach(async () => {
  await cancelAllAppointmentsDirectly(ava);
});

test('booking a GP appointment by keyboard alone', async ({ page }) => {
  test.slow();
  const home = await HomePage.signedInByKeyboard(page, ava, 'Ava');
  const flow = new BookingFlow(page);
  await activateByKeyboard(page, home.frame.navigationLink(frameContent.myServices), 'Shift+Tab');
  await activateByKeyboard(
    page,
    home.frame.main.getByRole('link', { name: 'GP appointments', exact: true }),
  );
  await activateByKeyboard(page, flow.main.getByRole('button', { name: content.book }));

  // Each step's heading has focus when it opens; the question's radios are one Tab stop.
  await flow.expectStep(content.serviceHeading);
  await tabInto(page, flow.main.getByRole('group', { name: content.serviceHeading }));
  // Tab lands on the first radio without choosing it; Space chooses it.
  await expect(flow.main.getByRole('radio', { name: content.atPractice })).toBeFocused();
  await press(page, 'Space');
  await expect(flow.main.getByRole('radio', { name: content.atPractice })).toBeChecked();
  await activateByKeyboard(page, flow.main.getByRole('button', { name: content.continue }));

  await flow.expectStep(content.practitionerHeading);
  await tabInto(page, flow.main.getByRole('group', { name: content.practitionerHeading }));
  await arrowTo(page, flow.main.getByRole('radio', { name: content.anyGp }));
  await activateByKeyboard(page, flow.main.getByRole('button', { name: content.continue }));

  await flow.expectStep(content.clinicianHeading);
  // 'No preference' for both: straight on.
  await expect(flow.main.getByRole('radio', { name: 'No preference' }).first()).toBeChecked();
  await activateByKeyboard(page, flow.main.getByRole('button', { name: content.continue }));

  await flow.expectStep(content.dateHeading);
  const weeks = flow.main.getByRole('group', { name: /^Week beginning / });
  await tabInto(page, weeks.first());
  // The arrows move from one week's dates into the next week's.
  const secondWeekFirst = weeks.nth(1).getByRole('radio').first();
  await arrowTo(page, secondWeekFirst);
  await expect(secondWeekFirst).toBeChecked();
  await activateByKeyboard(page, flow.main.getByRole('button', { name: content.continue }));

  await flow.expectStep(content.timeHeading);
  await tabInto(page, flow.main.getByRole('group', { name: /^Choose a time on / }));
  const afternoon = flow.main.getByRole('group', { name: 'Afternoon' }).getByRole('radio').first();
  await arrowTo(page, afternoon);
  await expectAccessible(page);
  await activateByKeyboard(page, flow.main.getByRole('button', { name: content.continue }));

  await flow.expectStep(content.checkHeading);
  await expect(flow.answer('Type')).toHaveText('At the GP practice');
  // Confirm without a number: the error summary takes focus; its link takes focus to the field.
  await activateByKeyboard(page, flow.main.getByRole('button', { name: content.confirm }));
  const summary = flow.main.locator('.nhsuk-error-summary');
  await expect(summary).toBeFocused();
  await activateByKeyboard(page, summary.getByRole('link', { name: content.contactNumberMissing }));
  const contact = flow.main.getByRole('textbox', { name: content.contactNumber });
  await expect(contact).toBeFocused();
  await typeText(page, '07700 900150');
  await tabTo(page, flow.main.getByRole('textbox', { name: content.reasonOptional }));
  await typeText(page, 'A check-up');
  await activateByKeyboard(page, flow.main.getByRole('button', { name: content.confirm }));

  await expect(page).toHaveURL(/\/my-services\/appointments$/);
  await expect(flow.main.getByRole('status').first()).toContainText(content.booked);
  await expect(flow.main.getByRole('link', { name: content.addToCalendar })).toBeVisible();
  await press(page, 'Tab');
  await expectAccessible(page);
});
