-- The gateway's own tables, in a schema of their own so that they can share one PostgreSQL database with the
-- API's tables without either touching the other's (docs/decisions/0011-server-side-sessions.md).
-- Applied at every start under an advisory lock; each statement is idempotent. A change to an existing table
-- is a new statement below (ALTER … IF NOT EXISTS), never an edit of one that has run.
CREATE SCHEMA IF NOT EXISTS gateway;

-- One row per signed-in browser. The browser's cookie holds only the sealed session id; the row is keyed by
-- its SHA-256 so that reading this table does not give anyone a cookie, and the upstream tokens are sealed
-- with SESSION_SECRET so that reading it does not give anyone the API either. Times are epoch milliseconds.
CREATE TABLE IF NOT EXISTS gateway.sessions (
  id_hash text PRIMARY KEY,
  account_id text,
  sealed_tokens text NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  ended_at bigint
);
CREATE INDEX IF NOT EXISTS sessions_live_by_account
  ON gateway.sessions (account_id) WHERE ended_at IS NULL;
CREATE INDEX IF NOT EXISTS sessions_by_created_at ON gateway.sessions (created_at);
