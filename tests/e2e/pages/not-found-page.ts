import { type Locator, type Page } from '@playwright/test';
import { notFoundContent, pageTitle } from '../support/content';
import { expect } from '../fixtures/test';
import { Frame } from './frame';

/** Any unknown route (spec part 1 §2 "Route guard rules", last rule). */
export class NotFoundPage {
  readonly frame: Frame;
  readonly heading: Locator;
  readonly body: Locator;
  readonly useMenu: Locator;
  readonly logInLink: Locator;
  readonly contactLink: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.heading = this.frame.pageHeading;
    const main = this.frame.main;
    this.body = main.getByText(notFoundContent.body, { exact: true });
    this.useMenu = main.getByText(notFoundContent.useMenu, { exact: true });
    this.logInLink = main.getByRole('link', { name: notFoundContent.logIn, exact: true });
    this.contactLink = main.getByRole('link', { name: notFoundContent.contact, exact: true });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toHaveText(notFoundContent.heading);
    await expect(this.page).toHaveTitle(pageTitle(notFoundContent.heading));
    await expect(this.body).toBeVisible();
    await expect(this.contactLink).toBeVisible();
    await expect(this.contactLink).toHaveAttribute('href', /\S/);
  }

  /** Signed out: a link to log in, no menu hint. */
  async expectSignedOutVariant(): Promise<void> {
    await this.expectShown();
    await expect(this.logInLink).toHaveAttribute('href', '/login');
    await expect(this.useMenu).toHaveCount(0);
  }

  /** Signed in: 'Please use the menu to find your page.', no log-in link. */
  async expectSignedInVariant(): Promise<void> {
    await this.expectShown();
    await expect(this.useMenu).toBeVisible();
    await expect(this.logInLink).toHaveCount(0);
  }
}
