import { describe, expect, it } from 'vitest';
import { messageFormMessages, messageSchema } from './message-schema';

const valid = {
  recipientGuid: 'r1',
  subject: '  Repeat prescription  ',
  body: '  Hello\nThanks  ',
};
const problem = async (values: object) => {
  try {
    await messageSchema.validate({ ...valid, ...values });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('messageSchema (spec part 2 §5)', () => {
  it('trims subject and body', async () => {
    expect(await messageSchema.validate(valid)).toEqual({
      recipientGuid: 'r1',
      subject: 'Repeat prescription',
      body: 'Hello\nThanks',
    });
  });

  it('wants a recipient, a subject and a body, none blank', async () => {
    expect(await problem({ recipientGuid: '' })).toBe(messageFormMessages.recipientRequired);
    expect(await problem({ subject: '   ' })).toBe(messageFormMessages.subjectRequired);
    expect(await problem({ body: '\n\t ' })).toBe(messageFormMessages.bodyRequired);
  });

  it('holds the shared limits: subject 64, body 4,000 characters', async () => {
    expect(await problem({ subject: 's'.repeat(64) })).toBeUndefined();
    expect(await problem({ subject: 's'.repeat(65) })).toBe(messageFormMessages.subjectTooLong);
    expect(await problem({ body: 'b'.repeat(4000) })).toBeUndefined();
    expect(await problem({ body: 'b'.repeat(4001) })).toBe(messageFormMessages.bodyTooLong);
  });
});
