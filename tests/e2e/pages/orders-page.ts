import { type Locator, type Page } from '@playwright/test';
import { pageTitle } from '../support/content';
import { activateByKeyboard } from '../support/keyboard';
import { expect } from '../fixtures/test';
import { Frame } from './frame';

/**
 * The exact words the orders journeys expect (locales/en/orders.json, errors.json; spec part 1 §8), written out
 * so that a changed catalogue text fails a journey.
 */
export const ordersContent = {
  myMedsHeading: 'My meds',
  liveOrdersLink: 'Live orders',
  heading: 'Current orders',
  trackerLabel: 'Order progress',
  cancelOrder: 'Cancel order',
  reasonLabel: 'Reason for cancelling',
  submitCancel: 'Cancel this order',
  errorSummaryTitle: 'There is a problem',
  // errors.json orders.cancelReasonRequired
  reasonRequired: 'Enter a reason for cancelling this order',
  // spec part 1 §8
  cancelled: 'Your order has been cancelled.',
  readyToCollectStatus: 'Status: Ready to collect',
  historyLink: 'History',
  previousHeading: 'Previous orders',
  previousCaption: 'Items you have ordered before',
  reorderSelected: 'Reorder selected items',
  // orders.json previousOrders.reorder.noneSelected
  noneSelected: 'Select at least one item to reorder',
  // orders.json myMeds.liveOrders.none and count
  myMedsNoLiveOrders: 'You have no live orders.',
  myMedsLiveOrders: (count: number) =>
    `You have ${count} live ${count === 1 ? 'order' : 'orders'}.`,
  // orders.json currentOrders.loading
  currentLoading: 'Loading your orders',
  // orders.json currentOrders.empty, emptyHint
  currentEmpty: 'You have no current orders.',
  currentEmptyHint:
    'When you order your medicines, you can see how your order is progressing here.',
  preparingStatus: 'Status: Being prepared by your pharmacy',
  // orders.json previousOrders.empty
  previousEmpty: 'You do not have any previous orders yet.',
} as const;

/** /my-meds (spec part 1 §2 'My meds'). */
export class MyMedsPage {
  readonly frame: Frame;
  readonly liveOrdersLink: Locator;
  /** The 'Live orders' card (an NHS card holding the link): how many orders are live. */
  readonly liveOrdersCard: Locator;
  /** The 'History' card's link, shown when there are previous orders. */
  readonly historyLink: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.liveOrdersLink = this.frame.main.getByRole('link', { name: ordersContent.liveOrdersLink });
    this.liveOrdersCard = this.frame.main
      .locator('.nhsuk-card')
      .filter({ has: page.getByRole('link', { name: ordersContent.liveOrdersLink }) });
    this.historyLink = this.frame.main.getByRole('link', { name: ordersContent.historyLink });
  }

  /** By keyboard from any page: the navigation's 'My meds' link (before main: Shift+Tab); focus moves to the h1. */
  async openFromNavigation(): Promise<void> {
    await activateByKeyboard(this.page, this.frame.myMedsLink, 'Shift+Tab');
    await this.expectLoaded();
    await this.frame.expectHeadingFocused(ordersContent.myMedsHeading);
  }

  /** The Live orders card says `liveOrders`; the History card shows only when there are previous orders. */
  async expectCards(liveOrders: string, { history }: { history: boolean }): Promise<void> {
    await expect(this.liveOrdersCard).toContainText(liveOrders);
    await expect(this.historyLink).toHaveCount(history ? 1 : 0);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/my-meds$/);
    await expect(this.frame.pageHeading).toHaveText(ordersContent.myMedsHeading);
    await expect(this.page).toHaveTitle(pageTitle(ordersContent.myMedsHeading));
    await expect(this.liveOrdersLink).toBeVisible();
  }
}

