import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../testing/schema-errors';
import { orderDetailsMessages, orderDetailsSchema } from './order-details-schema';

/** The message keys the schema raises, by field ({} when the values are valid). */
const errors = (values: unknown, commentRequired = false) =>
  schemaErrors(orderDetailsSchema, values, { commentRequired });

describe('orderDetailsSchema', () => {
  it('fills in the defaults', async () => {
    expect(await orderDetailsSchema.validate({})).toEqual({
      comment: '',
      earlyReorder: false,
      earlyReorderReason: 'holiday',
      otherReason: '',
    });
  });

  it('trims the comment and the other reason', async () => {
    expect(
      await orderDetailsSchema.validate({
        comment: '  Please hurry \n',
        earlyReorder: true,
        earlyReorderReason: 'other',
        otherReason: '\tLost my tablets  ',
      }),
    ).toEqual({
      comment: 'Please hurry',
      earlyReorder: true,
      earlyReorderReason: 'other',
      otherReason: 'Lost my tablets',
    });
  });

  describe('comment', () => {
    it.each([[undefined], [''], ['   ']])(
      'may be left out (%j) when the practice does not ask for one',
      async (comment) => {
        expect(await errors({ comment })).toEqual({});
        expect(
          await orderDetailsSchema.validate({ comment }, { context: { commentRequired: false } }),
        ).toMatchObject({ comment: '' });
      },
    );

    it('may be left out when no context is given', async () => {
      expect(await orderDetailsSchema.validate({ comment: ' ' })).toMatchObject({ comment: '' });
    });

    it.each([[undefined], [''], ['   '], ['\n\t ']])(
      'is required, non-blank (%j), when the practice asks for one',
      async (comment) => {
        expect(await errors({ comment }, true)).toEqual({
          comment: orderDetailsMessages.commentRequired,
        });
      },
    );

    it('is accepted when required and given', async () => {
      expect(
        await orderDetailsSchema.validate(
          { comment: '  Collect on Friday ' },
          { context: { commentRequired: true } },
        ),
      ).toMatchObject({ comment: 'Collect on Friday' });
    });

    it.each([[false], [true]])(
      'accepts 400 characters and refuses 401 (commentRequired %j)',
      async (commentRequired) => {
        expect(await errors({ comment: 'a'.repeat(400) }, commentRequired)).toEqual({});
        expect(await errors({ comment: 'a'.repeat(401) }, commentRequired)).toEqual({
          comment: orderDetailsMessages.commentTooLong,
        });
      },
    );

    it('counts the length after trimming', async () => {
      expect(await errors({ comment: `  ${'a'.repeat(400)}\n` }, true)).toEqual({});
    });
  });

  describe('early reorder', () => {
    it('needs no text for a holiday', async () => {
      expect(
        await errors({ earlyReorder: true, earlyReorderReason: 'holiday', otherReason: '' }),
      ).toEqual({});
      expect(await errors({ earlyReorder: true })).toEqual({});
    });

    it.each([[undefined], [''], ['   '], ['\n\t ']])(
      'requires a non-blank other reason (%j) when the reason is other',
      async (otherReason) => {
        expect(
          await errors({ earlyReorder: true, earlyReorderReason: 'other', otherReason }),
        ).toEqual({ otherReason: orderDetailsMessages.otherRequired });
      },
    );

    it('accepts an other reason of 400 characters and refuses 401', async () => {
      const early = { earlyReorder: true, earlyReorderReason: 'other' };
      expect(await errors({ ...early, otherReason: 'a'.repeat(400) })).toEqual({});
      expect(await errors({ ...early, otherReason: 'a'.repeat(401) })).toEqual({
        otherReason: orderDetailsMessages.otherTooLong,
      });
    });

    it('counts the other reason after trimming', async () => {
      expect(
        await errors({
          earlyReorder: true,
          earlyReorderReason: 'other',
          otherReason: ` ${'a'.repeat(400)} `,
        }),
      ).toEqual({});
    });

    it('ignores the other reason when the order is not early', async () => {
      expect(await errors({ earlyReorder: false, earlyReorderReason: 'other' })).toEqual({});
      expect(
        await errors({
          earlyReorder: false,
          earlyReorderReason: 'other',
          otherReason: 'a'.repeat(401),
        }),
      ).toEqual({});
    });

    it('ignores the other reason for a holiday', async () => {
      expect(
        await errors({
          earlyReorder: true,
          earlyReorderReason: 'holiday',
          otherReason: 'a'.repeat(401),
        }),
      ).toEqual({});
    });

    it('refuses a reason that is neither holiday nor other', async () => {
      expect(
        Object.keys(await errors({ earlyReorder: true, earlyReorderReason: 'illness' })),
      ).toEqual(['earlyReorderReason']);
    });
  });

  it('reports every field that is wrong', async () => {
    expect(
      await errors({ comment: ' ', earlyReorder: true, earlyReorderReason: 'other' }, true),
    ).toEqual({
      comment: orderDetailsMessages.commentRequired,
      otherReason: orderDetailsMessages.otherRequired,
    });
  });
});
