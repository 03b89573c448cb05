/**
 * The order rules of spec part 1 §5 that the gateway enforces again on the server (a form's check is a
 * convenience, not a guard: CONVENTIONS.md 'Forms'). The API enforces the same rules (docs/rest-api.md 'Calls for
 * issue #3'); checking here first answers the catalogue code without a round trip.
 */
import { ErrorCode, type FieldReason } from '../errors';
import type { Order, Orders } from '../generated/resolvers-types';

/** spec part 1 §5 / §9: 'Order comment limit: 400 characters.' The early-reorder reason has the API's same limit. */
export const ORDER_TEXT_MAX_LENGTH = 400;
/** docs/rest-api.md: an order has 1 to 50 items. */
export const ORDER_MAX_ITEMS = 50;
/** docs/rest-api.md: the survey's comments are at most 1000 characters. */
export const FEEDBACK_MAX_LENGTH = 1000;

export interface OrderProblem {
  code: string;
  reasons?: FieldReason[];
}

/**
 * Characters as the app's counter (orders:newOrder.summary.counterRemaining) and the API's rule count them: UTF-16
 * code units, JavaScript's `length`. An emoji counts 2, so text the app refuses is refused here too, even where a
 * JSON schema (which counts code points) would let it through.
 */
export function characterCount(text: string): number {
  return text.length;
}

/**
 * spec part 1 §5: 'Order comment: if the GP requires a comment (prescribingCommentRequired) it must be non-blank;
 * in all cases at most 400 characters.' Null when the comment is acceptable.
 */
export function orderCommentProblem(
  comment: string | null | undefined,
  commentRequired: boolean,
): OrderProblem | null {
  const text = comment ?? '';
  if (commentRequired && text.trim() === '') return { code: ErrorCode.commentRequired };
  if (characterCount(text) > ORDER_TEXT_MAX_LENGTH) return { code: ErrorCode.commentTooLong };
  return null;
}

/** An order item's identities for the duplicate rule. */
export interface ItemIdentity {
  orderItemId?: string | number | null;
  medicationCourseGuid?: string | null;
}

/**
 * spec part 1 §5: 'Duplicate items are removed from an order by orderItemId or medicationCourseGuid.' An item is
 * dropped when an earlier one has the same orderItemId, or the same medicationCourseGuid; the first one stays.
 * Items with neither (a manual medicine typed in) are never duplicates of each other.
 */
export function withoutDuplicateItems<T extends ItemIdentity>(items: readonly T[]): T[] {
  const seenItemIds = new Set<string>();
  const seenCourses = new Set<string>();
  return items.filter((item) => {
    const itemId = present(item.orderItemId);
    const course = present(item.medicationCourseGuid);
    if (
      (itemId !== null && seenItemIds.has(itemId)) ||
      (course !== null && seenCourses.has(course))
    )
      return false;
    if (itemId !== null) seenItemIds.add(itemId);
    if (course !== null) seenCourses.add(course);
    return true;
  });
}

function present(id: string | number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  const text = String(id);
  return text === '' ? null : text;
}

/**
 * Everything the gateway checks before placing an order (items already without duplicates): the comment
 * (spec part 1 §5), the early-reorder reason's length and the number of items (docs/rest-api.md).
 */
export function placeOrderProblem(
  order: { items: readonly unknown[]; comment?: string; earlyReorderReason?: string },
  commentRequired: boolean,
): OrderProblem | null {
  const commentProblem = orderCommentProblem(order.comment, commentRequired);
  if (commentProblem) return commentProblem;
  if (characterCount(order.earlyReorderReason ?? '') > ORDER_TEXT_MAX_LENGTH)
    return refused('earlyReorderReason', 'maxLength');
  if (order.items.length === 0) return refused('items', 'minItems');
  if (order.items.length > ORDER_MAX_ITEMS) return refused('items', 'maxItems');
  return null;
}

/** spec part 1 §5: 'Order cancellation: non-blank reason.' (at most 400 characters, as the API allows) */
export function cancellationReasonProblem(reason: string): OrderProblem | null {
  if (reason.trim() === '') return { code: ErrorCode.cancelReasonRequired };
  if (characterCount(reason.trim()) > ORDER_TEXT_MAX_LENGTH) {
    return { code: ErrorCode.cancelFailed, reasons: [{ field: 'reason', reason: 'maxLength' }] };
  }
  return null;
}

/** The survey's comments fit the API's limit (docs/rest-api.md). */
export function feedbackProblem(comments: string): OrderProblem | null {
  if (characterCount(comments) <= FEEDBACK_MAX_LENGTH) return null;
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
