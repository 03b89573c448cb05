-- Issue #16: messages between a patient and their GP practice, kept by the GP-system simulator (spec part 2
-- §3 Message, §4 'opening it marks it Read', §5 message rules). A thread is the patient's first message to
-- one of the practice's recipients (api/src/gp-systems/message-recipients.ts) and every reply after it, from
-- either side. Bodies are plain text as typed; nothing here or in the API reads them as markup.
-- Mirrored by api/src/db/schema.ts.

CREATE TABLE message_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  practice_ods_code text NOT NULL REFERENCES practices (ods_code) ON DELETE CASCADE,
  recipient_guid uuid NOT NULL,
  recipient_name text NOT NULL,
  -- spec part 2 §5 and api/src/contract/message-rules.ts: at most 64 characters; null when the thread was
  -- started without one (a practice whose system does not keep subjects).
  subject text CHECK (char_length(subject) BETWEEN 1 AND 64),
  read_state text NOT NULL DEFAULT 'Read' CHECK (read_state IN ('Read', 'Unread')),
  sent_at timestamptz NOT NULL,
  last_reply_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_threads_patient_idx ON message_threads (patient_id);

-- One message of a thread, the first included; `from_patient` says which side wrote it.
CREATE TABLE thread_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
  from_patient boolean NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  sent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX thread_messages_thread_idx ON thread_messages (thread_id, sent_at);
