import { describe, expect, it } from 'vitest';
import {
  isCancellable,
  isLive,
  itemStatusWhenOrderMoves,
  nextStatus,
  orderStatuses,
  orderSteps,
} from './order-steps';

const ticked = (steps: { key: string; completed: boolean }[]) =>
  steps.map((step) => `${step.key}${step.completed ? '+' : '-'}`).join(' ');

describe('order steps', () => {
  it('tracks a collection to Collected and a delivery to Delivered', () => {
    expect(ticked(orderSteps('Preparing', 'Collection'))).toBe(
      'Requested+ GPApproved+ Preparing+ ReadyToCollect- Collected-',
    );
    expect(ticked(orderSteps('Preparing', 'Delivery'))).toBe(
      'Requested+ GPApproved+ Preparing+ OutForDelivery- Delivered-',
    );
    expect(ticked(orderSteps('ReadyToCollect', 'Collection'))).toBe(
      'Requested+ GPApproved+ Preparing+ ReadyToCollect+ Collected-',
    );
    expect(ticked(orderSteps('Delivered', 'Delivery'))).toBe(
      'Requested+ GPApproved+ Preparing+ OutForDelivery+ Delivered+',
    );
  });

  it('shows a rejected or cancelled order as only requested', () => {
    for (const status of ['GPRejected', 'Cancelled'] as const) {
      expect(ticked(orderSteps(status, 'Collection'))).toBe(
        'Requested+ GPApproved- Preparing- ReadyToCollect- Collected-',
      );
    }
  });

  it('counts an order live until it is collected, delivered, cancelled or rejected', () => {
    expect(orderStatuses.filter(isLive)).toEqual([
      'Requested',
      'GPApproved',
      'Preparing',
      'ReadyToCollect',
      'OutForDelivery',
    ]);
  });

  it('lets only a requested order be cancelled', () => {
    expect(orderStatuses.filter(isCancellable)).toEqual(['Requested']);
  });

  it('advances one step along the order’s own path and stops at its end', () => {
    const walk = (method: 'Collection' | 'Delivery') => {
      const seen: string[] = ['Requested'];
      for (
        let status = nextStatus('Requested', method);
        status;
        status = nextStatus(status, method)
      ) {
        seen.push(status);
      }
      return seen;
    };
    expect(walk('Collection')).toEqual([
      'Requested',
      'GPApproved',
      'Preparing',
      'ReadyToCollect',
      'Collected',
    ]);
    expect(walk('Delivery')).toEqual([
      'Requested',
      'GPApproved',
      'Preparing',
      'OutForDelivery',
      'Delivered',
    ]);
    expect(nextStatus('Cancelled', 'Collection')).toBeUndefined();
    expect(nextStatus('GPRejected', 'Delivery')).toBeUndefined();
  });

  it('moves items with their order, leaving rejected and owed items as they are', () => {
    expect(itemStatusWhenOrderMoves('Requested', 'GPApproved')).toBe('GPApproved');
    expect(itemStatusWhenOrderMoves('GPApproved', 'ReadyToCollect')).toBe('Dispensed');
    expect(itemStatusWhenOrderMoves('GPApproved', 'OutForDelivery')).toBe('Dispensed');
    expect(itemStatusWhenOrderMoves('Owed', 'ReadyToCollect')).toBe('Owed');
    expect(itemStatusWhenOrderMoves('GPRejected', 'GPApproved')).toBe('GPRejected');
    expect(itemStatusWhenOrderMoves('Requested', 'Cancelled')).toBe('Cancelled');
    expect(itemStatusWhenOrderMoves('Dispensed', 'Collected')).toBe('Dispensed');
  });
});
