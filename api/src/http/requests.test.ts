import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, refreshTokens } from '../db/schema';
import { SEED_PASSWORD, seedAccountIds, seedEmails, seedPatientIds } from '../demo/seed-ids';
import type { MobileConfig } from '../config/mobile-config';
import {
  clientHeaders,
  countRows,
  expectError,
  signIn,
  startTestApi,
  type TestApi,
} from '../testing/test-api';

describe('every request: headers, validation, errors', { timeout: 60_000 }, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(() => api.close());

  describe('client headers', () => {
    /** Sends the client headers with some replaced; null leaves one out. */
    const mobileConfig = (changes: Partial<Record<keyof typeof clientHeaders, string | null>>) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries({ ...clientHeaders, ...changes })) {
        if (typeof value === 'string') headers[name] = value;
      }
      return api.app.inject({ method: 'GET', url: '/v1/config/mobile', headers });
    };

    it('answers with all three headers right', async () => {
      const response = await mobileConfig({});
      expect(response.statusCode).toBe(200);
      expect(response.json<MobileConfig>()).toEqual(api.config.mobileConfig);
      expect(response.json<MobileConfig>()).toMatchObject({
        productName: 'Medicines Online',
        featureIM1: true,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('refuses a missing or wrong API key with 401 apiKey.invalid', async () => {
      for (const key of [null, 'wrong-key', '', 'DEV-API-KEY']) {
        expectError(await mobileConfig({ 'x-api-key': key }), 401, 'apiKey.invalid');
      }
    });

    it('refuses a missing or wrong version or platform with 400 headers.invalid naming each', async () => {
      const missingVersion = await mobileConfig({ 'x-version': null });
      expect(expectError(missingVersion, 400, 'headers.invalid').reasons).toEqual([
        { field: 'X-Version', reason: 'required' },
      ]);

      const bothWrong = await mobileConfig({ 'x-version': '2.7.7', 'x-platform': 'iOS' });
      expect(expectError(bothWrong, 400, 'headers.invalid').reasons).toEqual([
        { field: 'X-Version', reason: 'unsupported' },
        { field: 'X-Platform', reason: 'unsupported' },
      ]);
    });

    it('checks the headers before anything else, sign-in included', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/auth/token',
        payload: { username: seedEmails.alexLinked, password: SEED_PASSWORD, platform: 'web' },
      });
      expectError(response, 401, 'apiKey.invalid');
    });

    it('lets /health through without headers', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', checks: {} });
    });
  });

  describe('unknown routes', () => {
    it('answer 404 in the error shape', async () => {
      const response = await api.call({ method: 'GET', url: '/v1/nothing-here' });
      expectError(response, 404, 'route.notFound');
    });
  });

  describe('bad bodies', () => {
    const signInWith = (payload: unknown, headers: Record<string, string> = {}) =>
      api.call({
        method: 'POST',
        url: '/v1/auth/token',
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const valid = { username: seedEmails.alexLinked, password: SEED_PASSWORD, platform: 'web' };
    const alexState = async () =>
      (
        await api.database.db
          .select({ failed: accounts.failedLoginCount, selected: accounts.selectedPatientId })
          .from(accounts)
          .where(eq(accounts.id, seedAccountIds.alexLinked))
      )[0];

    it('get 400 validation with the field and reason, and store nothing', async () => {
      const tokensBefore = await countRows(api.database, refreshTokens);
      const alexBefore = await alexState();

      const cases: { payload: unknown; reasons: { field: string; reason: string }[] }[] = [
        {
          payload: { username: valid.username, platform: 'web' },
          reasons: [{ field: 'password', reason: 'required' }],
        },
        {
          payload: { ...valid, rememberMe: true },
          reasons: [{ field: 'rememberMe', reason: 'notAllowed' }],
        },
        { payload: { ...valid, username: 42 }, reasons: [{ field: 'username', reason: 'type' }] },
        {
          payload: { ...valid, password: ['Password123!'] },
          reasons: [{ field: 'password', reason: 'type' }],
        },
        {
          payload: { ...valid, username: `${'a'.repeat(10_000)}@example.com` },
          reasons: [{ field: 'username', reason: 'maxLength' }],
        },
        {
          payload: { ...valid, password: '' },
          reasons: [{ field: 'password', reason: 'minLength' }],
        },
        {
          payload: { ...valid, platform: 'ios' },
          reasons: [{ field: 'platform', reason: 'enum' }],
        },
        { payload: [valid], reasons: [{ field: 'body', reason: 'type' }] },
        { payload: '{"username": "alex', reasons: [{ field: 'body', reason: 'invalidJson' }] },
      ];
      for (const { payload, reasons } of cases) {
        const response = await signInWith(payload);
        expect(expectError(response, 400, 'validation').reasons).toEqual(reasons);
        expect(response.body).not.toMatch(/at .*\.ts|node_modules|stack/i);
      }

      // Well-formed credentials with one extra property were refused too: no tokens, no counter change.
      expect(await countRows(api.database, refreshTokens)).toBe(tokensBefore);
      expect(await alexState()).toEqual(alexBefore);
    });

    it('refuses an oversized body with 413 and a non-JSON body with 415', async () => {
      const huge = await signInWith({ ...valid, password: 'x'.repeat(70 * 1024) });
      expectError(huge, 413, 'request.tooLarge');

      const form = await api.call({
        method: 'POST',
        url: '/v1/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=alex&password=x&platform=web',
      });
      expectError(form, 415, 'request.unsupportedMediaType');
    });

    it('refuses a malformed patient id without changing the selection', async () => {
      const { access_token } = await signIn(api, seedEmails.alexLinked);
      const before = await alexState();
      for (const [payload, reason] of [
        [{ patientId: 'not-a-uuid' }, { field: 'patientId', reason: 'format' }],
        [
          { patientId: seedPatientIds.samMorgan, accountId: seedAccountIds.taraTpp },
          { field: 'accountId', reason: 'notAllowed' },
        ],
        [{}, { field: 'patientId', reason: 'required' }],
        [{ patientId: null }, { field: 'patientId', reason: 'type' }],
      ] as const) {
        const response = await api.call({
          method: 'PUT',
          url: '/v1/accounts/selected-patient',
          token: access_token,
          payload,
        });
        expect(expectError(response, 400, 'validation').reasons).toEqual([reason]);
      }
      expect(await alexState()).toEqual(before);
    });

    it('refuses unknown query parameters', async () => {
      const response = await api.call({ method: 'GET', url: '/v1/config/mobile?debug=true' });
      expect(expectError(response, 400, 'validation').reasons).toEqual([
        { field: 'debug', reason: 'notAllowed' },
      ]);
    });

    it('checks the access token before reading the body', async () => {
      const response = await api.call({
        method: 'PUT',
        url: '/v1/accounts/selected-patient',
        payload: { nonsense: true },
      });
      expectError(response, 401, 'token.invalid');
    });
  });
});
