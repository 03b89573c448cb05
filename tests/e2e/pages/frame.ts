import { type Locator, type Page } from '@playwright/test';
import { frameContent } from '../support/content';
import { expect } from '../fixtures/test';

/**
 * The page frame around every route (spec part 1 §1, §2 "Navigation bar"; spec part 2 "Cookie banner"):
 * skip link, navigation and cookie banner, found as a user finds them, by role and name.
 */
export class Frame {
  readonly skipLink: Locator;
  readonly navigation: Locator;
  /** The navigation's entries (links and the Log out button), in order; the small-screen menu toggle is not one. */
  readonly navigationItems: Locator;
  readonly logOutButton: Locator;
  /** The navigation's 'Home' link. */
  readonly homeLink: Locator;
  /** The navigation's 'My meds' link, whether or not it carries the ready-to-collect badge. */
  readonly myMedsLink: Locator;
  /** The count on 'My meds' as a sighted user sees it (hidden from assistive technology: the name says it). */
  readonly myMedsBadge: Locator;
  readonly main: Locator;
  readonly pageHeading: Locator;
  readonly cookieBanner: Locator;
  readonly acceptCookiesButton: Locator;
  readonly rejectCookiesButton: Locator;

  constructor(readonly page: Page) {
    this.skipLink = page.getByRole('link', { name: frameContent.skipLink });
    this.navigation = page.getByRole('navigation', { name: frameContent.navigation });
    this.navigationItems = this.navigation.getByRole('listitem');
    this.logOutButton = this.navigation.getByRole('button', { name: frameContent.logOut });
    this.homeLink = this.navigationLink(frameContent.home);
    this.myMedsLink = this.navigationLink(Frame.myMedsName);
    this.myMedsBadge = this.myMedsLink.locator('.app-header__badge');
    this.main = page.getByRole('main');
    this.pageHeading = this.main.getByRole('heading', { level: 1 });
    this.cookieBanner = page.getByRole('region', { name: frameContent.cookieBanner });
    this.acceptCookiesButton = this.cookieBanner.getByRole('button', {
      name: frameContent.acceptCookies,
    });
    this.rejectCookiesButton = this.cookieBanner.getByRole('button', {
      name: frameContent.rejectCookies,
    });
  }

  navigationLink(name: string | RegExp): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  /** 'My meds' may carry the ready-to-collect badge: "My meds, 1 order ready to collect". */
  private static readonly myMedsName = new RegExp(`^${frameContent.myMeds}(, .+)?$`);

  /** Full navigation of a signed-in patient with a pharmacy (spec part 1 §2 "Navigation bar"). */
  async expectFullNavigation(): Promise<void> {
    await expect(this.navigation).toBeVisible();
    await expect(this.navigationItems).toHaveText([
      frameContent.home,
      new RegExp(`^${frameContent.myMeds}(\\s\\d+)?$`), // the count shows after a no-break space
      frameContent.myServices,
      frameContent.myDetails,
      frameContent.help,
      frameContent.logOut,
    ]);
    await expect(this.navigationLink(frameContent.home)).toHaveAttribute('href', '/');
    await expect(this.navigationLink(Frame.myMedsName)).toHaveAttribute('href', '/my-meds');
    await expect(this.navigationLink(frameContent.myServices)).toHaveAttribute(
      'href',
      '/my-services',
    );
    await expect(this.navigationLink(frameContent.myDetails)).toHaveAttribute(
      'href',
      '/my-details',
    );
    await expect(this.navigationLink(frameContent.help)).toHaveAttribute('href', '/help');
  }

  /** spec part 1 §2: with no pharmacy chosen only 'my details' (going to choose-pharmacy) and log out appear. */
  async expectNoPharmacyNavigation(): Promise<void> {
    await expect(this.navigation).toBeVisible();
    await expect(this.navigationItems).toHaveText([frameContent.myDetails, frameContent.logOut]);
    await expect(this.navigationLink(frameContent.myDetails)).toHaveAttribute(
      'href',
      '/choose-pharmacy',
    );
    await expect(this.logOutButton).toBeVisible();
  }

  async logOut(): Promise<void> {
    await this.logOutButton.click();
  }

  /** Focus is on the page's h1 (ACCESSIBILITY.md: on every route change focus moves to the h1). */
  async expectHeadingFocused(text: string): Promise<void> {
    await expect(this.pageHeading).toHaveText(text);
    await expect(this.pageHeading).toBeFocused();
  }
}

/**
 * A field's inline error message: the NHS error message in the field's form group (not a character count's
 * message, which takes the error colour when over the limit).
 */
export function inlineError(field: Locator): Locator {
  return field
    .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " nhsuk-form-group ")][1]')
    .locator('.nhsuk-error-message:not(.nhsuk-character-count__message)');
}
