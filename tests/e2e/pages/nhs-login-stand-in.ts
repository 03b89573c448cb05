import { type Page } from '@playwright/test';
import { expect, expectAccessible } from '../fixtures/test';
import { e2eNhsLoginURL } from '../support/stack';

/**
 * The local NHS login stand-in's sign-in page (api/src/nhs-login-stand-in/sign-in-page.ts): the person picks
 * a test identity and continues, or cancels. Its words are the stand-in's own, not the app's catalogue.
 */
export class NhsLoginStandIn {
  constructor(readonly page: Page) {}

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`^${e2eNhsLoginURL}/interaction/`));
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Choose a test identity');
    await expectAccessible(this.page);
  }

  /** Signs in as the identity whose radio button has this label (e.g. 'Nadia Nash'). */
  async continueAs(name: string): Promise<void> {
    await this.expectLoaded();
    await this.page.getByRole('radio', { name }).check();
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async cancel(): Promise<void> {
    await this.expectLoaded();
    await this.page.getByRole('button', { name: 'Cancel' }).click();
  }
}
