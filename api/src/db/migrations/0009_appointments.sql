-- Issue #15: GP appointments booked through the GP-system simulator (spec part 2 §3 Appointment, §5 booking
-- and cancellation). The sessions and slots themselves are not stored: api/src/gp-systems/appointment-schedule.ts
-- makes them from a repeatable rule; a row here is a patient's booking of one of them.
-- Mirrored by api/src/db/schema.ts.

CREATE TABLE appointments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  practice_ods_code text NOT NULL REFERENCES practices (ods_code) ON DELETE CASCADE,
  session_id text NOT NULL,
  slot_id text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  slot_type_status text NOT NULL CHECK (slot_type_status IN ('Practice', 'Telephone')),
  clinician_id text NOT NULL,
  booking_reason text,
  contact_number text NOT NULL,
  cancellation_reason text,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time),
  CHECK ((cancelled_at IS NULL) = (cancellation_reason IS NULL))
);

-- One live booking per slot: two patients confirming the same slot at once get one row between them (the
-- loser's insert finds the conflict), and cancelling (cancelled_at set) frees the slot again.
CREATE UNIQUE INDEX appointments_one_live_booking_per_slot
  ON appointments (practice_ods_code, slot_id) WHERE cancelled_at IS NULL;
CREATE INDEX appointments_patient_idx ON appointments (patient_id, start_time);
