import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { preparingOrderWithRejectedItem, requestedOrder } from '../current-orders-screen.fixtures';
import { OrderStatusTracker } from './order-status-tracker';

describe('OrderStatusTracker', () => {
  it('is an ordered list whose steps say completed or not completed in text', async () => {
    const { container } = renderScreen(<OrderStatusTracker order={requestedOrder} />);
    const list = await screen.findByRole('list', { name: 'Order progress' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Requested (completed)',
      'Approved by GP (not completed)',
      'Being prepared (not completed)',
      'Out for delivery (not completed)',
      'Delivered (not completed)',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks the step the order has reached as the current step', async () => {
    renderScreen(<OrderStatusTracker order={preparingOrderWithRejectedItem} />);
    const current = (await screen.findAllByRole('listitem')).filter(
      (step) => step.getAttribute('aria-current') === 'step',
    );
    expect(current.map((step) => step.textContent)).toEqual(['Being prepared (completed)']);
  });

  it('hides the state words only visually', async () => {
    renderScreen(<OrderStatusTracker order={requestedOrder} />);
    const state = await screen.findByText('(completed)');
    expect(state).toHaveClass('nhsuk-u-visually-hidden');
  });
});
