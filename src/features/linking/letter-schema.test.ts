import { describe, expect, it } from 'vitest';
import { letterCodesSchema, letterMessages, letterWithPersonSchema } from './letter-schema';

const codes = { linkageKey: ' lkmo rgan 0201', odsCode: 'a12 345', gpAccountId: '1000201' };
const person = { surname: ' Reed ', dateOfBirth: { day: '5', month: '11', year: '1978' } };

describe('the letter forms’ rules', () => {
  it('takes the codes in any case and with spaces, and sends them normalised', async () => {
    expect(await letterCodesSchema.validate(codes)).toMatchObject({
      linkageKey: 'LKMORGAN0201',
      odsCode: 'A12345',
      gpAccountId: '1000201',
    });
  });

  it('requires every field, the person’s too when asked for', async () => {
    const blank = { linkageKey: ' ', odsCode: '', gpAccountId: '' };
    await expect(letterCodesSchema.validate(blank, { abortEarly: false })).rejects.toMatchObject({
      errors: [
        letterMessages.linkageKeyRequired,
        letterMessages.odsCodeRequired,
        letterMessages.gpAccountIdRequired,
      ],
    });
    await expect(
      letterWithPersonSchema.validate({ ...codes, ...person, surname: '  ' }),
    ).rejects.toMatchObject({ errors: [letterMessages.surnameRequired] });
  });

  it('takes a child’s date of birth (proxy access)', async () => {
    const child = { ...person, dateOfBirth: { day: '11', month: '2', year: '2019' } };
    await expect(letterWithPersonSchema.validate({ ...codes, ...child })).resolves.toMatchObject({
      surname: 'Reed',
    });
  });
});
