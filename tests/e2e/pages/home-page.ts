import { type Locator, type Page } from '@playwright/test';
import { homeContent, pageTitle } from '../support/content';
import { activateByKeyboard } from '../support/keyboard';
import { expect } from '../fixtures/test';
import { Frame } from './frame';
import { LoginPage } from './login-page';
import { demoPassword } from '../support/demo-accounts';

/**
 * The home cards' words (locales/en/home.json), written out so that a changed text fails a journey. Kept
 * here rather than in support/content.ts, which other journeys share.
 */
export const homeCardsContent = {
  // home.json home.title: home's heading while its details cannot be shown
  title: 'Home',
  schedule: 'Your schedule for today',
  noReminders: 'You have no reminders today.',
  liveOrders: 'Live orders',
  noLiveOrders: 'You have no live orders.',
  liveOrdersCount: (count: number) => `You have ${count} live ${count === 1 ? 'order' : 'orders'}.`,
  preparing: 'Being prepared',
  prescriptions: 'Prescriptions',
  // home.json prescriptions.none
  noPrescriptions: 'You have no repeat prescriptions.',
  importantUpdate: 'Important update',
  viewOrders: 'View your orders',
  // home.json: the Prescriptions card's and the Important update card's way into a new order
  orderLink: 'Order a repeat prescription',
  importantUpdateOrder: 'Order your medicines',
  bannerTitle: 'Important',
  linkPrompt: 'To enable all Medicines Online features, please link account via NHS',
  connectNow: 'Connect now!',
  dismiss: 'Dismiss this message about linking your account',
  dismissed:
    'You will not be asked to link your account again. You can still link it from the Patients section.',
  myMedsBadge: (count: number) =>
    `My meds, ${count} ${count === 1 ? 'order' : 'orders'} ready to collect`,
} as const;

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
  readonly scheduleCard: Locator;
  readonly liveOrdersCard: Locator;
  /** The live orders card's way to current orders. */
  readonly viewOrdersLink: Locator;
  readonly prescriptionsCard: Locator;
  readonly importantUpdateCard: Locator;
  /** The 'link via NHS' banner (an NHS notification banner, a region named by its title). */
  readonly linkPromptBanner: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.heading = this.frame.pageHeading;
    this.switcher = page.getByRole('region', { name: homeContent.switcherHeading });
    this.patientList = this.switcher.getByRole('list', { name: homeContent.patientList });
    this.switcherStatus = this.switcher.getByRole('status');
    this.connectLink = this.switcher.getByRole('link', { name: homeContent.connect });
    this.addPatientLink = this.switcher.getByRole('link', { name: homeContent.addPatient });
    this.scheduleCard = this.card(homeCardsContent.schedule);
    this.liveOrdersCard = this.card(homeCardsContent.liveOrders);
    this.viewOrdersLink = this.liveOrdersCard.getByRole('link', {
      name: homeCardsContent.viewOrders,
    });
    this.prescriptionsCard = this.card(homeCardsContent.prescriptions);
    this.importantUpdateCard = this.card(homeCardsContent.importantUpdate);
    this.linkPromptBanner = page
      .getByRole('region', { name: homeCardsContent.bannerTitle })
      .filter({ hasText: homeCardsContent.linkPrompt });
  }

  /** Signs in as `email` with the demo password and waits for home, greeting `firstName`. */
  static async signedIn(page: Page, email: string, firstName: string): Promise<HomePage> {
    await new LoginPage(page).signInAs(email);
    const home = new HomePage(page);
    await home.expectLoaded(firstName);
    return home;
  }

  /** Signs in as `email` by keyboard alone (LoginPage.signInByKeyboard) and waits for home, focus on its h1. */
  static async signedInByKeyboard(page: Page, email: string, firstName: string): Promise<HomePage> {
    const home = new HomePage(page);
    await new LoginPage(page).signInByKeyboard(email, demoPassword, async () => {
      await home.expectLoaded(firstName);
      await home.frame.expectHeadingFocused(homeContent.heading(firstName));
    });
    return home;
  }

  /** An NHS card, found by its h2. */
  card(heading: string): Locator {
    return this.page
      .locator('.nhsuk-card')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: heading, exact: true }) });
  }

  /** The list items under a card's sub-heading ('Medicines to take', 'Medicines to reorder'). */
  scheduleItems(): Locator {
    return this.scheduleCard.getByRole('listitem');
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

  /** By keyboard from any page: the navigation's 'Home' link (before main: Shift+Tab). */
  async openFromNavigation(firstName: string): Promise<void> {
    await activateByKeyboard(this.page, this.frame.homeLink, 'Shift+Tab');
    await this.expectLoaded(firstName);
  }

  /** Switches to another linked patient by keyboard: the switch is announced and home is theirs. */
  async switchPatient(fullName: string, firstName: string): Promise<void> {
    await activateByKeyboard(this.page, this.switchButton(fullName));
    await expect(this.switcherStatus).toHaveText(homeContent.switched(fullName));
    await expect(this.heading).toHaveText(homeContent.heading(firstName));
  }
}
