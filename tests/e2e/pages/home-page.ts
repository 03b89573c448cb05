import { type Locator, type Page } from '@playwright/test';
import { homeContent, pageTitle } from '../support/content';
import { expect } from '../fixtures/test';
import { Frame } from './frame';

/** / (spec part 1 §2 "Home screen" and "Patient switcher (home)"). */
export class HomePage {
  readonly frame: Frame;
  readonly heading: Locator;
  readonly switcher: Locator;
  readonly patientList: Locator;
  /** The switcher's polite live region (role=status): what a screen reader hears after a switch. */
  readonly switcherStatus: Locator;
  readonly connectLink: Locator;
  readonly addPatientLink: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.heading = this.frame.pageHeading;
    this.switcher = page.getByRole('region', { name: homeContent.switcherHeading });
    this.patientList = this.switcher.getByRole('list', { name: homeContent.patientList });
    this.switcherStatus = this.switcher.getByRole('status');
    this.connectLink = this.switcher.getByRole('link', { name: homeContent.connect });
    this.addPatientLink = this.switcher.getByRole('link', { name: homeContent.addPatient });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** Home has loaded for the patient whose first name is given: URL, heading, title, switcher. */
  async expectLoaded(firstName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.heading).toHaveText(homeContent.heading(firstName));
    await expect(this.page).toHaveTitle(pageTitle(homeContent.heading(firstName)));
    await expect(this.switcher).toBeVisible();
  }

  /** 'You are viewing the details of …': the first name for IM1 patients, the full name otherwise. */
  async expectCurrentPatient(name: string): Promise<void> {
    await expect(
      this.switcher.getByText(homeContent.currentPatient(name), { exact: true }),
    ).toBeVisible();
  }

  /** The button that makes another linked patient the active one. */
  switchButton(fullName: string): Locator {
    return this.patientList.getByRole('button', { name: homeContent.switchTo(fullName) });
  }
}
