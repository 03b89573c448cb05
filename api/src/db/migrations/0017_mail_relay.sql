-- Issue #22: with MAIL_TRANSPORT=smtp, mail is stored here by the transaction of the write that causes it and
-- sent afterwards by the relay in every API process (api/src/mail/relay.ts, decision record 0012).
-- Mirrored by api/src/db/schema.ts.

-- next_attempt_at: when the relay may next try the row; null for a row it never sends (stored in outbox mode,
-- or already sent). relayed_at: when the SMTP server accepted it. attempts: SMTP tries so far, for backoff.
ALTER TABLE mail_outbox
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN relayed_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0;

-- The relay's claim reads only the unsent rows.
CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
