-- Issue #18: the entries of a patient's GP record in the GP-system simulator, read by the medical record call
-- (spec part 2 §3 Medical record entry, §7 'Medical record' with medicalRecordType). One row per entry, keyed
-- by its eventGuid; what only one kind of entry has (a consultation's sections and their observations, a
-- problem's status and observation, a test result's value) is in `detail`.
-- Mirrored by api/src/db/schema.ts.

CREATE TABLE gp_record_entries (
  event_guid uuid PRIMARY KEY,
  ods_code text NOT NULL,
  gp_account_id text NOT NULL,
  record_type text NOT NULL CHECK (
    record_type IN ('Allergies', 'Consultations', 'Immunisations', 'Medication', 'Problems', 'TestResults')
  ),
  -- The SNOMED-style display term; null when the practice recorded none ('No description provided.').
  term text,
  effective_date date,
  -- Medication only: when the course was first issued.
  first_issue_date date,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (ods_code, gp_account_id) REFERENCES gp_patients (ods_code, gp_account_id) ON DELETE CASCADE
);

CREATE INDEX gp_record_entries_record_idx ON gp_record_entries (ods_code, gp_account_id, record_type);
