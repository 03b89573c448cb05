import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../testing/schema-errors';
import { piasProfile } from './my-details.fixtures';
import { myProfileMessages, myProfileSchema, type MyProfileFormValues } from './my-profile-schema';

const valid: MyProfileFormValues = {
  firstName: 'Pia',
  lastName: 'Price',
  email: 'pia.profile@example.com',
  primaryContactNumber: '07700 900119',
  secondaryContactNumber: '',
  dateOfBirth: { day: '9', month: '3', year: '1987' },
  address: piasProfile.address,
};

describe('myProfileSchema', () => {
  const errorsOf = (values: Partial<MyProfileFormValues>) =>
    schemaErrors(myProfileSchema, { ...valid, ...values }, { today: '2026-03-02' });

  it('accepts a whole profile', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('asks for names, email, mobile and an address', async () => {
    expect(
      await errorsOf({
        firstName: ' ',
        lastName: '',
        email: '',
        primaryContactNumber: '',
        address: null,
      }),
    ).toEqual({
      firstName: myProfileMessages.firstNameRequired,
      lastName: myProfileMessages.lastNameRequired,
      email: myProfileMessages.emailRequired,
      primaryContactNumber: myProfileMessages.mobileRequired,
      address: myProfileMessages.addressRequired,
    });
  });

  it('checks the shape of the email and the phone numbers, not whether they are allocated', async () => {
    expect(
      await errorsOf({
        email: 'pia@example',
        primaryContactNumber: '0191 496',
        secondaryContactNumber: 'call me',
      }),
    ).toEqual({
      email: myProfileMessages.emailInvalid,
      primaryContactNumber: myProfileMessages.phoneInvalid,
      secondaryContactNumber: myProfileMessages.phoneInvalid,
    });
    // Only the API knows no UK number starts 0100 (libphonenumber-js): the form lets it through.
    expect(await errorsOf({ primaryContactNumber: '01000 000000' })).toEqual({});
  });

  it('takes a date of birth in the past from 1900, a child’s included', async () => {
    expect(await errorsOf({ dateOfBirth: { day: '1', month: '1', year: '2020' } })).toEqual({});
    expect(await errorsOf({ dateOfBirth: { day: '31', month: '12', year: '1899' } })).toEqual({
      dateOfBirth: 'errors:registration.invalidDate',
    });
    expect(await errorsOf({ dateOfBirth: { day: '3', month: '3', year: '2026' } })).toEqual({
      dateOfBirth: 'registration:dateOfBirth.errors.future',
    });
  });
});
