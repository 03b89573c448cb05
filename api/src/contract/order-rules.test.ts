import { describe, expect, it } from 'vitest';
import { ORDER_COMMENT_MAX_LENGTH } from './limits';
import { characterCount, orderCommentProblem, withoutDuplicateItems } from './order-rules';

describe('order rules (spec part 1 §5)', () => {
  it('counts characters as the app counter does: an emoji is two', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('😀')).toBe(2);
  });

  it('wants a non-blank comment only when the GP asks, and never over 400 characters', () => {
    expect(orderCommentProblem(undefined, false)).toBeUndefined();
    expect(orderCommentProblem(null, true)).toBe('required');
    expect(orderCommentProblem('   ', true)).toBe('required');
    expect(orderCommentProblem('a'.repeat(ORDER_COMMENT_MAX_LENGTH), true)).toBeUndefined();
    expect(orderCommentProblem('a'.repeat(ORDER_COMMENT_MAX_LENGTH + 1), false)).toBe('tooLong');
    // 399 letters and an emoji: 400 code points (a JSON schema's count) but 401 as the app counts.
    expect(orderCommentProblem(`${'a'.repeat(399)}😀`, false)).toBe('tooLong');
  });

  it('drops an item sharing an orderItemId or a course with an earlier one, keeping the first', () => {
    const items = [
      { name: 'first', orderItemId: 'i1', medicationCourseGuid: 'c1' },
      { name: 'same item', orderItemId: 'i1' },
      { name: 'same course', medicationCourseGuid: 'c1' },
      { name: 'other', orderItemId: 'i2', medicationCourseGuid: 'c2' },
      { name: 'manual' },
      { name: 'manual again', orderItemId: null, medicationCourseGuid: '' },
    ];
    expect(withoutDuplicateItems(items).map((item) => item.name)).toEqual([
      'first',
      'other',
      'manual',
      'manual again',
    ]);
  });
});
