-- Issue 22: idempotency keys (api/src/http/idempotency.ts). A creating call sent with an `Idempotency-Key`
-- header is answered once: the key row is written in the same transaction as what the call stores, so a retry
-- after a lost answer (a timeout, a crash between commit and reply) finds the stored answer and writes nothing
-- again. Keys are per account; the fingerprint (method, route, SHA-256 of the canonical JSON body) tells a
-- retry from a different request that reuses a key. Rows expire after 24 hours.
CREATE TABLE idempotency_keys (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key text NOT NULL,
  method text NOT NULL,
  route text NOT NULL,
  body_hash text NOT NULL,
  response_status integer NOT NULL,
  response_body jsonb,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);
