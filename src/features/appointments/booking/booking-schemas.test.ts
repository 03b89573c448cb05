import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../testing/schema-errors';
import { bookingDetailsSchema, serviceSchema, timeSchema } from './booking-schemas';

describe('a step with one answer', () => {
  const choices = ['Practice', 'Telephone'];

  it('takes one of the choices the page offers', async () => {
    expect(await schemaErrors(serviceSchema, { answer: 'Telephone' }, { choices })).toEqual({});
  });

  it.each([[''], [null], ['Video']])('refuses %j with the step’s message', async (answer) => {
    expect(await schemaErrors(serviceSchema, { answer }, { choices })).toEqual({
      answer: 'appointments:book.service.required',
    });
  });

  it('refuses a slot no longer offered (a stale link)', async () => {
    expect(
      await schemaErrors(timeSchema, { answer: 'slot-gone' }, { choices: ['slot-1'] }),
    ).toEqual({ answer: 'appointments:book.time.required' });
  });
});

describe('bookingDetailsSchema (spec part 2 §5)', () => {
  it('needs a non-blank contact number, and trims it and the reason', async () => {
    expect(
      await schemaErrors(
        bookingDetailsSchema,
        { contactNumber: '  ', reason: '' },
        {
          reasonRequired: false,
        },
      ),
    ).toEqual({ contactNumber: 'errors:appointments.contactNumberRequired' });
    expect(
      bookingDetailsSchema.validateSync(
        { contactNumber: ' 07700 900150 ', reason: '  Cough  ' },
        { context: { reasonRequired: false } },
      ),
    ).toEqual({ contactNumber: '07700 900150', reason: 'Cough' });
  });

  it('needs a non-blank reason only when the practice asks for one', async () => {
    const blank = { contactNumber: '07700 900150', reason: '   ' };
    expect(await schemaErrors(bookingDetailsSchema, blank, { reasonRequired: false })).toEqual({});
    expect(await schemaErrors(bookingDetailsSchema, blank, { reasonRequired: true })).toEqual({
      reason: 'errors:appointments.reasonRequired',
    });
  });

  it('bounds both as the API does', async () => {
    expect(
      await schemaErrors(
        bookingDetailsSchema,
        { contactNumber: '0'.repeat(31), reason: 'x'.repeat(501) },
        { reasonRequired: false },
      ),
    ).toEqual({
      contactNumber: 'appointments:book.check.contactTooLong',
      reason: 'appointments:book.check.reasonTooLong',
    });
  });
});
