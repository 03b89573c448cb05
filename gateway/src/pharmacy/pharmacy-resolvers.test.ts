import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../testing/fake-rest-api';
import type { RestPharmacySearch } from './pharmacy-upstream';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes, type GraphQLReply } from '../testing/gateway-client';

const NEAR = /* GraphQL */ `
  query PharmaciesNear($postcode: String, $latitude: Float, $longitude: Float) {
    pharmaciesNear(postcode: $postcode, latitude: $latitude, longitude: $longitude) {
      latitude
      longitude
      usedDefaultLocation
      pharmacies {
        id
        businessName
        distanceKm
        servicesOffered
        openingTimes {
          day
          periods {
            from
            to
          }
        }
      }
    }
  }
`;
const CHOOSE = /* GraphQL */ `
  mutation ChoosePharmacy($pharmacyId: ID!, $forAllPatients: Boolean!) {
    choosePharmacy(pharmacyId: $pharmacyId, forAllPatients: $forAllPatients) {
      pharmacy {
        id
      }
      features {
        hasPharmacy
      }
    }
  }
`;

const BY_LOCATION = '/v1/pharmacies/by-location';
const UPDATE_PATIENT = '/v1/patients';
const DEFAULT = { latitude: 55.02602, longitude: -1.62762 };

/** A search result as the contract shapes it: every field present, all seven weekdays, closed days empty. */
const jesmond = {
  id: 'ph-9',
  pharmacyId: 'ph-9',
  businessName: 'Jesmond Pharmacy',
  address1: null,
  address2: null,
  address3: null,
  city: null,
  postcode: null,
  telephoneNumber: null,
  latitude: null,
  longitude: null,
  visibleOnMap: true,
  isServiceBookingEnabled: false,
  ownershipType: null,
  hasPromoteServiceCard: false,
  promotedServices: [],
  distanceKm: 1.4,
  servicesOffered: ['Flu vaccination'],
  pharmacyOpeningTimes: {
    monday: [
      { from: '09:00', to: '13:00' },
      { from: '14:00', to: '17:30' },
    ],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [{ from: '09:00', to: '12:00' }],
    sunday: [],
  },
} satisfies RestPharmacySearch['pharmacies'][number];

let stack: FakeStack;

beforeEach(async () => {
  stack = await startFakeStack();
});

afterEach(() => stack.stop());

function answer(path: string, reply: FakeReply | ((body: unknown) => FakeReply)): void {
  stack.api.overrides.set(path, (call) => (typeof reply === 'function' ? reply(call.body) : reply));
}

function found(latitude: number, longitude: number): FakeReply {
  return { status: 200, body: { latitude, longitude, pharmacies: [jesmond] } };
}

function refusal(status: number, code: string, extra: Record<string, unknown> = {}): FakeReply {
  return { status, body: { code, message: `fake ${code}`, show: false, ...extra } };
}

function near(variables: Record<string, unknown>): Promise<GraphQLReply> {
  return stack.client.graphql(NEAR, variables);
}

function sentBodies(): unknown[] {
  return stack.api.callsTo(BY_LOCATION).map((call) => call.body);
}

