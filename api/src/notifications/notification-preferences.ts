import { eq } from 'drizzle-orm';
import { canonicalNotificationType, notificationTypes } from '../contract';
import type { AppDatabase, Queryable } from '../db/database';
import { accounts, type NotificationPreference } from '../db/schema';
import { ApiError, invalidAccessToken } from '../http/api-error';
import {
  notificationChannels,
  type NotificationPreferenceItem,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from './notification-schemas';

interface StoredPreferences {
  hasMobileApp: boolean;
  notificationPreferences: NotificationPreference[];
}

/** Every type once, in the spec's order; a type never chosen is off on every channel. */
function toItems(stored: readonly NotificationPreference[]): NotificationPreferenceItem[] {
  return notificationTypes.map((notificationType) => {
    const item = stored.find(
      (s) => canonicalNotificationType(s.notificationType) === notificationType,
    );
    return {
      notificationType,
      email: item?.email === true,
      pushNotification: item?.pushNotification === true,
      sms: item?.sms === true,
      post: item?.post === true,
    };
  });
}

function toPreferences(row: StoredPreferences): NotificationPreferences {
  return {
    items: toItems(row.notificationPreferences),
    platforms: { email: true, pushNotification: row.hasMobileApp },
  };
}

async function readStored(
  db: Queryable,
  accountId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredPreferences> {
  const query = db
    .select({
      hasMobileApp: accounts.hasMobileApp,
      notificationPreferences: accounts.notificationPreferences,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  // A valid token for an account that has since been removed.
  if (!row) throw invalidAccessToken();
  return row;
}

/** The account's notification preferences (spec part 2 §3). */
export async function getNotificationPreferences(
  db: Queryable,
  accountId: string,
): Promise<NotificationPreferences> {
  return toPreferences(await readStored(db, accountId));
}

/**
 * Applies the changes (spec part 2 §7) to the stored items in one transaction, the row locked, so that
 * concurrent changes to other channels are all kept. Refused with 422 and nothing stored: a type named twice,
 * or push turned on for an account without the mobile app (part 2 §6).
 */
export async function updateNotificationPreferences(
  db: AppDatabase,
  accountId: string,
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const seen = new Set<string>();
  body.items.forEach((item, index) => {
    if (seen.has(item.notificationType))
      throw new ApiError(422, 'notifications.invalid', 'Each notification type at most once.', {
        reasons: [{ field: `items.${index}.notificationType`, reason: 'duplicate' }],
      });
    seen.add(item.notificationType);
  });
  return db.transaction(async (tx) => {
    const stored = await readStored(tx, accountId, { forUpdate: true });
    const pushWithoutApp = body.items.findIndex((item) => item.pushNotification === true);
    if (pushWithoutApp >= 0 && !stored.hasMobileApp)
      throw new ApiError(422, 'notifications.invalid', 'The account has no mobile app.', {
        reasons: [{ field: `items.${pushWithoutApp}.pushNotification`, reason: 'noMobileApp' }],
      });
    const items = toItems(stored.notificationPreferences).map((item) => {
      const change = body.items.find((c) => c.notificationType === item.notificationType);
      if (!change) return item;
      const changed = { ...item };
      for (const channel of notificationChannels)
        changed[channel] = change[channel] ?? item[channel];
      return changed;
    });
    await tx
      .update(accounts)
      .set({ notificationPreferences: items })
      .where(eq(accounts.id, accountId));
    return toPreferences({ ...stored, notificationPreferences: items });
  });
}
