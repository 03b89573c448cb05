/** The order rules of spec part 1 §5 that every program applies: how text is counted, the comment, duplicates. */
import { ORDER_COMMENT_MAX_LENGTH } from './limits';

/**
 * Characters as the app's counter shows them (orders:newOrder.summary.counterRemaining): UTF-16 code units,
 * JavaScript's `length`. An emoji counts 2, so text the app refuses is refused by the gateway and the API too,
 * even where a JSON schema's maxLength (which counts code points) would let it through.
 */
export function characterCount(text: string): number {
  return text.length;
}

export type OrderCommentProblem = 'required' | 'tooLong';

/**
 * spec part 1 §5 'Order comment': non-blank when the GP requires a comment (prescribingCommentRequired), and
 * in all cases at most 400 characters. Undefined when the comment is acceptable.
 */
export function orderCommentProblem(
  comment: string | null | undefined,
  commentRequired: boolean,
): OrderCommentProblem | undefined {
  const text = comment ?? '';
  if (commentRequired && text.trim() === '') return 'required';
  if (characterCount(text) > ORDER_COMMENT_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** An order item's identities for the duplicate rule. */
export interface ItemIdentity {
  orderItemId?: string | number | null;
  medicationCourseGuid?: string | null;
}

/**
 * spec part 1 §5: 'Duplicate items are removed from an order by orderItemId or medicationCourseGuid.' An item
 * is dropped when an earlier one has the same orderItemId, or the same medicationCourseGuid; the first one
 * stays. Items with neither (a manual medicine typed in) are never duplicates of each other.
 */
export function withoutDuplicateItems<T extends ItemIdentity>(items: readonly T[]): T[] {
  const seenItemIds = new Set<string>();
  const seenCourses = new Set<string>();
  return items.filter((item) => {
    const itemId = presentId(item.orderItemId);
    const course = presentId(item.medicationCourseGuid);
    if ((itemId && seenItemIds.has(itemId)) || (course && seenCourses.has(course))) return false;
    if (itemId) seenItemIds.add(itemId);
    if (course) seenCourses.add(course);
    return true;
  });
}

function presentId(id: string | number | null | undefined): string | undefined {
  if (id === null || id === undefined) return undefined;
  return String(id) || undefined;
}
