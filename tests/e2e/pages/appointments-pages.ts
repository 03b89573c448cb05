import { readFile } from 'node:fs/promises';
import { type Download, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect } from '../fixtures/test';

/**
 * The GP appointments screens' words (locales/en/appointments.json, errors.json), written out so a changed
 * text fails a journey.
 */
export const appointmentsContent = {
  listHeading: 'GP appointments',
  book: 'Book a new appointment',
  empty: "You don't have any appointments booked.",
  serviceHeading: 'What type of appointment do you want?',
  practitionerHeading: 'Who do you want to see?',
  clinicianHeading: 'Do you want to choose a clinician?',
  dateHeading: 'Choose a date',
  timeHeading: 'Choose a time',
  checkHeading: 'Check your appointment details',
  telephone: 'A telephone appointment',
  atPractice: 'At the GP practice',
  anyGp: 'Any GP',
  continue: 'Continue',
  confirm: 'Confirm and book appointment',
  contactNumber: 'Contact number',
  reasonRequired: 'Reason for your appointment',
  reasonOptional: 'Reason for your appointment (optional)',
  addToCalendar: /^Add to calendar the appointment on /,
  noSlots: 'No slots available.',
  noClinicians:
    "The practice has no clinicians that match your choices. Choose 'No preference' to see more appointment times.",
  booked: 'Your appointment has been booked.',
  cancelled: 'Your appointment has been cancelled.',
  // errors.json appointments.* (spec part 2 §8 and §5)
  contactNumberMissing: 'Enter a contact number',
  reasonMissing: 'Enter a reason for your appointment',
  cliniciansFailed: 'Unable to get clinicians at this time. Please try again.',
  sessionsFailed: 'Unable to get appointment sessions at this time. Please try again.',
  bookFailed: 'Unable to book appointment at this time. Please try again.',
  cancelFailed: 'Unable to cancel for appointment at this time. Please try again.',
  loadFailed: 'Unable to load appointments at this time. Please try again.',
} as const;

/** The booking flow's pages, as a patient finds their parts. */
export class BookingFlow {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
  }

  async expectStep(heading: string): Promise<void> {
    await expect(this.heading).toHaveText(heading);
  }

  /** Chooses the radio named `name` (in the group named `group`, if given). */
  async choose(name: string | RegExp, group?: string): Promise<void> {
    const within = group ? this.main.getByRole('group', { name: group }) : this.main;
    await within.getByRole('radio', { name }).first().check();
  }

  async continue(): Promise<void> {
    await this.main.getByRole('button', { name: appointmentsContent.continue }).click();
  }

  /** The date step's radios, grouped by week: the first date offered, and its label. */
  async chooseFirstDate(): Promise<string> {
    const weeks = this.main.getByRole('group', { name: /^Week beginning / });
    const first = weeks.first().getByRole('radio').first();
    const label = (await first.getAttribute('id')) ?? '';
    await first.check();
    return (await this.main.locator(`label[for="${label}"]`).textContent())?.trim() ?? '';
  }

  /** The first time of a part of the day ('Morning', 'Afternoon'), and its label ('2pm to 2:15pm'). */
  async chooseFirstTime(part: 'Morning' | 'Afternoon'): Promise<string> {
    const radio = this.main.getByRole('group', { name: part }).getByRole('radio').first();
    const id = (await radio.getAttribute('id')) ?? '';
    await radio.check();
    return (await this.main.locator(`label[for="${id}"]`).textContent())?.trim() ?? '';
  }

  /** The check page's value in the row `key`. */
  answer(key: string): Locator {
    return this.main
      .locator('.nhsuk-summary-list__row')
      .filter({ has: this.page.locator('dt', { hasText: key }) })
      .locator('dd')
      .first();
  }

  async confirm(): Promise<void> {
    await this.main.getByRole('button', { name: appointmentsContent.confirm }).click();
  }
}

/** The event of a downloaded .ics, read by ical.js as a calendar application would. */
export async function calendarEventOf(download: Download): Promise<ICAL.Event> {
  const text = await readFile(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent');
  expect(event, 'the file holds an event').not.toBeNull();
  return new ICAL.Event(event!);
}

/** An instant's time as the app shows it, in London: '2pm', '9:30am'. */
export function londonClock(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Europe/London',
  })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const minutes = parts['minute'] === '00' ? '' : `:${parts['minute']}`;
  return `${parts['hour']}${minutes}${(parts['dayPeriod'] ?? '').toLowerCase()}`;
}
