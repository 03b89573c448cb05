import { type Locator, type Page } from '@playwright/test';
import { expect } from '../fixtures/test';
import { pageTitle } from '../support/content';
import { Frame } from './frame';

/**
 * The exact words the new-order journeys expect (locales/en/orders.json newOrder, errors.json orders; spec part
 * 1 §2 'New order', §4, §5), written out so that a changed catalogue text fails a journey.
 */
export const newOrderContent = {
  addItemHeading: 'Order your medicines',
  summaryHeading: 'Your order',
  confirmationHeading: 'Check your order',
  sentHeading: 'Order sent',
  basketHeading: 'Your basket',
  // spec part 1 §2
  basketEmpty: 'Your basket is empty',
  // orders.json newOrder.prescriptions.empty
  noPrescriptions: 'You have no repeat prescriptions to order.',
  basketEmptyError: 'Add at least one medicine to your basket',
  continue: 'Continue',
  send: 'Send order',
  add: (name: string) => `Add ${name} to basket`,
  remove: (name: string) => `Remove ${name} from basket`,
  added: (name: string) => `${name} added to your basket.`,
  commentLabel: 'Comment for your GP (optional)',
  commentLabelRequired: 'Comment for your GP',
  // spec part 1 §5
  counter: (remaining: number) => `Maximum 400 characters. ${remaining} remaining`,
  tooMany: (count: number) => `${count} too many`,
  earlyReorder: 'One or more of my items are an early reorder',
  holiday: 'Going on holiday and need them earlier',
  // errors.json orders.commentRequired
  commentRequired:
    'Your GP practice asks for a comment with every order. Enter a comment for your GP',
  manualName: 'Name of medicine',
  manualOption: 'Strength and quantity (optional)',
  manualAdd: 'Add to basket',
  manualNameRequired: 'Enter the name of the medicine',
  // spec part 1 §4
  leaveText: 'You have items in your basket, are you sure you want to leave?',
  leaveHeading: 'Leave your order?',
  leave: 'Leave and empty my basket',
  stay: 'Stay on this page',
  fromPrevious: (count: number) =>
    `${count} ${count === 1 ? 'item from your previous orders is' : 'items from your previous orders are'} in your basket.`,
  sentPanel: 'Your order has been sent to your GP practice.',
  sentPanelManual: 'Your order has been sent to your pharmacy.',
  viewOrders: 'View your current orders',
  enjoyLegend: 'Did you enjoy using this service?',
  sendFeedback: 'Send feedback',
  // spec part 1 §9
  feedbackThanks: 'Thank you for your feedback!',
} as const;

/** The pages of /my-meds/orders/new (spec part 1 §2 'New order'). */
export class NewOrderPage {
  readonly frame: Frame;
  readonly basket: Locator;
  readonly continueButton: Locator;
  readonly comment: Locator;
  readonly sendButton: Locator;
  readonly status: Locator;
  readonly leaveWarning: Locator;
  /** The comment's visible counter, and the hidden copy screen readers hear once typing pauses. */
  readonly commentCounter: Locator;
  readonly commentCounterAnnounced: Locator;

  constructor(readonly page: Page) {
    this.frame = new Frame(page);
    const main = this.frame.main;
    this.basket = main
      .locator('.nhsuk-form-group')
      .filter({ has: page.getByRole('heading', { name: newOrderContent.basketHeading }) });
    this.continueButton = main.getByRole('button', { name: newOrderContent.continue });
    this.comment = main.getByRole('textbox', { name: /^Comment for your GP/ });
    this.sendButton = main.getByRole('button', { name: newOrderContent.send });
    this.status = main.getByRole('status').filter({ hasText: /basket/ });
    const counterGroup = main
      .locator('.nhsuk-character-count')
      .filter({ has: page.getByRole('textbox', { name: /^Comment for your GP/ }) });
    this.commentCounter = counterGroup.locator('.nhsuk-character-count__message');
    this.commentCounterAnnounced = counterGroup.locator('[aria-live="polite"]');
    this.leaveWarning = page
      .locator('.nhsuk-panel--interruption')
      .filter({ hasText: newOrderContent.leaveText });
  }

  async expectOn(heading: string, { withErrors = false } = {}): Promise<void> {
    await expect(this.frame.pageHeading).toHaveText(heading);
    await expect(this.page).toHaveTitle(pageTitle(heading, { withErrors }));
  }

  addButton(name: string): Locator {
    return this.frame.main.getByRole('button', { name: newOrderContent.add(name), exact: true });
  }

  removeButton(name: string): Locator {
    return this.frame.main.getByRole('button', { name: newOrderContent.remove(name), exact: true });
  }

  /** The basket's items, as their first line (the medicine). */
  basketItems(): Locator {
    return this.basket.getByRole('listitem');
  }
}
