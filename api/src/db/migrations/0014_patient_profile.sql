-- Issue #19: My profile (spec part 2 'My profile'; §3 Patient secondaryContactNumber, address1-3, city,
-- postcode). The address is chosen from the address search, so its lines are stored as the search gave them;
-- all null for a patient who has not given one yet (registration asks for none).
-- Mirrored by api/src/db/schema.ts.

ALTER TABLE patients
  ADD COLUMN secondary_contact_number text,
  ADD COLUMN address1 text,
  ADD COLUMN address2 text,
  ADD COLUMN address3 text,
  ADD COLUMN city text,
  ADD COLUMN postcode text;
