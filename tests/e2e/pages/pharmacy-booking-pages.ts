import { type Locator, type Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/**
 * The pharmacy service booking screens' words (locales/en/pharmacy-services.json, errors.json), written out
 * so a changed text fails a journey.
 */
export const serviceBookingContent = {
  serviceHeading: 'Book a new service',
  serviceLegend: 'Which service do you want to book?',
  dateHeading: 'Choose a date and time',
  confirmedHeading: 'Booking confirmed',
  search: 'Search',
  book: 'Book',
  edit: /^Edit ?Service$/,
  nextMonth: /^Next month/,
  previousMonth: /^Previous month/,
  confirmed: 'Your booking has been confirmed.',
  bookAnother: 'Book another service',
  viewBookings: 'View my booked services',
  // errors.json pharmacyServices.* (spec part 2 §8 and §5)
  servicesFailed: 'Unable to retrieve services list at this time. Please try again.',
  availabilityFailed: 'Unable to search for service availability at this time. Please try again.',
  bookFailed: 'Unable to book service at this time.',
  subTypeMissing: 'Select the type of service you need',
  dateMissing: 'Select a date',
  timeMissing: 'Select a time',
  // The reference API's 422 when another patient took the time first (api/src/pharmacy-services/).
  slotTaken: 'Sorry, that time has just been booked by someone else. Please choose another time.',
} as const;

/** The booking flow's pages, as a patient finds their parts. */
export class ServiceBookingFlow {
  readonly main: Locator;
  readonly heading: Locator;
  /** The calendar's month heading ('December 2026'). */
  readonly month: Locator;
  readonly dates: Locator;
  readonly errorSummary: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.month = this.main.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ });
    this.dates = this.main.getByRole('group', { name: /^Available dates in / });
    this.errorSummary = this.main.locator('.nhsuk-error-summary');
  }

  async expectStep(heading: string): Promise<void> {
    await expect(this.heading).toHaveText(heading);
  }

  /** The radio named `name` (in the group named `group`, if given). */
  radio(name: string | RegExp, group?: string | RegExp): Locator {
    const within = group ? this.main.getByRole('group', { name: group }) : this.main;
    return within.getByRole('radio', { name, exact: typeof name === 'string' });
  }

  /** The times offered on the chosen date. */
  times(): Locator {
    return this.main.getByRole('group', { name: /^Available times on / });
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }
}
