-- Issue #14: reminders that remind (spec part 2 §2 Reminders, §3 Reorder reminder, Daily medication reminder,
-- Medicine search result, §7). Mirrored by api/src/db/schema.ts.

-- Trigram matching for the medicine search (api/src/reminders/medicine-search.ts). PGlite loads the
-- extension's code when opened (api/src/db/database.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The medicines a daily reminder can be set for (spec part 2 'Medicine search widget'): one row per name,
-- form and strength, loaded from api/src/reminders/medicines/ at every start. `name_key` is the name as
-- searched: lower case, single spaces.
CREATE TABLE medicines (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,200}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  name_key text NOT NULL CHECK (name_key = lower(regexp_replace(btrim(name), '\s+', ' ', 'g'))),
  form text NOT NULL CHECK (char_length(form) BETWEEN 1 AND 100),
  strength text NOT NULL CHECK (char_length(strength) BETWEEN 1 AND 100),
  UNIQUE (name_key, form, strength)
);
-- Prefix matches (LIKE 'ab%'), whatever the database's collation.
CREATE INDEX medicines_name_prefix_idx ON medicines (name_key text_pattern_ops);
-- Substring and misspelt matches (LIKE '%abc%', word similarity).
CREATE INDEX medicines_name_trgm_idx ON medicines USING gin (name_key gin_trgm_ops);

-- Delivery (api/src/reminders/delivery/): what has been sent, so each due time is mailed once, by whichever
-- API process claims the row first (FOR UPDATE SKIP LOCKED), and a restart catches up on the rest.
-- A reorder reminder is due once at reminder_dt; notified_dt is the reminder_dt last mailed (or passed over
-- because email was off), so moving the date makes it due again.
ALTER TABLE reorder_reminders ADD COLUMN notified_dt timestamptz;
CREATE INDEX reorder_reminders_due_idx ON reorder_reminders (reminder_dt)
  WHERE status AND notified_dt IS DISTINCT FROM reminder_dt;

-- A daily reminder is due every day at reminder_time in Europe/London: next_due_at is the next such instant,
-- set when the reminder is made or changed and moved on each time it fires. Null for rows made before this
-- migration: the delivery schedules them without sending.
ALTER TABLE daily_reminders ADD COLUMN next_due_at timestamptz;
CREATE INDEX daily_reminders_due_idx ON daily_reminders (next_due_at);

-- Auto-generated reorder reminders (spec part 2 §2): one per collected order item, even if two processes
-- record the collection at once.
CREATE UNIQUE INDEX reorder_reminders_auto_item_idx ON reorder_reminders (order_item_id)
  WHERE auto_generated AND order_item_id IS NOT NULL;
