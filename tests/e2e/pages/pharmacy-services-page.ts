import { expect, type Locator, type Page } from '@playwright/test';
import { Frame } from './frame';

/** The booked-services screen's words (locales/en/pharmacy-services.json, errors.json pharmacyServices.*). */
export const pharmacyServicesContent = {
  heading: 'Pharmacy services',
  hubCard: 'Pharmacy services',
  homeCard: 'Book a pharmacy service',
  bookIntro: 'Available services at this pharmacy can be booked here',
  book: 'Book a new service',
  booked: 'My booked services',
  count: (count: number, pharmacy: string) =>
    `You have ${count} booked ${count === 1 ? 'service' : 'services'} at ${pharmacy}.`,
  empty: "You don't have any appointments booked.",
  notAccepting: 'Your pharmacy is not currently accepting bookings. Please check back soon.',
  showPassword: /^Show password/,
  password: (password: string) => `Password: ${password}`,
  copied: 'Copied to clipboard',
  cancel: (service: string) => new RegExp(`^Cancel this booking for ${service}`),
  cancelQuestion: 'Are you sure you wish to cancel this booking?',
  cancelConfirm: 'Yes, cancel this booking',
  cancelled: 'Your service has been cancelled.',
  cancelFailed: 'Unable to cancel service at this time. Please try again.',
  loadFailed: 'Unable to retrieve bookings at this time. Please try again.',
} as const;

/** /my-services/pharmacy-services (spec part 2 'Pharmacy services'). */
export class PharmacyServicesPage {
  readonly frame: Frame;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.main = this.frame.main;
  }

  /** The booking's card, found by its heading (service, and sub type after a colon). */
  booking(heading: string): Locator {
    return this.main
      .locator('.nhsuk-card')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: heading, exact: true }) });
  }

  async expectLoaded(): Promise<void> {
    await this.frame.expectHeadingFocused(pharmacyServicesContent.heading);
    await expect(
      this.main.getByRole('heading', { level: 2, name: pharmacyServicesContent.booked }),
    ).toBeVisible();
  }
}
