import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { cancelOrderMessages } from './cancel-order-messages';
import { cancelOrderSchema } from './cancel-order-schema';

/** The message key the schema raises for the reason, or undefined when it is valid. */
async function reasonError(reason: unknown): Promise<string | undefined> {
  try {
    await cancelOrderSchema.validate({ reason });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.message;
  }
}

describe('cancelOrderSchema', () => {
  it('accepts a reason and trims it', async () => {
    expect(await cancelOrderSchema.validate({ reason: '  No longer needed \n' })).toEqual({
      reason: 'No longer needed',
    });
  });

  it.each([[''], ['   '], ['\n\t '], [undefined]])(
    'requires a non-blank reason (%j)',
    async (reason) => {
      expect(await reasonError(reason)).toBe(cancelOrderMessages.reasonRequired);
    },
  );

  it('accepts 400 characters and refuses 401', async () => {
    expect(await reasonError('a'.repeat(400))).toBeUndefined();
    expect(await reasonError('a'.repeat(401))).toBe(cancelOrderMessages.reasonTooLong);
  });

  it('counts the length after trimming', async () => {
    expect(await reasonError(` ${'a'.repeat(400)} `)).toBeUndefined();
  });
});
