/**
 * The order rules of spec part 1 §5 that the gateway enforces again on the server (a form's check is a
 * convenience, not a guard: CONVENTIONS.md 'Forms'). The API enforces the same rules (docs/rest-api.md 'Calls for
 * issue #3'); checking here first answers the catalogue code without a round trip.
 */
import {
  characterCount,
  ORDER_FEEDBACK_MAX_LENGTH,
  ORDER_MAX_ITEMS,
  ORDER_REASON_MAX_LENGTH,
  orderCommentProblem,
} from '../../../api/src/contract';
import { ErrorCode, type FieldReason } from '../errors';
import type { Order, Orders } from '../generated/resolvers-types';

export interface OrderProblem {
  code: string;
  reasons?: FieldReason[];
}

/** The contract's comment problems as the catalogue names them. */
const COMMENT_PROBLEM_CODES = {
  required: ErrorCode.commentRequired,
  tooLong: ErrorCode.commentTooLong,
} as const;

/**
 * Everything the gateway checks before placing an order (items already without duplicates): the comment
 * (spec part 1 §5), the early-reorder reason's length and the number of items (docs/rest-api.md).
 */
export function placeOrderProblem(
  order: {
    items: readonly unknown[];
    comment?: string | null;
    earlyReorderReason?: string | null;
  },
  commentRequired: boolean,
): OrderProblem | null {
  const commentProblem = orderCommentProblem(order.comment, commentRequired);
  if (commentProblem) return { code: COMMENT_PROBLEM_CODES[commentProblem] };
  if (characterCount(order.earlyReorderReason ?? '') > ORDER_REASON_MAX_LENGTH)
    return refused('earlyReorderReason', 'maxLength');
  if (order.items.length === 0) return refused('items', 'minItems');
  if (order.items.length > ORDER_MAX_ITEMS) return refused('items', 'maxItems');
  return null;
}

/** spec part 1 §5: 'Order cancellation: non-blank reason.' (at most 400 characters, as the API allows) */
export function cancellationReasonProblem(reason: string): OrderProblem | null {
  if (reason.trim() === '') return { code: ErrorCode.cancelReasonRequired };
  if (characterCount(reason.trim()) > ORDER_REASON_MAX_LENGTH) {
    return { code: ErrorCode.cancelFailed, reasons: [{ field: 'reason', reason: 'maxLength' }] };
  }
  return null;
}

/** The survey's comments fit the API's limit (docs/rest-api.md). */
export function feedbackProblem(comments: string): OrderProblem | null {
  if (characterCount(comments) <= ORDER_FEEDBACK_MAX_LENGTH) return null;
  return { code: ErrorCode.feedbackFailed, reasons: [{ field: 'comments', reason: 'maxLength' }] };
}

function refused(field: string, reason: string): OrderProblem {
  return { code: ErrorCode.submitFailed, reasons: [{ field, reason }] };
}

/** Statuses after which an order is no longer live (docs/rest-api.md 'Live orders'). */
const FINISHED: readonly Order['status'][] = ['Collected', 'Delivered', 'Cancelled', 'GPRejected'];

/** spec part 1 §2 'Current orders': 'Orders ready to collect or out for delivery come first'. */
const FIRST_AMONG_LIVE: readonly Order['status'][] = ['ReadyToCollect', 'OutForDelivery'];

/**
 * spec part 1 §4 'Orders are live or previous'. `live` is the API's own verdict where it gives one
 * (docs/rest-api.md), else derived from the status.
 */
export function isLiveOrder(order: Pick<Order, 'status'>, apiSaysLive?: boolean): boolean {
  return apiSaysLive ?? !FINISHED.includes(order.status);
}

/**
 * Splits orders into live and previous, newest first, the live ones ready to collect or out for delivery first
 * (spec part 1 §2 'Current orders'), and counts those ready to collect (spec part 1 §2 'Navigation bar': 'A badge
 * on my meds shows the count of orders ready to collect').
 */
export function splitOrders(orders: readonly { order: Order; live: boolean }[]): Orders {
  const newestFirst = [...orders].sort(
    (a, b) => timeOf(b.order.orderedAt) - timeOf(a.order.orderedAt),
  );
  const live = newestFirst.filter((entry) => entry.live).map((entry) => entry.order);
  const previous = newestFirst.filter((entry) => !entry.live).map((entry) => entry.order);
  // Array.prototype.sort is stable: each group keeps newest first.
  live.sort(
    (a, b) =>
      Number(FIRST_AMONG_LIVE.includes(b.status)) - Number(FIRST_AMONG_LIVE.includes(a.status)),
  );
  return {
    live,
    previous,
    readyToCollectCount: live.filter((order) => order.status === 'ReadyToCollect').length,
  };
}

/** Epoch ms of an ISO time; an unreadable one counts as the oldest. */
function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}