describe('pharmaciesNear', () => {
  it('searches a postcode at distance 250, anonymously, trimmed', async () => {
    answer(BY_LOCATION, found(54.98, -1.6));
    const reply = await near({ postcode: ' NE2 1AB ' });

    expect(reply.json.errors).toBeUndefined();
    expect(sentBodies()).toEqual([{ postcode: 'NE2 1AB', distance: 250 }]);
    expect(stack.api.callsTo(BY_LOCATION)[0]?.headers.authorization).toBeUndefined();
  });

  it('loads by coordinates at distance 1000, and by the default location without any', async () => {
    answer(BY_LOCATION, found(DEFAULT.latitude, DEFAULT.longitude));
    await near({ latitude: 53.8, longitude: -1.55 });
    await near({});
    expect(sentBodies()).toEqual([
      { latitude: 53.8, longitude: -1.55, distance: 1000 },
      { ...DEFAULT, distance: 1000 },
    ]);
  });

  it('gives seven days of opening times in order, a closed day with no periods, and the distance', async () => {
    answer(BY_LOCATION, found(54.98, -1.6));
    const reply = await near({ postcode: 'NE2 1AB' });
    const [pharmacy] = (
      reply.json.data as {
        pharmaciesNear: {
          pharmacies: {
            distanceKm: number;
            servicesOffered: string[];
            openingTimes: { day: string; periods: unknown[] }[];
          }[];
        };
      }
    ).pharmaciesNear.pharmacies;

    expect(pharmacy?.distanceKm).toBe(1.4);
    expect(pharmacy?.servicesOffered).toEqual(['Flu vaccination']);
    expect(pharmacy?.openingTimes.map(({ day }) => day)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(pharmacy?.openingTimes[0]?.periods).toEqual([
      { from: '09:00', to: '13:00' },
      { from: '14:00', to: '17:30' },
    ]);
    expect(pharmacy?.openingTimes[1]?.periods).toEqual([]);
    expect(pharmacy?.openingTimes[6]?.periods).toEqual([]);
  });

  it('retries a place that cannot be resolved at the default location, and says so', async () => {
    answer(BY_LOCATION, (body) =>
      (body as { latitude: number }).latitude === DEFAULT.latitude
        ? found(DEFAULT.latitude, DEFAULT.longitude)
        : refusal(422, 'location.notFound'),
    );
    const reply = await near({ latitude: 40.0, longitude: -3.7 });

    expect(reply.json.data).toMatchObject({
      pharmaciesNear: { usedDefaultLocation: true, ...DEFAULT },
    });
    expect(sentBodies()).toHaveLength(2);
  });

  it.each([
    [{ postcode: 'ZZ9 9ZZ' }, refusal(422, 'location.notFound'), 'pharmacy.postcodeNotFound', 1],
    [{ postcode: 'NE2 1AB' }, refusal(500, 'server.error'), 'pharmacy.searchFailed', 1],
    [
      { latitude: 54.9, longitude: -1.6 },
      refusal(503, 'location.unavailable'),
      'pharmacy.loadFailed',
      1,
    ],
    [
      { latitude: 40.0, longitude: -3.7 },
      refusal(422, 'location.notFound'),
      'pharmacy.loadFailed',
      2,
    ],
    // The default location is not retried at itself.
    [{}, refusal(422, 'location.notFound'), 'pharmacy.loadFailed', 1],
  ])('turns a failure for %j into its code', async (variables, reply, code, calls) => {
    answer(BY_LOCATION, reply);
    expect(errorCodes(await near(variables))).toEqual([code]);
    expect(sentBodies()).toHaveLength(calls);
  });
});

describe('choosePharmacy', () => {
  it('nominates the pharmacy for the active patient or all of them, then answers the account', async () => {
    await stack.signIn();
    answer(UPDATE_PATIENT, { status: 204 });

    const reply = await stack.client.graphql(CHOOSE, { pharmacyId: 'ph-9', forAllPatients: true });

    expect(reply.json.errors).toBeUndefined();
    const call = stack.api.callsTo(UPDATE_PATIENT)[0];
    expect(call?.method).toBe('PUT');
    expect(call?.headers.authorization).toMatch(/^Bearer /);
    expect(call?.body).toEqual({
      onlyPharmacyUpdate: true,
      regVersion: 'V4Manual',
      pharmacyId: 'ph-9',
      allPatients: true,
    });
    // The account is read again after the change.
    expect(stack.api.callsTo('/v1/accounts/details').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses the pharmacy the patient has already, without calling the API', async () => {
    await stack.signIn();
    const current = String(stack.api.accountDetails.pharmacy?.id);
    const reply = await stack.client.graphql(CHOOSE, {
      pharmacyId: current,
      forAllPatients: false,
    });
    expect(errorCodes(reply)).toEqual(['pharmacy.sameAsCurrent']);
    expect(stack.api.callsTo(UPDATE_PATIENT)).toHaveLength(0);
  });

  it("shows the server's message for a 422, and the catalogue's otherwise", async () => {
    await stack.signIn();
    const message = 'The pharmacy you chose could not be found. Please choose another pharmacy.';
    answer(UPDATE_PATIENT, refusal(422, 'pharmacy.notFound', { show: true, message }));
    const refused = await stack.client.graphql(CHOOSE, {
      pharmacyId: 'nope',
      forAllPatients: false,
    });
    expect(errorCodes(refused)).toEqual(['pharmacy.changeFailed']);
    expect(refused.json.errors?.[0]?.extensions?.['serverMessage']).toBe(message);

    answer(UPDATE_PATIENT, refusal(500, 'server.error'));
    const failed = await stack.client.graphql(CHOOSE, {
      pharmacyId: 'ph-9',
      forAllPatients: false,
    });
    expect(errorCodes(failed)).toEqual(['pharmacy.changeFailed']);
    expect(failed.json.errors?.[0]?.extensions?.['serverMessage']).toBeUndefined();
  });

  it('needs a session', async () => {
    const reply = await stack.client.graphql(CHOOSE, { pharmacyId: 'ph-9', forAllPatients: false });
    expect(errorCodes(reply)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('config.mapsApiKey', () => {
  const MAPS_KEY = /* GraphQL */ `
    query MapsKey {
      config {
        mapsApiKey
      }
    }
  `;

  it('is null without GOOGLE_MAPS_API_KEY, so the pages go without a map', async () => {
    const reply = await stack.client.graphql(MAPS_KEY);
    expect(reply.json.data).toEqual({ config: { mapsApiKey: null } });
    expect(reply.headers.get('content-security-policy')).not.toContain('maps.googleapis.com');
  });

  it("is the gateway's key when set, and the CSP then lets the map load", async () => {
    const withKey = await startFakeStack({ config: { mapsApiKey: 'browser-key-1' } });
    try {
      const reply = await withKey.client.graphql(MAPS_KEY);
      expect(reply.json.data).toEqual({ config: { mapsApiKey: 'browser-key-1' } });
      expect(reply.headers.get('content-security-policy')).toContain(
        "script-src 'self' https://maps.googleapis.com",
      );
    } finally {
      await withKey.stop();
    }
  });
});