/** /my-meds/orders (spec part 1 §2 'Current orders', §5, §8). */
export class CurrentOrdersPage {
  readonly frame: Frame;
  /** Each live order is a region named by its heading ('Order placed on …'), in page order. */
  readonly orders: Locator;
  readonly reasonField: Locator;
  readonly submitCancelButton: Locator;
  /** The NHS error summary (focused when it appears). */
  readonly errorSummary: Locator;
  /** The frame's polite live region, where a success is announced. */
  readonly statusRegion: Locator;
  /** The loading state (a polite status) shown while the orders are read. */
  readonly loading: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.orders = this.frame.main.getByRole('region', { name: /^Order placed on / });
    this.reasonField = this.frame.main.getByRole('textbox', { name: ordersContent.reasonLabel });
    this.submitCancelButton = this.frame.main.getByRole('button', {
      name: ordersContent.submitCancel,
    });
    this.errorSummary = this.frame.main
      .locator('.nhsuk-error-summary')
      .filter({ hasText: ordersContent.errorSummaryTitle });
    this.statusRegion = this.frame.main.getByRole('status').first();
    this.loading = this.frame.main
      .getByRole('status')
      .filter({ hasText: ordersContent.currentLoading });
  }

  async goto(): Promise<void> {
    await this.page.goto('/my-meds/orders');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/my-meds\/orders$/);
    await expect(this.frame.pageHeading).toHaveText(ordersContent.heading);
    await expect(this.page).toHaveTitle(pageTitle(ordersContent.heading));
  }

  /** By keyboard: Tab to `link` (home's 'View your orders', My meds' 'Live orders'), Enter; focus moves to the h1. */
  async openFrom(link: Locator): Promise<void> {
    await activateByKeyboard(this.page, link);
    await this.expectLoaded();
    await this.frame.expectHeadingFocused(ordersContent.heading);
  }

  /** No live order: the page says so and how orders will show here, and lists none. */
  async expectEmpty(): Promise<void> {
    await this.expectLoaded();
    await expect(
      this.frame.main.getByText(ordersContent.currentEmpty, { exact: true }),
    ).toBeVisible();
    await expect(
      this.frame.main.getByText(ordersContent.currentEmptyHint, { exact: true }),
    ).toBeVisible();
    await expect(this.orders).toHaveCount(0);
  }

  /** The order whose items include `itemDescription`. */
  orderWithItem(itemDescription: string): Locator {
    return this.orders.filter({ hasText: itemDescription });
  }

  /** The steps of an order's status tracker (an ordered list), in order. */
  trackerSteps(order: Locator): Locator {
    return order.getByRole('list', { name: ordersContent.trackerLabel }).getByRole('listitem');
  }

  cancelButton(order: Locator): Locator {
    return order.getByRole('button', { name: ordersContent.cancelOrder });
  }

  /** The error summary shows `message`, holds focus, and the title says `Error: ` first. */
  async expectErrorSummary(message: string): Promise<void> {
    await expect(this.errorSummary).toContainText(message);
    await expect(this.errorSummary).toBeFocused();
    await expect(this.page).toHaveTitle(pageTitle(ordersContent.heading, { withErrors: true }));
  }
}

/** /my-meds/orders/previous (spec part 1 §2 'Previous orders'). */
export class PreviousOrdersPage {
  readonly frame: Frame;
  readonly table: Locator;
  /** The table's body rows (the first row holds the column headers). */
  readonly rows: Locator;
  readonly checkboxes: Locator;
  readonly reorderButton: Locator;
  /** The NHS error summary (focused when it appears). */
  readonly errorSummary: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    this.table = this.frame.main.getByRole('table', { name: ordersContent.previousCaption });
    this.rows = this.table.locator('tbody').getByRole('row');
    this.checkboxes = this.table.getByRole('checkbox');
    this.reorderButton = this.frame.main.getByRole('button', {
      name: ordersContent.reorderSelected,
    });
    this.errorSummary = this.frame.main
      .locator('.nhsuk-error-summary')
      .filter({ hasText: ordersContent.errorSummaryTitle });
  }

  async goto(): Promise<void> {
    await this.page.goto('/my-meds/orders/previous');
  }

  async expectLoaded(): Promise<void> {
    await this.expectHeading();
    await expect(this.table).toBeVisible();
  }

  /** No previous order: the page says so, with no table and nothing to reorder. */
  async expectEmpty(): Promise<void> {
    await this.expectHeading();
    await expect(
      this.frame.main.getByText(ordersContent.previousEmpty, { exact: true }),
    ).toBeVisible();
    await expect(this.table).toHaveCount(0);
    await expect(this.reorderButton).toHaveCount(0);
  }

  private async expectHeading(): Promise<void> {
    await expect(this.page).toHaveURL(/\/my-meds\/orders\/previous$/);
    await expect(this.frame.pageHeading).toHaveText(ordersContent.previousHeading);
    await expect(this.page).toHaveTitle(pageTitle(ordersContent.previousHeading));
  }

  /** The checkbox of the row for `itemDescription` ('Select {item} ordered on {date}'). */
  checkboxFor(itemDescription: string): Locator {
    return this.table.getByRole('checkbox', {
      name: new RegExp(`^Select ${itemDescription} ordered on `),
    });
  }

  /** The error summary shows `message`, holds focus, and the title says `Error: ` first. */
  async expectErrorSummary(message: string): Promise<void> {
    await expect(this.errorSummary).toContainText(message);
    await expect(this.errorSummary).toBeFocused();
    await expect(this.page).toHaveTitle(
      pageTitle(ordersContent.previousHeading, { withErrors: true }),
    );
  }
}
