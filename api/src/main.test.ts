/**
 * The program itself (main.ts) on PostgreSQL: configured by DATABASE_URL, answering over HTTP, closing its
 * connection pool on SIGTERM, and finding its data again at the next start. Runs only with TEST_DATABASE_URL
 * (api/README.md "Tests"); the PGlite program is exercised by gateway/src/real-api.test.ts.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from './accounts/account-details';
import { migrationsDirectory } from './db/migrate';
import { SEED_PASSWORD, seedEmails, seedPatientIds } from './demo/seed-ids';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import {
  clientHeaders,
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from './testing/test-api';
import { runStatement } from './testing/test-database';

describe.runIf(testEngine === 'postgres')(
  'the API process on PostgreSQL',
  { timeout: 120_000 },
  () => {
    let location: TestDatabase;
    let url: string;

    beforeAll(async () => {
      location = await createTestDatabase();
      if (!location.url) throw new Error('expected a PostgreSQL test database');
      url = location.url;
    });
    afterAll(() => location.drop());

    const call = (api: ApiProcess, method: string, path: string, body?: object, token?: string) =>
      fetch(`${api.url}${path}`, {
        method,
        headers: {
          ...clientHeaders,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const signInAlex = async (api: ApiProcess) => {
      const response = await call(api, 'POST', '/v1/auth/token', {
        username: seedEmails.alexLinked,
        password: SEED_PASSWORD,
        platform: 'web',
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { access_token: string; refresh_token: string };
    };
    const details = async (api: ApiProcess, token: string) => {
      const response = await call(api, 'GET', '/v1/accounts/details', undefined, token);
      expect(response.status).toBe(200);
      return (await response.json()) as AccountDetailsResponse;
    };
    const connectionsLeft = async () =>
      Number(
        (
          await runStatement<{ connections: string }>(
            url,
            `SELECT count(*) AS connections FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          )
        )[0]?.connections,
      );

    it('migrates, seeds and serves, closes its pool on SIGTERM, and keeps its data across a restart', async () => {
      const first = await startApiProcess({ DATABASE_URL: url });
      let tokens: { access_token: string; refresh_token: string };
      try {
        tokens = await signInAlex(first);
        const before = await details(first, tokens.access_token);
        expect(before.patient?.id).toBe(seedPatientIds.alexMorgan);
        expect(before.patient?.dateOfBirth).toBe('1985-04-12');
        const selected = await call(
          first,
          'PUT',
          '/v1/accounts/selected-patient',
          { patientId: seedPatientIds.samMorgan },
          tokens.access_token,
        );
        expect(selected.status).toBe(204);
      } finally {
        expect(await first.stop(), first.stderr()).toBe(0);
      }
      // A backend leaves pg_stat_activity a moment after its client has gone, not at once.
      await expect.poll(connectionsLeft, { timeout: 2_000 }).toBe(0);

      const second = await startApiProcess({ DATABASE_URL: url });
      try {
        // The seed ran again and left the change alone; the refresh token from before the restart still works.
        const { access_token } = await signInAlex(second);
        expect((await details(second, access_token)).patient?.id).toBe(seedPatientIds.samMorgan);
        const refreshed = await call(second, 'POST', '/v1/auth/refresh', {
          refresh_token: tokens.refresh_token,
        });
        expect(refreshed.status).toBe(200);
      } finally {
        expect(await second.stop(), second.stderr()).toBe(0);
      }

      const files = (await readdir(migrationsDirectory)).filter((name) => name.endsWith('.sql'));
      const recorded = await runStatement<{ name: string }>(
        url,
        'SELECT name FROM schema_migrations',
      );
      expect(recorded.map((row) => row.name).sort()).toEqual(files.sort());
      const [accounts] = await runStatement<{ rows: string }>(
        url,
        `SELECT count(*) AS rows FROM accounts WHERE email LIKE '%@example.com'`,
      );
      expect(Number(accounts?.rows)).toBe(Object.keys(seedEmails).length);
    });
  },
);
