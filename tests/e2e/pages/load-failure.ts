import { type Locator, type Page } from '@playwright/test';
import { pageTitle } from '../support/content';
import { expect } from '../fixtures/test';
import { Frame } from './frame';

/**
 * The words of a screen that could not load (locales/en/common.json errorSummary.title and retry,
 * errors.json orders.loadFailed, which is spec part 1 §8's alert), written out so that a changed catalogue
 * text fails a journey.
 */
export const loadFailureContent = {
  title: 'There is a problem',
  ordersLoadFailed: 'Unable to retrieve order details at this time. Please try again.',
  tryAgain: 'Try again',
} as const;

/**
 * Any screen whose data could not be read (src/components/screen-load-failure.tsx): the page keeps its own
 * heading and title, the message sits in an NHS error summary announced as an alert, and 'Try again' reads
 * the data again.
 */
export class LoadFailure {
  readonly frame: Frame;
  /** The error summary's live region (role=alert): what a screen reader announces. */
  readonly alert: Locator;
  readonly tryAgainButton: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.alert = this.frame.main.getByRole('alert').filter({ hasText: loadFailureContent.title });
    this.tryAgainButton = this.frame.main.getByRole('button', {
      name: loadFailureContent.tryAgain,
    });
  }

  /** The page headed `heading` shows `message` in its alert, with the way to try again. */
  async expectShown(heading: string, message: string): Promise<void> {
    await expect(this.frame.pageHeading).toHaveText(heading);
    await expect(this.page).toHaveTitle(pageTitle(heading));
    await expect(this.alert).toHaveCount(1);
    await expect(this.alert.getByRole('heading', { name: loadFailureContent.title })).toBeVisible();
    await expect(this.alert).toContainText(message);
    await expect(this.tryAgainButton).toBeVisible();
  }

  async expectGone(): Promise<void> {
    await expect(this.alert).toHaveCount(0);
    await expect(this.tryAgainButton).toHaveCount(0);
  }
}
