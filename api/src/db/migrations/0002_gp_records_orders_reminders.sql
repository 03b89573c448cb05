-- Issue #3: the GP systems' patient records and medication courses, orders and their items, order surveys,
-- and reorder and daily reminders (spec part 1 §3 and §4, part 2 §3). Mirrored by api/src/db/schema.ts.
-- The lists of statuses here are those of api/src/orders/order-steps.ts.

-- A patient's record in a practice's GP system (the simulator of api/src/gp-systems/), keyed as the
-- linkage letter names it: the practice's ODS code and the patient's account ID in that system. A platform
-- patient is linked to one through patients.practice_ods_code and patients.gp_account_id.
CREATE TABLE gp_patients (
  ods_code text NOT NULL REFERENCES practices (ods_code) ON DELETE CASCADE,
  gp_account_id text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (ods_code, gp_account_id)
);

-- The repeat medicines on a GP record: what a linked patient may order (prescriptionsList courses).
CREATE TABLE gp_medication_courses (
  medication_course_guid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ods_code text NOT NULL,
  gp_account_id text NOT NULL,
  name text NOT NULL,
  dosage text NOT NULL,
  most_recent_issue_date date,
  prescription_type text NOT NULL CHECK (prescription_type IN ('Repeat', 'RepeatDispensing')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (ods_code, gp_account_id) REFERENCES gp_patients (ods_code, gp_account_id) ON DELETE CASCADE
);
CREATE INDEX gp_medication_courses_patient_idx ON gp_medication_courses (ods_code, gp_account_id);

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  -- The pharmacy the order went to: the patient's at the time, kept when the patient changes pharmacy.
  pharmacy_id uuid REFERENCES pharmacies (id) ON DELETE SET NULL,
  order_dt timestamptz NOT NULL DEFAULT now(),
  order_status text NOT NULL DEFAULT 'Requested' CHECK (order_status IN ('Requested', 'GPApproved',
    'GPRejected', 'Preparing', 'ReadyToCollect', 'OutForDelivery', 'Collected', 'Delivered', 'Cancelled')),
  order_type text NOT NULL CHECK (order_type IN ('IM1', 'RepeatDispensing', 'Manual')),
  -- The GP system's id for the prescription request; null for manual orders.
  prescription_request_guid uuid,
  delivery_method text NOT NULL DEFAULT 'Collection' CHECK (delivery_method IN ('Collection', 'Delivery')),
  -- spec part 1 §5 and §9: at most 400 characters (the API counts as the app does; this is the backstop).
  comment text CHECK (char_length(comment) <= 400),
  early_reorder_reason text CHECK (char_length(early_reorder_reason) <= 400),
  cancellation_reason text CHECK (char_length(cancellation_reason) <= 400),
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A collection is never out for delivery, a delivery never ready to collect.
  CHECK (
    (delivery_method = 'Collection' AND order_status NOT IN ('OutForDelivery', 'Delivered'))
    OR (delivery_method = 'Delivery' AND order_status NOT IN ('ReadyToCollect', 'Collected'))
  ),
  CHECK ((order_status = 'Cancelled') = (cancelled_at IS NOT NULL))
);
CREATE INDEX orders_patient_idx ON orders (patient_id, order_dt DESC);

CREATE TABLE order_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The item's place in the order, as the patient listed them.
  position integer NOT NULL CHECK (position >= 0),
  description text NOT NULL,
  type text,
  option text,
  item_order_type text NOT NULL CHECK (item_order_type IN ('IM1', 'Manual')),
  order_item_status text NOT NULL DEFAULT 'Requested' CHECK (order_item_status IN ('Requested',
    'GPApproved', 'GPRejected', 'Owed', 'Dispensed', 'Cancelled')),
  medication_course_guid uuid,
  -- The earlier order's item this one reorders (previous orders' 'Reorder selected items').
  reorder_of_item_id uuid REFERENCES order_items (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, position),
  -- An IM1 item is a course on the GP record; a manual item is not.
  CHECK ((item_order_type = 'IM1') = (medication_course_guid IS NOT NULL))
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

-- The thank-you page's feedback question (spec part 1 §2 New order): one answer per order.
CREATE TABLE order_surveys (
  order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  enjoy boolean NOT NULL,
  comments text NOT NULL CHECK (char_length(comments) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- spec part 2 §3 Reorder reminder.
CREATE TABLE reorder_reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  order_item_id uuid REFERENCES order_items (id) ON DELETE SET NULL,
  reminder_dt timestamptz NOT NULL,
  description text NOT NULL,
  course_guid uuid,
  item_order_type text NOT NULL DEFAULT 'IM1' CHECK (item_order_type IN ('IM1', 'Manual')),
  auto_generated boolean NOT NULL DEFAULT false,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reorder_reminders_patient_idx ON reorder_reminders (patient_id, reminder_dt);

-- spec part 2 §3 Daily medication reminder. The time of day is kept as the contract's "HH:mm:ss" text.
CREATE TABLE daily_reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  reminder_time text NOT NULL CHECK (reminder_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'),
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  order_item_id uuid REFERENCES order_items (id) ON DELETE SET NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX daily_reminders_patient_idx ON daily_reminders (patient_id, reminder_time);
