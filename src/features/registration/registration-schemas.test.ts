import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../testing/schema-errors';
import { ageCheckSchema } from './age-check-schema';
import { linkageDetailsSchema } from './linkage-details-schema';
import { registerDetailsSchema } from './register-details-schema';
import { verifyEmailSchema } from './verify-email-schema';

const today = { today: '2026-03-10' };
const dateOfBirth = { day: '1', month: '3', year: '1990' };
const passwords = { password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' };

describe('ageCheckSchema', () => {
  it.each(['yes', 'no'])('accepts %s', async (answer) => {
    expect(await schemaErrors(ageCheckSchema, { sixteenOrOver: answer })).toEqual({});
  });

  it.each([undefined, null, '', 'maybe'])('asks for an answer when given %j', async (answer) => {
    expect(await schemaErrors(ageCheckSchema, { sixteenOrOver: answer })).toEqual({
      sixteenOrOver: 'registration:ageCheck.required',
    });
  });
});

describe('verifyEmailSchema', () => {
  it('accepts an email, trimmed', async () => {
    expect(await verifyEmailSchema.validate({ email: ' jane@example.com ' })).toEqual({
      email: 'jane@example.com',
    });
  });

  it('asks for an email, then a valid one', async () => {
    expect(await schemaErrors(verifyEmailSchema, { email: '  ' })).toEqual({
      email: 'registration:verifyEmail.email.required',
    });
    expect(await schemaErrors(verifyEmailSchema, { email: 'jane.example.com' })).toEqual({
      email: 'errors:auth.invalidEmail',
    });
  });
});

describe('registerDetailsSchema', () => {
  const valid = {
    firstName: ' Jane ',
    lastName: 'Smith',
    phoneNumber: '07700 900982',
    dateOfBirth,
    ...passwords,
  };

  it('accepts the details, names trimmed and passwords as typed', async () => {
    expect(await registerDetailsSchema.validate(valid, { context: today })).toEqual({
      ...valid,
      firstName: 'Jane',
    });
  });

  it('names every missing field at once', async () => {
    expect(await schemaErrors(registerDetailsSchema, {}, today)).toEqual({
      firstName: 'registration:registerDetails.firstName.required',
      lastName: 'registration:registerDetails.lastName.required',
      phoneNumber: 'registration:registerDetails.phoneNumber.required',
      dateOfBirth: 'registration:dateOfBirth.errors.required',
      password: 'auth:password.required',
      confirmPassword: 'registration:password.confirm.required',
    });
  });

  it.each(['0770090098', '+44 7700 900982', '0191 496 0001'])(
    'accepts the phone %j',
    async (phone) => {
      expect(
        await schemaErrors(registerDetailsSchema, { ...valid, phoneNumber: phone }, today),
      ).toEqual({});
    },
  );

  it.each(['077009', 'phone me', '07700-900982', '+44 7700 900982 12345'])(
    'refuses the phone %j',
    async (phone) => {
      expect(
        await schemaErrors(registerDetailsSchema, { ...valid, phoneNumber: phone }, today),
      ).toEqual({ phoneNumber: 'errors:registration.invalidPhone' });
    },
  );

  it('applies the one password rule, the match and the 16-year rule', async () => {
    expect(
      await schemaErrors(
        registerDetailsSchema,
        {
          ...valid,
          dateOfBirth: { day: '11', month: '3', year: '2010' },
          password: 'weak',
          confirmPassword: 'other',
        },
        today,
      ),
    ).toEqual({
      dateOfBirth: 'errors:registration.tooYoung',
      password: 'errors:auth.passwordTooWeak',
      confirmPassword: 'registration:password.confirm.mismatch',
    });
  });
});

describe('linkageDetailsSchema', () => {
  it('accepts the letter details', async () => {
    const valid = {
      surname: 'Smith',
      dateOfBirth,
      linkageKey: ' LK12 3456 ',
      odsCode: 'A12345',
      gpAccountId: '123456',
      ...passwords,
    };
    expect(await linkageDetailsSchema.validate(valid, { context: today })).toEqual({
      ...valid,
      linkageKey: 'LK12 3456',
    });
  });

  it('names every missing field at once', async () => {
    expect(await schemaErrors(linkageDetailsSchema, {}, today)).toEqual({
      surname: 'registration:linkageDetails.surname.required',
      dateOfBirth: 'registration:dateOfBirth.errors.required',
      linkageKey: 'registration:linkageDetails.linkageKey.required',
      odsCode: 'registration:linkageDetails.odsCode.required',
      gpAccountId: 'registration:linkageDetails.gpAccountId.required',
      password: 'auth:password.required',
      confirmPassword: 'registration:password.confirm.required',
    });
  });
});
