-- Issue #4: registration (email verification, then the sign-in user and the patient, or the GP linkage letter)
-- and email change (spec part 1 §2 'Ways to register' to 'Linkage details', §4; part 2 'Verify email change').
-- Mirrored by api/src/db/schema.ts.

-- Every single-use token the API mails or hands to an account lives in one table: the password-reset tokens
-- of 0003 become one purpose among four. Stored as SHA-256 hashes like refresh tokens; used_at is set when a
-- token is used.
ALTER TABLE password_reset_tokens RENAME TO account_tokens;
ALTER TABLE account_tokens RENAME CONSTRAINT password_reset_tokens_pkey TO account_tokens_pkey;
ALTER TABLE account_tokens
  RENAME CONSTRAINT password_reset_tokens_token_hash_key TO account_tokens_token_hash_key;
ALTER TABLE account_tokens
  RENAME CONSTRAINT password_reset_tokens_account_id_fkey TO account_tokens_account_id_fkey;
ALTER INDEX password_reset_tokens_account_idx RENAME TO account_tokens_account_idx;

-- What the token lets its holder do. The rows of 0003 are all password-reset tokens.
ALTER TABLE account_tokens ADD COLUMN purpose text NOT NULL DEFAULT 'passwordReset'
  CHECK (purpose IN ('passwordReset', 'emailVerification', 'registration', 'emailChange'));
ALTER TABLE account_tokens ALTER COLUMN purpose DROP DEFAULT;
-- The address the token is bound to, lower-cased like accounts.email: the verified address of a registration
-- token, the new address of an email change. Null for password reset.
ALTER TABLE account_tokens ADD COLUMN email text CHECK (email = lower(email));

-- The linkage key printed on the GP's linkage letter, the third code beside the ODS code and the GP account
-- id (spec part 1 §3 Linkage details, §9). Existing records get a deterministic key; the seed sets its own.
ALTER TABLE gp_patients ADD COLUMN linkage_key text;
UPDATE gp_patients
  SET linkage_key = 'LK' || upper(substr(md5(ods_code || '/' || gp_account_id), 1, 10));
ALTER TABLE gp_patients ALTER COLUMN linkage_key SET NOT NULL;
