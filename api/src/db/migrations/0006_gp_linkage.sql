-- Issue #13: GP linkage after registration (spec part 1 §2 'Register for online services', 'Connect IM1',
-- §7 'Connect IM1 via NHS Login'). Mirrored by api/src/db/schema.ts.

-- The NHS number on a GP record: a person NHS login has proved (P9, with their NHS number) finds their own
-- record without a linkage letter. A person may have records at two practices (before and after changing
-- GP), so it is not unique.
ALTER TABLE gp_patients ADD COLUMN nhs_number text CHECK (nhs_number ~ '^[0-9]{10}$');
CREATE INDEX gp_patients_nhs_number_idx ON gp_patients (nhs_number) WHERE nhs_number IS NOT NULL;
