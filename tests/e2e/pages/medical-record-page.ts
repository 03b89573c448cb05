import { type Locator, type Page } from '@playwright/test';
import { expect } from '../fixtures/test';
import { Frame } from './frame';

/** The words of My medical record (locales/en/medical-record.json, errors.json), written out. */
export const medicalRecordContent = {
  heading: 'My medical record',
  notice: 'Before you look at your record',
  rightOfAccess: /You have a legal right to see the information your GP practice holds about you/,
  sensitive: /Your record may contain sensitive information/,
  print: 'Print this page',
  noDescription: 'No description provided.',
  loadFailed: 'Unable to retrieve medical record at this time. Please try again.',
  sections: {
    Allergies: 'Allergies',
    Consultations: 'Consultations',
    Immunisations: 'Immunisations',
    Medication: 'Medications',
    Problems: 'Problems',
    TestResults: 'Test Results',
  },
} as const;

export type SectionType = keyof typeof medicalRecordContent.sections;

/**
 * /my-services/my-medical-record: the sections as NHS tabs, each named with its count ("Allergies (3)"), and
 * the open tab's panel.
 */
export class MedicalRecordPage {
  readonly frame: Frame;
  readonly tabs: Locator;
  /** The open tab's panel (the tabs hide the others). */
  readonly openPanel: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.tabs = this.frame.main.getByRole('tab');
    this.openPanel = this.frame.main.getByRole('tabpanel');
  }

  async open(): Promise<void> {
    await this.page.goto('/my-services/my-medical-record');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.frame.pageHeading).toHaveText(medicalRecordContent.heading);
    await expect(this.tabs.first()).toBeVisible();
  }

  /** A section's tab, whatever its count. */
  tab(type: SectionType): Locator {
    return this.frame.main.getByRole('tab', {
      name: new RegExp(`^${medicalRecordContent.sections[type]}( \\(\\d+\\))?$`),
    });
  }

  /** Opens a section's tab and waits for its panel's heading. */
  async openSection(type: SectionType): Promise<Locator> {
    await this.tab(type).click();
    await expect(this.tab(type)).toHaveAttribute('aria-selected', 'true');
    await expect(
      this.openPanel.getByRole('heading', { level: 2, name: medicalRecordContent.sections[type] }),
    ).toBeVisible();
    return this.openPanel;
  }

  /** The entries of the open panel's list (or of its first list: active problems). */
  entries(panel: Locator = this.openPanel): Locator {
    return panel.locator('.app-record-entries').first().getByRole('listitem');
  }
}
