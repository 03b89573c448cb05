import { describe, expect, it } from 'vitest';
import type { Order } from '../generated/resolvers-types';
import {
  cancellationReasonProblem,
  feedbackProblem,
  isLiveOrder,
  placeOrderProblem,
  splitOrders,
} from './order-rules';

describe('placeOrderProblem', () => {
  const item = { description: 'Amoxicillin' };

  it('checks the comment first, then the early-reorder reason and the number of items', () => {
    expect(placeOrderProblem({ items: [item] }, true)).toEqual({ code: 'orders.commentRequired' });
    expect(
      placeOrderProblem({ items: [item], earlyReorderReason: 'x'.repeat(401) }, false),
    ).toEqual({
      code: 'orders.submitFailed',
      reasons: [{ field: 'earlyReorderReason', reason: 'maxLength' }],
    });
    expect(placeOrderProblem({ items: [] }, false)).toEqual({
      code: 'orders.submitFailed',
      reasons: [{ field: 'items', reason: 'minItems' }],
    });
    expect(placeOrderProblem({ items: Array<typeof item>(51).fill(item) }, false)).toEqual({
      code: 'orders.submitFailed',
      reasons: [{ field: 'items', reason: 'maxItems' }],
    });
    expect(placeOrderProblem({ items: [item], comment: 'ok' }, true)).toBeNull();
  });

  it("names the contract's comment problems with the catalogue's codes (spec part 1 §5)", () => {
    expect(placeOrderProblem({ items: [item], comment: '   \n' }, true)).toEqual({
      code: 'orders.commentRequired',
    });
    expect(placeOrderProblem({ items: [item], comment: '' }, false)).toBeNull();
    // 400 characters the app's counter shows, 401 UTF-16 units: refused as the app and the API refuse it.
    expect(placeOrderProblem({ items: [item], comment: `${'a'.repeat(399)}💊` }, false)).toEqual({
      code: 'orders.commentTooLong',
    });
    expect(placeOrderProblem({ items: [item], comment: 'a'.repeat(400) }, true)).toBeNull();
  });
});

describe('cancellationReasonProblem (spec part 1 §5)', () => {
  it('needs a non-blank reason of at most 400 characters', () => {
    expect(cancellationReasonProblem('')).toEqual({ code: 'orders.cancelReasonRequired' });
    expect(cancellationReasonProblem(' \t ')).toEqual({ code: 'orders.cancelReasonRequired' });
    expect(cancellationReasonProblem('No longer needed')).toBeNull();
    expect(cancellationReasonProblem('x'.repeat(401))).toEqual({
      code: 'orders.cancelFailed',
      reasons: [{ field: 'reason', reason: 'maxLength' }],
    });
  });
});

describe('feedbackProblem', () => {
  it('allows comments up to the API limit of 1000 characters', () => {
    expect(feedbackProblem('x'.repeat(1000))).toBeNull();
    expect(feedbackProblem('x'.repeat(1001))?.code).toBe('orders.feedbackFailed');
  });
});

function order(id: string, status: Order['status'], orderedAt: string): Order {
  return {
    id,
    orderedAt,
    status,
    orderType: 'IM1',
    deliveryMethod: 'Collection',
    cancellable: false,
    prescriptionRequestGuid: null,
    steps: [],
    items: [],
  };
}

describe('splitOrders (spec part 1 §2 Current orders, §4)', () => {
  const entries = [
    order('requested-new', 'Requested', '2025-01-10T09:00:00Z'),
    order('ready-old', 'ReadyToCollect', '2025-01-02T09:00:00Z'),
    order('collected', 'Collected', '2025-01-01T09:00:00Z'),
    order('preparing', 'Preparing', '2025-01-08T09:00:00Z'),
    order('out-for-delivery', 'OutForDelivery', '2025-01-05T09:00:00Z'),
    order('ready-new', 'ReadyToCollect', '2025-01-09T09:00:00Z'),
    order('cancelled', 'Cancelled', '2025-01-07T09:00:00Z'),
    order('rejected', 'GPRejected', '2025-01-11T09:00:00Z'),
  ].map((o) => ({ order: o, live: isLiveOrder(o) }));

  it('puts ready to collect and out for delivery first, then the other live orders, newest first in each', () => {
    expect(splitOrders(entries).live.map((o) => o.id)).toEqual([
      'ready-new',
      'out-for-delivery',
      'ready-old',
      'requested-new',
      'preparing',
    ]);
  });

  it('lists collected, delivered, cancelled and rejected orders as previous, newest first', () => {
    expect(splitOrders(entries).previous.map((o) => o.id)).toEqual([
      'rejected',
      'cancelled',
      'collected',
    ]);
  });

  it('counts the live orders ready to collect for the my-meds badge', () => {
    expect(splitOrders(entries).readyToCollectCount).toBe(2);
    expect(splitOrders([]).readyToCollectCount).toBe(0);
  });

  it("follows the API's own live verdict where it gives one", () => {
    const approved = order('approved', 'GPApproved', '2025-01-10T09:00:00Z');
    expect(isLiveOrder(approved)).toBe(true);
    expect(isLiveOrder(approved, false)).toBe(false);
    expect(splitOrders([{ order: approved, live: false }]).previous).toHaveLength(1);
  });
});
