import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmails } from '../demo/seed-ids';
import { expectError, signIn, startTestApi, type TestApi } from '../testing/test-api';
import type { NotificationPreferences } from './notification-schemas';

const path = '/v1/accounts/notification-preferences';
const off = { email: false, pushNotification: false, sms: false, post: false };

describe('notification preferences (spec part 2 §3, §6, §7)', { timeout: 60_000 }, () => {
  let api: TestApi;
  let nora: string;
  let alex: string;

  beforeAll(async () => {
    api = await startTestApi();
    nora = (await signIn(api, seedEmails.noraNotifications)).access_token;
    alex = (await signIn(api, seedEmails.alexLinked)).access_token;
  }, 120_000);
  afterAll(() => api.close());

  const read = async (token: string) => {
    const response = await api.call({ method: 'GET', url: path, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPreferences>();
  };
  const update = (token: string, payload: unknown) =>
    api.call({ method: 'PUT', url: path, token, payload: payload as object });

  it('answers every type once, in the spec order, with the platforms the account has', async () => {
    const alexPreferences = await read(alex);
    // Registration's 'marketing' is the spec's Marketing; types never chosen are off.
    expect(alexPreferences).toEqual({
      items: [
        { notificationType: 'StatusUpdate', ...off },
        { notificationType: 'ReorderReminder', ...off },
        { notificationType: 'TakeMedicineReminder', ...off },
        { notificationType: 'Marketing', ...off, email: true },
      ],
      platforms: { email: true, pushNotification: false },
    });
    expect((await read(nora)).platforms).toEqual({ email: true, pushNotification: true });
  });

  it('changes only the channels sent, keeps the rest, and answers the new preferences', async () => {
    const response = await update(nora, {
      items: [
        { notificationType: 'TakeMedicineReminder', pushNotification: true },
        { notificationType: 'StatusUpdate', email: false },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json<NotificationPreferences>();
    expect(answered.items).toEqual([
      { notificationType: 'StatusUpdate', ...off, pushNotification: true },
      { notificationType: 'ReorderReminder', ...off, email: true },
      { notificationType: 'TakeMedicineReminder', ...off, pushNotification: true },
      { notificationType: 'Marketing', ...off },
    ]);
    expect(await read(nora)).toEqual(answered);
  });

  it('refuses push for an account without the mobile app, storing nothing', async () => {
    const before = await read(alex);
    const response = await update(alex, {
      items: [
        { notificationType: 'Marketing', email: false },
        { notificationType: 'StatusUpdate', pushNotification: true },
      ],
    });
    expect(expectError(response, 422, 'notifications.invalid').reasons).toEqual([
      { field: 'items.1.pushNotification', reason: 'noMobileApp' },
    ]);
    expect(await read(alex)).toEqual(before);
  });

  it('refuses bad input with a reason and stores nothing', async () => {
    const before = await read(nora);
    const duplicate = await update(nora, {
      items: [
        { notificationType: 'Marketing', email: true },
        { notificationType: 'Marketing', email: false },
      ],
    });
    expect(expectError(duplicate, 422, 'notifications.invalid').reasons).toEqual([
      { field: 'items.1.notificationType', reason: 'duplicate' },
    ]);
    for (const payload of [
      { items: [] },
      { items: [{ notificationType: 'Birthday', email: true }] },
      { items: [{ notificationType: 'Marketing' }] },
      { items: [{ notificationType: 'Marketing', email: 'yes' }] },
      { items: [{ notificationType: 'Marketing', email: true, fax: true }] },
      { items: [{ notificationType: 'Marketing', email: true }], accountId: 'other' },
    ]) {
      const response = await update(nora, payload);
      expect(
        expectError(response, 400, 'validation').reasons,
        JSON.stringify(payload),
      ).toHaveLength(1);
    }
    expect(await read(nora)).toEqual(before);
  });

  it('needs a signed-in account', async () => {
    expectError(await api.call({ method: 'GET', url: path }), 401, 'token.invalid');
    expectError(
      await api.call({ method: 'PUT', url: path, payload: { items: [] } }),
      401,
      'token.invalid',
    );
  });
});
