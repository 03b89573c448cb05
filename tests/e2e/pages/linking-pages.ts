import { type Page } from '@playwright/test';
import { expect, expectAccessible } from '../fixtures/test';
import { pageTitle } from '../support/content';
import { asTyped, type DemoLetter } from '../support/demo-letters';

/** The linking pages' words (locales/en/linking.json, errors.json linking.*), so a changed text fails. */
export const linkingContent = {
  informationHeading: 'Connect to your GP',
  whatIsLetter: 'What is a Linkage Letter?',
  continueWithLetter: 'Continue with Linkage Letter',
  connectFormHeading: 'Linkage Details from GP',
  connectNow: 'Connect Now!',
  registerHeading: 'Register for online services',
  addPatientHeading: 'Add a patient',
  haveLetter: 'Yes I have the letter',
  registerNow: 'Register now',
  noLinkedPatientsHeading: "Looks like you don't have any linked patients",
  addPatient: 'Add Patient',
  multiPatientHeading: 'What is multi-patient access?',
  changeGpHeading: 'Change my GP practice',
  connected: 'You connected successfully!',
  home: 'Home',
  // spec part 1 §2 'Connect IM1 form'
  alreadyRegistered:
    'These Linkage details are already registered with an account, please try new details',
  gpChanged: 'Your GP practice has been changed.',
} as const;

/** The letter forms, filled in as a person would, and the pages around them. */
export class LinkingPages {
  constructor(readonly page: Page) {}

  get main() {
    return this.page.getByRole('main');
  }

  async expectPage(heading: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(this.page).toHaveTitle(pageTitle(heading));
    await expectAccessible(this.page);
  }

  /** Types the letter: the person's last name and date of birth when asked, codes as printed. */
  async fillLetter(letter: DemoLetter): Promise<void> {
    const main = this.main;
    const surname = main.getByRole('textbox', { name: 'Last name' });
    if (await surname.isVisible()) {
      await surname.fill(letter.lastName);
      const [year, month, day] = letter.dateOfBirth.split('-');
      await main.getByRole('textbox', { name: 'Day' }).fill(String(Number(day)));
      await main.getByRole('textbox', { name: 'Month' }).fill(String(Number(month)));
      await main.getByRole('textbox', { name: 'Year' }).fill(year ?? '');
    }
    await main.getByRole('textbox', { name: 'Linkage key' }).fill(asTyped(letter.linkageKey));
    await main.getByRole('textbox', { name: 'ODS code' }).fill(asTyped(letter.odsCode));
    await main.getByRole('textbox', { name: 'Account ID' }).fill(letter.gpAccountId);
  }
}
