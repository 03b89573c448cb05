import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { seedEmails, seedPharmacyIds } from '../demo/seed-ids';
import {
  accessTokensFor,
  clientHeaders,
  forEachApiWithoutDevControls,
  startTestApi,
  type TestApi,
} from '../testing/test-api';

const path = '/v1/dev/patients/selected/pharmacy';

describe(
  'DELETE /v1/dev/patients/selected/pharmacy (development control)',
  { timeout: 60_000 },
  () => {
    let api: TestApi;
    let tokenOf: (email: string) => string;

    beforeAll(async () => {
      api = await startTestApi();
      tokenOf = await accessTokensFor(api, [seedEmails.ninaNoPharmacy]);
    }, 120_000);
    afterAll(() => api.close());

    const pharmacyOfNina = async () => {
      const response = await api.call({
        method: 'GET',
        url: '/v1/accounts/details',
        token: tokenOf(seedEmails.ninaNoPharmacy),
      });
      return response.json<AccountDetailsResponse>().pharmacy?.id ?? null;
    };

    it("takes the selected patient's pharmacy away again", async () => {
      const nominate = await api.call({
        method: 'PUT',
        url: '/v1/patients',
        token: tokenOf(seedEmails.ninaNoPharmacy),
        payload: {
          onlyPharmacyUpdate: true,
          regVersion: 'V4Manual',
          pharmacyId: seedPharmacyIds.gosforthOwned,
        },
      });
      expect(nominate.statusCode, nominate.body).toBe(204);
      expect(await pharmacyOfNina()).toBe(seedPharmacyIds.gosforthOwned);

      const reset = await api.call({
        method: 'DELETE',
        url: path,
        token: tokenOf(seedEmails.ninaNoPharmacy),
      });
      expect(reset.statusCode, reset.body).toBe(204);
      expect(await pharmacyOfNina()).toBeNull();
    });

    it('needs a bearer token', async () => {
      const response = await api.call({ method: 'DELETE', url: path });
      expect(response.statusCode).toBe(401);
    });

    it('is an unknown route when NODE_ENV=production or DEV_CONTROLS=false', async () => {
      await forEachApiWithoutDevControls(api, async (app) => {
        const response = await app.inject({
          method: 'DELETE',
          url: path,
          headers: {
            ...clientHeaders,
            authorization: `Bearer ${tokenOf(seedEmails.ninaNoPharmacy)}`,
          },
        });
        expect(response.statusCode).toBe(404);
      });
    });
  },
);
