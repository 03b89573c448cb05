import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../testing/schema-errors';
import { feedbackMessages, feedbackSchema } from './feedback-schema';

/** The message keys the schema raises, by field ({} when the values are valid). */
const errors = (values: unknown) => schemaErrors(feedbackSchema, values);

describe('feedbackSchema', () => {
  it.each([['yes'], ['no']])('accepts %j with comments, trimmed', async (enjoyed) => {
    expect(await feedbackSchema.validate({ enjoyed, comments: '  Quick and easy \n' })).toEqual({
      enjoyed,
      comments: 'Quick and easy',
    });
  });

  it.each([[undefined], ['   ']])('accepts no comments (%j) as empty ones', async (comments) => {
    expect(await feedbackSchema.validate({ enjoyed: 'no', comments })).toEqual({
      enjoyed: 'no',
      comments: '',
    });
  });

  it.each([[undefined], [''], ['maybe'], ['Yes'], ['true']])(
    'requires yes or no (%j)',
    async (enjoyed) => {
      expect(await errors({ enjoyed, comments: 'Fine' })).toEqual({
        enjoyed: feedbackMessages.enjoyRequired,
      });
    },
  );

  it('accepts 1000 characters of comments and refuses 1001', async () => {
    expect(await errors({ enjoyed: 'yes', comments: 'a'.repeat(1000) })).toEqual({});
    expect(await errors({ enjoyed: 'yes', comments: 'a'.repeat(1001) })).toEqual({
      comments: feedbackMessages.commentsTooLong,
    });
  });

  it('counts the comments after trimming', async () => {
    expect(await errors({ enjoyed: 'yes', comments: ` \n${'a'.repeat(1000)}\t ` })).toEqual({});
  });

  it('reports both fields when both are wrong', async () => {
    expect(await errors({ comments: 'a'.repeat(1001) })).toEqual({
      enjoyed: feedbackMessages.enjoyRequired,
      comments: feedbackMessages.commentsTooLong,
    });
  });
});
