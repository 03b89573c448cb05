import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import type { RestNotificationPreferences } from './notifications-upstream';

const PREFERENCES = /* GraphQL */ `
  query NotificationPreferences {
    notificationPreferences {
      appAvailable
      items {
        type
        email
        app
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($type: NotificationType!, $channel: NotificationChannel!, $enabled: Boolean!) {
    updateNotificationPreference(type: $type, channel: $channel, enabled: $enabled) {
      items {
        type
        email
        app
      }
    }
  }
`;
const path = '/v1/accounts/notification-preferences';
const channels = { email: false, pushNotification: false, sms: false, post: false };

function restPreferences(pushNotification = true): RestNotificationPreferences {
  return {
    items: [
      { notificationType: 'StatusUpdate', ...channels, email: true },
      { notificationType: 'ReorderReminder', ...channels, pushNotification: true },
      { notificationType: 'TakeMedicineReminder', ...channels },
      { notificationType: 'Marketing', ...channels, email: true },
    ],
    platforms: { email: true, pushNotification },
  };
}

let stack: FakeStack;
beforeEach(async () => {
  stack = await startFakeStack();
  stack.api.overrides.set(path, (call) =>
    call.method === 'GET' ? { status: 200, body: restPreferences() } : undefined,
  );
});
afterEach(() => stack.stop());

/**
 * Signs in to an account with the patient integration and reminders on (spec part 2 §6), daily ones unless
 * `daily` is false. The configuration is read (and cached) at sign-in, so it is set first.
 */
async function signInOfferingEverything({ daily = true } = {}): Promise<void> {
  stack.api.accountDetails.account.hasPatientIntegration = true;
  stack.api.accountDetails.account.allowBetaFeatures = true;
  stack.api.config.betaFeatures.manualReorderReminders = true;
  stack.api.config.betaFeatures.manualDailyReminders = daily;
  await stack.signIn();
}

describe('notificationPreferences', () => {
  it('offers only Communication preferences without the integration (spec part 2 §6)', async () => {
    await stack.signIn();
    const reply = await stack.client.graphql(PREFERENCES);
    expect(reply.json.data).toEqual({
      notificationPreferences: {
        appAvailable: true,
        items: [{ type: 'Marketing', email: true, app: false }],
      },
    });
  });

  it('offers the integration set, each reminder type only while its reminders are on', async () => {
    await signInOfferingEverything({ daily: false });
    const reply = await stack.client.graphql(PREFERENCES);
    expect(reply.json.data).toEqual({
      notificationPreferences: {
        appAvailable: true,
        items: [
          { type: 'StatusUpdate', email: true, app: false },
          { type: 'ReorderReminder', email: false, app: true },
          { type: 'Marketing', email: true, app: false },
        ],
      },
    });
  });
});

describe('updateNotificationPreference', () => {
  it('sends the one channel that changes and answers the new preferences', async () => {
    await signInOfferingEverything();
    stack.api.overrides.set(path, () => ({ status: 200, body: restPreferences() }));
    const reply = await stack.client.graphql(UPDATE, {
      type: 'TakeMedicineReminder',
      channel: 'app',
      enabled: true,
    });
    expect(reply.json.errors).toBeUndefined();
    const put = stack.api.callsTo(path).find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      items: [{ notificationType: 'TakeMedicineReminder', pushNotification: true }],
    });
  });

  it('passes a 422 on with its reasons, and any other failure as updateFailed', async () => {
    await signInOfferingEverything();
    stack.api.overrides.set(path, () => ({
      status: 422,
      body: {
        code: 'notifications.invalid',
        message: 'The account has no mobile app.',
        show: false,
        reasons: [{ field: 'items.0.pushNotification', reason: 'noMobileApp' }],
      },
    }));
    const refused = await stack.client.graphql(UPDATE, {
      type: 'Marketing',
      channel: 'app',
      enabled: true,
    });
    expect(errorCodes(refused)).toEqual(['notifications.invalid']);
    expect(refused.json.errors?.[0]?.extensions?.['reasons']).toEqual([
      { field: 'items.0.pushNotification', reason: 'noMobileApp' },
    ]);

    stack.api.overrides.set(path, () => ({ status: 503 }));
    const failed = await stack.client.graphql(UPDATE, {
      type: 'Marketing',
      channel: 'email',
      enabled: false,
    });
    expect(errorCodes(failed)).toEqual(['notifications.updateFailed']);
  });

  it('refuses a type the account is not offered without calling the API', async () => {
    await stack.signIn();
    const reply = await stack.client.graphql(UPDATE, {
      type: 'StatusUpdate',
      channel: 'email',
      enabled: true,
    });
    expect(errorCodes(reply)).toEqual(['notifications.invalid']);
    expect(stack.api.callsTo(path).filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
