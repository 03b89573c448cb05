import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../testing/schema-errors';
import { manualItemMaxLength, manualItemMessages, manualItemSchema } from './manual-item-schema';

/** The message keys the schema raises, by field ({} when the values are valid). */
const errors = (values: unknown) => schemaErrors(manualItemSchema, values);

describe('manualItemSchema', () => {
  it('allows 200 characters', () => {
    expect(manualItemMaxLength).toBe(200);
  });

  it('accepts a name and an option, trimmed', async () => {
    expect(
      await manualItemSchema.validate({
        description: '  Paracetamol \n',
        option: '\t500mg x 32  ',
      }),
    ).toEqual({ description: 'Paracetamol', option: '500mg x 32' });
  });

  it.each([[undefined], [''], ['   ']])(
    'accepts no option (%j) as an empty one',
    async (option) => {
      expect(await manualItemSchema.validate({ description: 'Paracetamol', option })).toEqual({
        description: 'Paracetamol',
        option: '',
      });
    },
  );

  it.each([[''], ['   '], ['\n\t '], [undefined]])(
    'requires a non-blank name (%j)',
    async (description) => {
      expect(await errors({ description, option: '500mg' })).toEqual({
        description: manualItemMessages.nameRequired,
      });
    },
  );

  it('accepts a name of 200 characters and refuses 201', async () => {
    expect(await errors({ description: 'a'.repeat(200) })).toEqual({});
    expect(await errors({ description: 'a'.repeat(201) })).toEqual({
      description: manualItemMessages.nameTooLong,
    });
  });

  it('accepts an option of 200 characters and refuses 201', async () => {
    expect(await errors({ description: 'Paracetamol', option: 'b'.repeat(200) })).toEqual({});
    expect(await errors({ description: 'Paracetamol', option: 'b'.repeat(201) })).toEqual({
      option: manualItemMessages.optionTooLong,
    });
  });

  it('counts the lengths after trimming', async () => {
    expect(
      await errors({ description: `  ${'a'.repeat(200)}  `, option: `\n${'b'.repeat(200)} ` }),
    ).toEqual({});
  });

  it('reports both fields when both are wrong', async () => {
    expect(await errors({ description: ' ', option: 'b'.repeat(201) })).toEqual({
      description: manualItemMessages.nameRequired,
      option: manualItemMessages.optionTooLong,
    });
  });
});
