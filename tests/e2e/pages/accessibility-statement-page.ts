import { type Locator, type Page } from '@playwright/test';
import { pageTitle } from '../support/content';
import { activateByKeyboard } from '../support/keyboard';
import { expect } from '../fixtures/test';
import { Frame } from './frame';

/**
 * The statement's words (locales/en/accessibility.json, frame.json footer.accessibilityStatement), written out
 * so that a changed text fails the journey. Kept here rather than in support/content.ts, which other
 * journeys share.
 */
export const accessibilityStatementContent = {
  footerLink: 'Accessibility statement',
  heading: 'Accessibility statement',
  complianceHeading: 'Compliance status',
  compliance:
    'This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the non-compliance listed below.',
  prepared: /^This statement was prepared on 25 November 2026\./,
} as const;

/** /accessibility-statement (issue #12), reached from the footer of every page, signed in or out. */
export class AccessibilityStatementPage {
  readonly frame: Frame;
  /** The footer's link to the statement (a support link, on every page). */
  readonly footerLink: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: accessibilityStatementContent.footerLink, exact: true });
  }

  /** From whatever page is open, Tab to the footer's link and press Enter: the keyboard alone. */
  async openFromFooterByKeyboard(): Promise<void> {
    await activateByKeyboard(this.page, this.footerLink);
  }

  /**
   * The statement is on screen, as the frame shows every page: its URL and title, focus on its h1 (so a
   * screen reader starts there), and the compliance status an auditor looks for first.
   */
  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/accessibility-statement$/);
    await this.frame.expectHeadingFocused(accessibilityStatementContent.heading);
    await expect(this.page).toHaveTitle(pageTitle(accessibilityStatementContent.heading));
    const main = this.frame.main;
    await expect(
      main.getByRole('heading', {
        level: 3,
        name: accessibilityStatementContent.complianceHeading,
      }),
    ).toBeVisible();
    await expect(main.getByText(accessibilityStatementContent.compliance)).toBeVisible();
    await expect(main.getByText(accessibilityStatementContent.prepared)).toBeVisible();
  }
}
