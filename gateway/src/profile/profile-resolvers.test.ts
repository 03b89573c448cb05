import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';

const MY_PROFILE = /* GraphQL */ `
  query MyProfile {
    myProfile {
      email
      firstName
      primaryContactNumber
      secondaryContactNumber
      dateOfBirth
      address {
        address1
        address2
        city
        postcode
      }
    }
    me {
      features {
        profileEditing
        emailChange
        passwordReset
      }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query AddressSearch($search: String!) {
    addressSearch(search: $search) {
      address1
      postcode
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation UpdateProfile($details: ProfileInput!) {
    updateProfile(details: $details) {
      firstName
    }
  }
`;

const details = {
  firstName: ' Pat ',
  lastName: 'Example',
  primaryContactNumber: '0191 496 0001',
  secondaryContactNumber: '  ',
  dateOfBirth: '1980-01-01',
  address1: '1 Church Street',
  address2: null,
  city: 'Newcastle upon Tyne',
  postcode: 'NE1 0SL',
};

let stack: FakeStack;
beforeEach(async () => {
  stack = await startFakeStack();
  await stack.signIn();
});
afterEach(() => stack.stop());

describe('myProfile', () => {
  it('answers the account’s email, the patient’s details and what may be changed', async () => {
    const reply = await stack.client.graphql(MY_PROFILE);
    expect(reply.json.data).toEqual({
      myProfile: {
        email: 'pat@example.com',
        firstName: 'Pat',
        primaryContactNumber: '07700900000',
        secondaryContactNumber: null,
        dateOfBirth: '1980-01-01',
        address: {
          address1: '73 Acorn Road',
          address2: 'Jesmond',
          city: 'Newcastle upon Tyne',
          postcode: 'NE2 2DJ',
        },
      },
      me: { features: { profileEditing: true, emailChange: true, passwordReset: true } },
    });
  });

  it('restricts an NHS login account with a GP integration (spec part 2 §6)', async () => {
    stack.api.accountDetails.account = {
      ...stack.api.accountDetails.account,
      hasPatientIntegration: true,
      nhsLoginSub: 'sub-1',
    };
    const reply = await stack.client.graphql(MY_PROFILE);
    expect(reply.json.data?.['me']).toEqual({
      features: { profileEditing: false, emailChange: true, passwordReset: false },
    });
    const update = await stack.client.graphql(UPDATE, { details });
    expect(errorCodes(update)).toEqual(['profile.updateFailed']);
    expect(stack.api.callsTo('/v1/patients/details')).toHaveLength(0);
  });
});

describe('addressSearch', () => {
  it('sends the trimmed text as the last path segment', async () => {
    stack.api.overrides.set('/v1/addresses/NE1%200SL', () => ({
      status: 200,
      body: {
        addresses: [
          {
            address1: '1 Church Street',
            address2: null,
            address3: null,
            city: 'Newcastle upon Tyne',
            postcode: 'NE1 0SL',
          },
        ],
      },
    }));
    const reply = await stack.client.graphql(SEARCH, { search: ' NE1 0SL ' });
    expect(reply.json.data).toEqual({
      addressSearch: [{ address1: '1 Church Street', postcode: 'NE1 0SL' }],
    });
  });

  it('needs more than 3 characters, and says so without calling the API', async () => {
    const reply = await stack.client.graphql(SEARCH, { search: ' NE1 ' });
    expect(errorCodes(reply)).toEqual(['profile.addressSearchTooShort']);
    expect(stack.api.calls.filter((call) => call.path.startsWith('/v1/addresses'))).toEqual([]);
  });

  it('turns an upstream failure into profile.addressSearchFailed', async () => {
    stack.api.overrides.set('/v1/addresses/acorn', () => ({ status: 503 }));
    const reply = await stack.client.graphql(SEARCH, { search: 'acorn' });
    expect(errorCodes(reply)).toEqual(['profile.addressSearchFailed']);
  });
});

describe('updateProfile', () => {
  it('sends the fields trimmed, blank optional lines as null, and answers the profile afresh', async () => {
    stack.api.overrides.set('/v1/patients/details', () => {
      const patient = stack.api.accountDetails.patient;
      if (!patient) throw new Error('no patient');
      stack.api.accountDetails = {
        ...stack.api.accountDetails,
        patient: { ...patient, firstName: 'Pat' },
      };
      return { status: 204 };
    });
    const reply = await stack.client.graphql(UPDATE, { details });
    expect(reply.json.data).toEqual({ updateProfile: { firstName: 'Pat' } });
    expect(stack.api.callsTo('/v1/patients/details')[0]?.body).toEqual({
      ...details,
      firstName: 'Pat',
      secondaryContactNumber: null,
      address2: null,
      address3: null,
    });
  });

  it('passes a 422’s field reasons on with profile.updateFailed', async () => {
    const reasons = [
      { field: 'primaryContactNumber', reason: 'invalidPhone' },
      { field: 'postcode', reason: 'invalidPostcode' },
    ];
    stack.api.overrides.set('/v1/patients/details', () => ({
      status: 422,
      body: { code: 'patient.invalidDetails', message: 'fake', show: false, reasons },
    }));
    const reply = await stack.client.graphql(UPDATE, { details });
    expect(errorCodes(reply)).toEqual(['profile.updateFailed']);
    expect(reply.json.errors?.[0]?.extensions?.['reasons']).toEqual(reasons);
  });

  it('refuses a field far too long before any call', async () => {
    const reply = await stack.client.graphql(UPDATE, {
      details: { ...details, city: 'x'.repeat(1001) },
    });
    expect(errorCodes(reply)).toEqual(['profile.updateFailed']);
    expect(stack.api.callsTo('/v1/patients/details')).toHaveLength(0);
  });
});
