-- Issue #4: outgoing mail and password-reset tokens (spec part 2 'Forgot password' and 'Reset password').
-- Mirrored by api/src/db/schema.ts.

-- Every message the API sends, when MAIL_TRANSPORT is outbox (the default): read by developers and tests
-- through the development outbox (api/src/mail/), never sent anywhere.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(to_address), sent_at DESC);

-- Stored as SHA-256 hashes of the random token in the mailed link, like refresh tokens. Single use: used_at
-- is set when the reset completes.
CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_account_idx ON password_reset_tokens (account_id);
