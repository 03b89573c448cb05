-- Issue #19: notification preferences per type and platform (spec part 2 §3 Notification preference item, §6,
-- §7 'Update notification preferences'). The items stay in accounts.notification_preferences (migration 0001),
-- where registration and reminder delivery already read and write them; this adds what the notifications
-- screen also needs. Mirrored by api/src/db/schema.ts.

-- spec part 2 §6: 'App notification toggles are disabled without the mobile app.' True once the account has
-- signed in on the mobile app, which is what push notifications (pushNotification) reach.
ALTER TABLE accounts ADD COLUMN has_mobile_app boolean NOT NULL DEFAULT false;

-- The items are a list (api/src/notifications/notification-preferences.ts reads them as one).
ALTER TABLE accounts
  ADD CONSTRAINT accounts_notification_preferences_list
  CHECK (jsonb_typeof(notification_preferences) = 'array');
