-- Issue #13: My GP details (spec part 2 'My GP details'; §3 Patient gpAddress1-4, gpPostcode, gpContactNumber,
-- doctorName). The practice's address and telephone are the practice's own; the usual doctor is on the
-- patient's GP record, null when the patient has none (the screen then says 'none chosen').
-- Mirrored by api/src/db/schema.ts.

ALTER TABLE practices
  ADD COLUMN address1 text,
  ADD COLUMN address2 text,
  ADD COLUMN address3 text,
  ADD COLUMN address4 text,
  ADD COLUMN postcode text,
  ADD COLUMN telephone text;

ALTER TABLE gp_patients ADD COLUMN usual_doctor_name text;
