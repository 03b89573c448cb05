import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { patients } from '../db/schema';
import { seedEmails, seedPatientIds, seedPharmacyIds } from '../demo/seed-ids';
import type { ErrorBody } from '../http/api-error';
import { buildApi } from '../server';
import {
  accessTokensFor,
  clientHeaders,
  expectError,
  startTestApi,
  testConfig,
  type TestApi,
} from '../testing/test-api';
import { loadPharmacyDirectory } from '../demo/pharmacy-directory';
import { weekdays } from './opening-times';
import type { PharmacyResponse } from './pharmacy-response';
import type { PharmaciesByLocationResponse } from './routes';

// spec part 1 §9: the default map location.
const defaultLocation = { latitude: 55.02602, longitude: -1.62762 };
const directorySize = loadPharmacyDirectory().length + Object.keys(seedPharmacyIds).length;

describe('pharmacies and choosing one', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;

  beforeAll(async () => {
    api = await startTestApi();
    tokenOf = await accessTokensFor(api, [
      seedEmails.alexLinked,
      seedEmails.taraTpp,
      seedEmails.ninaNoPharmacy,
    ]);
  }, 120_000);
  afterAll(() => api.close());

  // Anonymous: no bearer token, only the client headers.
  const byLocation = (payload: object) =>
    api.call({ method: 'POST', url: '/v1/pharmacies/by-location', payload });
  const search = async (payload: object) => {
    const response = await byLocation(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PharmaciesByLocationResponse>();
  };
  const expectNearestFirst = (result: PharmaciesByLocationResponse, radiusKm: number) => {
    const distances = result.pharmacies.map((pharmacy) => pharmacy.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((distance) => distance >= 0 && distance <= radiusKm)).toBe(true);
  };
  const details = async (email: string) => {
    const response = await api.call({
      method: 'GET',
      url: '/v1/accounts/details',
      token: tokenOf(email),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountDetailsResponse>();
  };
  const updatePatient = (email: string, payload: object) =>
    api.call({ method: 'PUT', url: '/v1/patients', token: tokenOf(email), payload });
  const pharmacyOf = async (patientIds: string[]) =>
    Object.fromEntries(
      (
        await api.database.db
          .select({ id: patients.id, pharmacyId: patients.pharmacyId })
          .from(patients)
          .where(inArray(patients.id, patientIds))
      ).map((row) => [row.id, row.pharmacyId]),
    );

  describe('pharmaciesByLocation', () => {
    it('finds pharmacies round a full postcode, nearest first, without a token', async () => {
      const result = await search({ postcode: 'NE3 1HB', distance: 250 });
      // The seeded Gosforth pharmacy's own postcode: it is the nearest, 0 km away.
      expect(result).toMatchObject({ latitude: 55.0077, longitude: -1.6184 });
      expect(result.pharmacies).toHaveLength(100);
      expect(result.pharmacies[0]).toMatchObject({
        id: seedPharmacyIds.gosforthOwned,
        pharmacyId: seedPharmacyIds.gosforthOwned,
        businessName: 'Medicines Online Pharmacy Gosforth',
        distanceKm: 0,
      });
      expect(result.pharmacies[0]?.servicesOffered).toContain('Flu vaccination');
      expect(Object.keys(result.pharmacies[0]?.pharmacyOpeningTimes ?? {})).toEqual([...weekdays]);
      expectNearestFirst(result, 250);
    });

    it('takes a district, and postcodes in any case and spacing', async () => {
      const district = await search({ postcode: 'NE1', distance: 250 });
      expect(district).toMatchObject({ latitude: 54.9731, longitude: -1.6138 });
      expect(district.pharmacies[0]?.postcode).toMatch(/^NE1 /);
      expectNearestFirst(district, 250);

      const spelt = await search({ postcode: 'ne31hb', distance: 250 });
      const canonical = await search({ postcode: 'NE3 1HB', distance: 250 });
      expect(spelt).toEqual(canonical);
      expect((await search({ postcode: '  ls1 ', distance: 5 })).pharmacies[0]?.city).toBe('Leeds');
    });

    it('searches round coordinates: the default location gives Newcastle pharmacies', async () => {
      const result = await search({ ...defaultLocation, distance: 1000 });
      expect(result).toMatchObject(defaultLocation);
      expect(result.pharmacies).toHaveLength(100);
      expectNearestFirst(result, 1000);
      expect(result.pharmacies.every((pharmacy) => pharmacy.postcode?.startsWith('NE'))).toBe(true);
      expect(result.pharmacies.slice(0, 10).every((pharmacy) => pharmacy.distanceKm < 3)).toBe(
        true,
      );
      // distanceKm is rounded to 0.1 km.
      for (const { distanceKm } of result.pharmacies) {
        expect(Math.round(distanceKm * 10) / 10).toBe(distanceKm);
      }
    });

    it('keeps to the radius and includes pharmacies hidden from the map', async () => {
      const near = await search({ latitude: 55.0316, longitude: -1.5567, distance: 2 });
      expect(near.pharmacies.length).toBeGreaterThan(0);
      expect(near.pharmacies.length).toBeLessThan(100);
      expectNearestFirst(near, 2);
      expect(near.pharmacies[0]).toMatchObject({
        id: seedPharmacyIds.hiddenFromMap,
        visibleOnMap: false,
      });
      // Every directory pharmacy within 2 km, and no other.
      const expected = loadPharmacyDirectory().filter(
        (pharmacy) => roughDistanceKm(pharmacy, { latitude: 55.0316, longitude: -1.5567 }) <= 1.99,
      );
      const ids = near.pharmacies.map((pharmacy) => pharmacy.id);
      for (const pharmacy of expected) expect(ids).toContain(pharmacy.id);
    });

    it('accepts null for the unused way of searching, and a tag', async () => {
      const result = await search({ postcode: null, ...defaultLocation, distance: 5, tag: null });
      const tagged = await search({
        ...defaultLocation,
        latitude: defaultLocation.latitude,
        distance: 5,
        tag: 'any',
      });
      expect(tagged).toEqual(result);
      expect(
        (await search({ postcode: 'NE1', latitude: null, longitude: null, distance: 1 })).latitude,
      ).toBe(54.9731);
    });

    it('answers 422 location.notFound for a postcode it cannot place', async () => {
      for (const postcode of ['ZZ9 9ZZ', 'NE99', 'not a postcode']) {
        const body = expectError(
          await byLocation({ postcode, distance: 250 }),
          422,
          'location.notFound',
          {
            show: true,
          },
        );
        expect(body.reasons).toEqual([{ field: 'postcode', reason: 'notFound' }]);
      }
    });

    it('answers 422 location.notFound for coordinates outside the UK', async () => {
      const paris = expectError(
        await byLocation({ latitude: 48.8566, longitude: 2.3522, distance: 1000 }),
        422,
        'location.notFound',
        { show: true },
      );
      expect(paris.reasons).toEqual([{ field: 'latitude', reason: 'outOfRange' }]);
      const atlantic = expectError(
        await byLocation({ latitude: 54, longitude: -20, distance: 1000 }),
        422,
        'location.notFound',
        { show: true },
      );
      expect(atlantic.reasons).toEqual([{ field: 'longitude', reason: 'outOfRange' }]);
    });

    it('refuses with 400 anything but exactly one place, and bad types', async () => {
      const cases: [object, { field: string; reason: string }][] = [
        [
          { postcode: 'NE1', ...defaultLocation, distance: 5 },
          { field: 'latitude', reason: 'notAllowed' },
        ],
        [
          { postcode: 'NE1', longitude: -1.6, distance: 5 },
          { field: 'longitude', reason: 'notAllowed' },
        ],
        [{ distance: 5 }, { field: 'postcode', reason: 'required' }],
        [
          { latitude: 55, distance: 5 },
          { field: 'longitude', reason: 'required' },
        ],
        [
          { longitude: -1.6, distance: 5 },
          { field: 'latitude', reason: 'required' },
        ],
        [
          { latitude: '55', longitude: -1.6, distance: 5 },
          { field: 'latitude', reason: 'type' },
        ],
        [
          { postcode: 1, distance: 5 },
          { field: 'postcode', reason: 'type' },
        ],
        [
          { postcode: '  ', distance: 5 },
          { field: 'postcode', reason: 'pattern' },
        ],
        [{ postcode: 'NE1' }, { field: 'distance', reason: 'required' }],
        [
          { postcode: 'NE1', distance: 0 },
          { field: 'distance', reason: 'minimum' },
        ],
        [
          { postcode: 'NE1', distance: 1001 },
          { field: 'distance', reason: 'maximum' },
        ],
        [
          { postcode: 'NE1', distance: 2.5 },
          { field: 'distance', reason: 'type' },
        ],
        [
          { postcode: 'NE1', distance: '5' },
          { field: 'distance', reason: 'type' },
        ],
        [
          { postcode: 'NE1', distance: 5, radius: 5 },
          { field: 'radius', reason: 'notAllowed' },
        ],
      ];
      for (const [payload, reason] of cases) {
        const body = expectError(await byLocation(payload), 400, 'validation');
        expect(body.reasons, JSON.stringify(payload)).toEqual([reason]);
      }
    });

    it('still needs the client headers', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/pharmacies/by-location',
        headers: {
          'x-version': clientHeaders['x-version'],
          'x-platform': clientHeaders['x-platform'],
        },
        payload: { postcode: 'NE1', distance: 5 },
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 503 location.unavailable when the geocoding service is down', async () => {
      const config = testConfig({
        ...api.location.env,
        GEOCODER: 'postcodes-io',
        POSTCODES_IO_URL: 'http://127.0.0.1:1',
      });
      const app = await buildApi({ config, database: api.database });
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/pharmacies/by-location',
          headers: clientHeaders,
          payload: { postcode: 'NE1 4ST', distance: 250 },
        });
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json<ErrorBody>().code).toBe('location.unavailable');
        // Coordinates need no geocoder.
        const byCoordinates = await app.inject({
          method: 'POST',
          url: '/v1/pharmacies/by-location',
          headers: clientHeaders,
          payload: { ...defaultLocation, distance: 1 },
        });
        expect(byCoordinates.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  describe('pharmaciesList', () => {
    it('needs a bearer token', async () => {
      expectError(await api.call({ method: 'GET', url: '/v1/pharmacies' }), 401, 'token.invalid');
    });

    it('lists every pharmacy with its coordinates, services and opening times', async () => {
      const response = await api.call({
        method: 'GET',
        url: '/v1/pharmacies',
        token: tokenOf(seedEmails.alexLinked),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { pharmacies } = response.json<{ pharmacies: PharmacyResponse[] }>();
      expect(pharmacies).toHaveLength(directorySize);
      expect(pharmacies.map((pharmacy) => pharmacy.id)).toEqual(
        expect.arrayContaining(Object.values(seedPharmacyIds)),
      );
      for (const pharmacy of pharmacies) {
        expect(Object.keys(pharmacy.pharmacyOpeningTimes)).toEqual([...weekdays]);
        expect(Array.isArray(pharmacy.servicesOffered)).toBe(true);
        expect(typeof pharmacy.latitude).toBe('number');
      }
      expect(pharmacies.some((pharmacy) => !pharmacy.visibleOnMap)).toBe(true);
    });
  });

  describe('updatePatient with a pharmacy', () => {
    const alexPatients = [
      seedPatientIds.alexMorgan,
      seedPatientIds.samMorgan,
      seedPatientIds.joMorgan,
    ];

    it('nominates a pharmacy for a patient who had none; account details then show it in full', async () => {
      expect((await details(seedEmails.ninaNoPharmacy)).pharmacy).toBeNull();
      const chosen = loadPharmacyDirectory()[0];
      const response = await updatePatient(seedEmails.ninaNoPharmacy, {
        onlyPharmacyUpdate: true,
        regVersion: 'V4Manual',
        regSection: 4,
        pharmacyId: chosen?.id,
      });
      expect(response.statusCode, response.body).toBe(204);
      const { patient, pharmacy } = await details(seedEmails.ninaNoPharmacy);
      expect(patient?.pharmacyId).toBe(chosen?.id);
      expect(pharmacy).toMatchObject({
        id: chosen?.id,
        businessName: chosen?.businessName,
        telephoneNumber: chosen?.telephone,
        servicesOffered: chosen?.servicesOffered,
        pharmacyOpeningTimes: chosen?.openingTimes,
      });
    });

    it('changes only the selected patient unless allPatients is true', async () => {
      const taraBefore = await pharmacyOf([seedPatientIds.taraTaylor]);
      const only = await updatePatient(seedEmails.alexLinked, {
        onlyPharmacyUpdate: true,
        regVersion: 'V4Manual',
        pharmacyId: seedPharmacyIds.jesmondIndependent,
        allPatients: false,
      });
      expect(only.statusCode, only.body).toBe(204);
      expect(await pharmacyOf(alexPatients)).toEqual({
        [seedPatientIds.alexMorgan]: seedPharmacyIds.jesmondIndependent,
        [seedPatientIds.samMorgan]: seedPharmacyIds.gosforthOwned,
        [seedPatientIds.joMorgan]: seedPharmacyIds.gosforthOwned,
      });

      const all = await updatePatient(seedEmails.alexLinked, {
        onlyPharmacyUpdate: true,
        regVersion: 3,
        pharmacyId: seedPharmacyIds.quaysidePartner,
        allPatients: true,
      });
      expect(all.statusCode, all.body).toBe(204);
      expect(Object.values(await pharmacyOf(alexPatients))).toEqual(
        alexPatients.map(() => seedPharmacyIds.quaysidePartner),
      );
      expect((await details(seedEmails.alexLinked)).pharmacy?.businessName).toBe(
        'Quayside Pharmacy',
      );
      // Nobody else's patient changed.
      expect(await pharmacyOf([seedPatientIds.taraTaylor])).toEqual(taraBefore);
    });

    it('refuses a pharmacy that does not exist with 422 pharmacy.notFound, storing nothing', async () => {
      const before = await pharmacyOf(alexPatients);
      const body = expectError(
        await updatePatient(seedEmails.alexLinked, {
          onlyPharmacyUpdate: true,
          regVersion: 'V4Manual',
          pharmacyId: '00000000-0000-4000-8000-000000000000',
          allPatients: true,
        }),
        422,
        'pharmacy.notFound',
        { show: true },
      );
      expect(body.message).toBe(
        'The pharmacy you chose could not be found. Please choose another pharmacy.',
      );
      expect(await pharmacyOf(alexPatients)).toEqual(before);
    });

    it('refuses malformed pharmacy updates with 400, storing nothing', async () => {
      const before = await pharmacyOf([seedPatientIds.taraTaylor]);
      const cases: [object, { field: string; reason: string }][] = [
        [
          { onlyPharmacyUpdate: true, regVersion: 'V4Manual' },
          { field: 'pharmacyId', reason: 'required' },
        ],
        [
          { onlyPharmacyUpdate: true, pharmacyId: 'nope' },
          { field: 'pharmacyId', reason: 'format' },
        ],
        [
          {
            onlyPharmacyUpdate: true,
            regVersion: 'V5',
            pharmacyId: seedPharmacyIds.quaysidePartner,
          },
          { field: 'regVersion', reason: 'enum' },
        ],
        [
          {
            onlyPharmacyUpdate: true,
            pharmacyId: seedPharmacyIds.quaysidePartner,
            allPatients: 'yes',
          },
          { field: 'allPatients', reason: 'type' },
        ],
        [
          {
            onlyPharmacyUpdate: true,
            pharmacyId: seedPharmacyIds.quaysidePartner,
            iM1ReminderClosed: true,
          },
          { field: 'iM1ReminderClosed', reason: 'notAllowed' },
        ],
      ];
      for (const [payload, reason] of cases) {
        const body = expectError(
          await updatePatient(seedEmails.taraTpp, payload),
          400,
          'validation',
        );
        expect(body.reasons, JSON.stringify(payload)).toEqual([reason]);
      }
      expect(await pharmacyOf([seedPatientIds.taraTaylor])).toEqual(before);
    });

    it('keeps iM1ReminderClosed working, leaving the pharmacy alone', async () => {
      const before = await pharmacyOf([seedPatientIds.taraTaylor]);
      const response = await updatePatient(seedEmails.taraTpp, { iM1ReminderClosed: true });
      expect(response.statusCode, response.body).toBe(204);
      const [row] = await api.database.db
        .select()
        .from(patients)
        .where(eq(patients.id, seedPatientIds.taraTaylor));
      expect(row).toMatchObject({
        im1ReminderClosed: true,
        pharmacyId: before[seedPatientIds.taraTaylor],
      });
    });

    it('needs a bearer token', async () => {
      expectError(
        await api.call({
          method: 'PUT',
          url: '/v1/patients',
          payload: { onlyPharmacyUpdate: true, pharmacyId: seedPharmacyIds.quaysidePartner },
        }),
        401,
        'token.invalid',
      );
    });
  });
});

/** An equirectangular approximation, good to metres over a few kilometres. */
function roughDistanceKm(
  a: { latitude: number | null; longitude: number | null },
  b: { latitude: number; longitude: number },
): number {
  const latitude = ((a.latitude ?? 0) - b.latitude) * 111.195;
  const longitude =
    ((a.longitude ?? 0) - b.longitude) * 111.195 * Math.cos((b.latitude * Math.PI) / 180);
  return Math.hypot(latitude, longitude);
}
