import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { seedEmails, seedProfileAddress } from '../demo/seed-ids';
import { createAddressBook, loadAddressBook, parseAddressesFile } from '../geocoding/address-book';
import { accessTokensFor, expectError, startTestApi, type TestApi } from '../testing/test-api';
import { isUkPhoneNumber, profileReasons } from './profile-rules';

const newDetails = {
  firstName: ' Pia ',
  lastName: 'Price-Jones',
  primaryContactNumber: '0191 496 0001',
  secondaryContactNumber: '07700 900120',
  dateOfBirth: '1987-03-10',
  address1: '1 Church Street',
  address2: 'City Centre',
  address3: null,
  city: 'Newcastle upon Tyne',
  postcode: 'ne10sl',
};

describe('My profile: patient update and address search (issue #19)', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;

  beforeAll(async () => {
    api = await startTestApi();
    tokenOf = await accessTokensFor(api, [
      seedEmails.piaProfile,
      seedEmails.nadiaNhsLogin,
      seedEmails.alexLinked,
    ]);
  }, 120_000);
  afterAll(() => api.close());

  const update = (email: string, payload: object) =>
    api.call({ method: 'PUT', url: '/v1/patients/details', token: tokenOf(email), payload });
  const patientOf = async (email: string) =>
    (
      await api.call({ method: 'GET', url: '/v1/accounts/details', token: tokenOf(email) })
    ).json<AccountDetailsResponse>().patient;
  const search = (text: string, token = tokenOf(seedEmails.piaProfile)) =>
    api.call({ method: 'GET', url: `/v1/addresses/${encodeURIComponent(text)}`, token });

  it('answers the seeded address with the account details', async () => {
    expect(await patientOf(seedEmails.piaProfile)).toMatchObject({
      ...seedProfileAddress,
      primaryContactNumber: '07700 900119',
      secondaryContactNumber: null,
    });
  });

  it('stores every field, trimmed, with the postcode in its one spelling', async () => {
    const response = await update(seedEmails.piaProfile, newDetails);
    expect(response.statusCode, response.body).toBe(204);
    expect(await patientOf(seedEmails.piaProfile)).toMatchObject({
      ...newDetails,
      firstName: 'Pia',
      postcode: 'NE1 0SL',
    });
  });

  it('refuses bad details with a 422 naming each field and reason, and stores nothing', async () => {
    const before = await patientOf(seedEmails.piaProfile);
    const body = expectError(
      await update(seedEmails.piaProfile, {
        ...newDetails,
        firstName: '  ',
        primaryContactNumber: '01000 000000',
        secondaryContactNumber: '+1 202 555 0123',
        dateOfBirth: '1899-12-31',
        address1: '',
        city: 'x'.repeat(101),
        postcode: 'NE1',
      }),
      422,
      'patient.invalidDetails',
    );
    expect(body.reasons).toEqual([
      { field: 'firstName', reason: 'required' },
      { field: 'primaryContactNumber', reason: 'invalidPhone' },
      { field: 'secondaryContactNumber', reason: 'invalidPhone' },
      { field: 'dateOfBirth', reason: 'invalidDate' },
      { field: 'address1', reason: 'required' },
      { field: 'city', reason: 'tooLong' },
      { field: 'postcode', reason: 'invalidPostcode' },
    ]);
    expect(await patientOf(seedEmails.piaProfile)).toEqual(before);
  });

  it('refuses a body of the wrong shape with a 400', async () => {
    const { postcode: _left, ...withoutPostcode } = newDetails;
    expectError(await update(seedEmails.piaProfile, withoutPostcode), 400, 'validation');
    expectError(
      await update(seedEmails.piaProfile, { ...newDetails, email: 'x@example.com' }),
      400,
      'validation',
    );
  });

  it('refuses an NHS login account with a GP integration (spec part 2 §6)', async () => {
    expectError(
      await update(seedEmails.nadiaNhsLogin, newDetails),
      403,
      'profile.editingRestricted',
    );
  });

  it('lets an integrated account without NHS login edit while the flag is on', async () => {
    const response = await update(seedEmails.alexLinked, {
      ...newDetails,
      firstName: 'Alex',
      lastName: 'Morgan',
    });
    expect(response.statusCode, response.body).toBe(204);
  });

  it('searches addresses by postcode in any case and spacing, or by words', async () => {
    const byPostcode = (await search('ne2 2dj')).json<{ addresses: unknown[] }>().addresses;
    expect(byPostcode).toContainEqual(seedProfileAddress);
    expect((await search('NE22DJ')).json()).toEqual({ addresses: byPostcode });
    const byWords = (await search('acorn road jesmond')).json<{ addresses: unknown[] }>();
    expect(byWords.addresses).toContainEqual(seedProfileAddress);
    expect((await search('nowhere street')).json()).toEqual({ addresses: [] });
  });

  it('needs more than 3 characters and a signed-in account', async () => {
    const body = expectError(await search('NE2 '), 422, 'address.searchTooShort');
    expect(body.reasons).toEqual([{ field: 'search', reason: 'tooShort' }]);
    expect((await search('NE22DJ', 'not-a-token')).statusCode).toBe(401);
  });
});

describe('profile rules', () => {
  it('takes UK numbers only, the Ofcom drama ranges included', () => {
    expect(isUkPhoneNumber('07123 456789')).toBe(true);
    expect(isUkPhoneNumber('+44 191 496 0001')).toBe(true);
    expect(isUkPhoneNumber('07700 900101')).toBe(true);
    expect(isUkPhoneNumber('01000 000000')).toBe(false);
    expect(isUkPhoneNumber('+1 202 555 0123')).toBe(false);
  });

  it('takes a date of birth from 1900 up to today', () => {
    const reasonsFor = (dateOfBirth: string) =>
      profileReasons({ ...newDetails, dateOfBirth }, '2026-03-02');
    expect(reasonsFor('1900-01-01')).toEqual([]);
    expect(reasonsFor('2026-03-02')).toEqual([]);
    expect(reasonsFor('2026-03-03')).toEqual([{ field: 'dateOfBirth', reason: 'invalidDate' }]);
    expect(reasonsFor('2023-02-29')).toEqual([{ field: 'dateOfBirth', reason: 'invalidDate' }]);
  });
});

describe('the address book', () => {
  it('loads the committed addresses, each at a postcode, at most 50 an answer', () => {
    const book = loadAddressBook();
    expect(book.search('NE1').length).toBe(50);
    expect(book.search('Church Street').every((found) => found.address1.includes('Church'))).toBe(
      true,
    );
  });

  it('refuses a file whose rows do not fit', () => {
    const header = '["address1","address2","address3","city","postcode"]';
    expect(() =>
      parseAddressesFile(`${header}\n["1 A Street",null,null,"Town","NOT A CODE"]`),
    ).toThrow(/not valid/);
    expect(() => parseAddressesFile('["postcode"]\n')).toThrow(/must start with/);
    const book = createAddressBook(
      parseAddressesFile(`${header}\n["1 A Street",null,null,"Town","ne14st"]\n`),
    );
    expect(book.search('NE1 4')).toEqual([
      { address1: '1 A Street', address2: null, address3: null, city: 'Town', postcode: 'NE1 4ST' },
    ]);
  });
});
