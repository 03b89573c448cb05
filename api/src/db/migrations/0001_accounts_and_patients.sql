-- Issue #2: accounts, their patients, and the pharmacies and GP practices those patients point at
-- (spec part 1 §3). Mirrored by api/src/db/schema.ts; db/schema.test.ts checks the two agree.

CREATE TABLE pharmacies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_name text NOT NULL,
  address1 text,
  address2 text,
  address3 text,
  city text,
  postcode text,
  telephone text,
  latitude double precision,
  longitude double precision,
  visible_on_map boolean NOT NULL DEFAULT true,
  is_service_booking_enabled boolean NOT NULL DEFAULT false,
  ownership_type text,
  has_promote_service_card boolean NOT NULL DEFAULT false,
  promoted_services jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A GP practice and the online services its GP system allows (IM1 integration settings, spec part 1 §3 and
-- part 2). gp_system TPP is what the app calls integrationType 1.
CREATE TABLE practices (
  ods_code text PRIMARY KEY,
  name text NOT NULL,
  gp_system text NOT NULL CHECK (gp_system IN ('EMIS', 'TPP')),
  integration_settings jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE patients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  primary_contact_number text,
  date_of_birth date,
  pharmacy_id uuid REFERENCES pharmacies (id) ON DELETE SET NULL,
  gp_name text,
  im1_available boolean NOT NULL DEFAULT false,
  im1_reminder_closed boolean NOT NULL DEFAULT false,
  allow_manual_reordering boolean NOT NULL DEFAULT false,
  consent_signed boolean NOT NULL DEFAULT false,
  has_consent boolean NOT NULL DEFAULT false,
  -- The IM1 link: the practice and the patient's account ID in its GP system (the linkage letter's codes).
  practice_ods_code text REFERENCES practices (ods_code),
  gp_account_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One GP record links to one patient: 'These Linkage details are already registered' (spec part 1 §2).
CREATE UNIQUE INDEX patients_gp_record_key ON patients (practice_ods_code, gp_account_id)
  WHERE practice_ods_code IS NOT NULL AND gp_account_id IS NOT NULL;

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased so uniqueness and look-ups ignore case.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  -- Null until registration creates the sign-in user (spec part 1 §4).
  password_hash text,
  status text NOT NULL DEFAULT 'Created' CHECK (status IN ('Created', 'Verified', 'ACTIVE')),
  failed_login_count integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  locked boolean NOT NULL DEFAULT false,
  has_patient_integration boolean NOT NULL DEFAULT false,
  allow_beta_features boolean NOT NULL DEFAULT false,
  nhs_login_sub text UNIQUE,
  b2c_object_id text,
  -- Null means the account's own (primary) patient; see the foreign key below.
  selected_patient_id uuid,
  notification_preferences jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The patients an account may act for: its own (is_primary) and, through proxy access, others
-- (spec part 1 §1 multi-patient access).
CREATE TABLE account_patients (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, patient_id)
);
CREATE UNIQUE INDEX account_patients_one_primary ON account_patients (account_id) WHERE is_primary;
CREATE INDEX account_patients_patient_idx ON account_patients (patient_id);

-- The database itself guarantees an account can only select one of its own patients.
ALTER TABLE accounts
  ADD CONSTRAINT accounts_selected_patient_fk
  FOREIGN KEY (id, selected_patient_id) REFERENCES account_patients (account_id, patient_id);

-- Refresh tokens are stored as SHA-256 hashes; a family is one sign-in's chain of rotations, revoked as a
-- whole when a used token comes back (token reuse, docs/rest-api.md).
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  revoked_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_account_idx ON refresh_tokens (account_id);
