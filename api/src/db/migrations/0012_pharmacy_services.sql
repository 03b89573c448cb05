-- Issue #17: pharmacy services and their bookings (spec part 2 §3 Pharmacy service, Availability response,
-- Booking; §5 bookability). Slots are not stored: api/src/pharmacy-services/availability.ts makes them from the
-- pharmacy's opening hours in 15-minute steps; a row in pharmacy_service_bookings takes one of them.
-- Mirrored by api/src/db/schema.ts.

CREATE TABLE pharmacy_services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pharmacy_id uuid NOT NULL REFERENCES pharmacies (id) ON DELETE CASCADE,
  service_name_id text NOT NULL,
  name text NOT NULL,
  -- [{ "serviceNameId": "...", "name": "..." }]: the sub types a patient chooses between; [] for none.
  sub_services jsonb NOT NULL DEFAULT '[]',
  -- The pharmacy's resource (room, pharmacist, video clinic) that delivers it: services sharing one resource
  -- share its slots.
  resource_id text NOT NULL,
  consultation_type text NOT NULL CHECK (consultation_type IN ('InPerson', 'Video')),
  location_information text,
  external_link text,
  external_link_text text,
  external_description text,
  pricing_information text,
  start_dt date,
  end_dt date,
  active boolean NOT NULL DEFAULT true,
  days_bookable_in_advance integer NOT NULL DEFAULT 0 CHECK (days_bookable_in_advance >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_dt IS NULL OR start_dt IS NULL OR end_dt >= start_dt)
);
CREATE INDEX pharmacy_services_pharmacy_idx ON pharmacy_services (pharmacy_id, sort_order);

CREATE TABLE pharmacy_service_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pharmacy_id uuid NOT NULL REFERENCES pharmacies (id) ON DELETE CASCADE,
  service_id uuid NOT NULL REFERENCES pharmacy_services (id) ON DELETE CASCADE,
  resource_id text NOT NULL,
  -- Null for a booking the pharmacy took itself (at the counter or by telephone).
  patient_id uuid REFERENCES patients (id) ON DELETE CASCADE,
  service_sub_type text,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  cancellation_key text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  contact_number text,
  date_of_birth date,
  platform text NOT NULL,
  location_information text,
  vc_join_link text,
  vc_password text,
  cancellation_reason text,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time),
  CHECK ((vc_join_link IS NULL) = (vc_password IS NULL))
);

-- One live booking per resource and start: twenty patients booking the same slot at once get one row between
-- them (every other insert meets the conflict), and cancelling (cancelled_at set) frees the slot again.
CREATE UNIQUE INDEX pharmacy_service_bookings_one_live_per_slot
  ON pharmacy_service_bookings (pharmacy_id, resource_id, start_time) WHERE cancelled_at IS NULL;
CREATE INDEX pharmacy_service_bookings_patient_idx ON pharmacy_service_bookings (patient_id, start_time);
