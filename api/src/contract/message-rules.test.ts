import { describe, expect, it } from 'vitest';
import { MESSAGE_SUBJECT_MAX_LENGTH, messageSubjectFromBody } from './message-rules';

describe('message rules (spec part 2 §5)', () => {
  it('takes a hidden subject from the first non-blank line of the body, within the limit', () => {
    expect(messageSubjectFromBody('\n  \n  Repeat prescription  \nThanks')).toBe(
      'Repeat prescription',
    );
    expect(messageSubjectFromBody('x'.repeat(100))).toHaveLength(MESSAGE_SUBJECT_MAX_LENGTH);
    expect(messageSubjectFromBody('   ')).toBe('');
  });
});
