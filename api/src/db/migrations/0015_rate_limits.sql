-- Issue 21: rate-limit counters held in the database, so that a limit holds across every API process on one
-- PostgreSQL (api/src/http/rate-limits.ts). One fixed window per key; the key is a SHA-256 of the limit's name
-- and what it counts by (an account, an email, an address), so no email address or IP is stored here.
CREATE TABLE rate_limit_counters (
  key_hash text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window_ends_at ON rate_limit_counters (window_ends_at);
