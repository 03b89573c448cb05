/**
 * Drizzle table definitions used for queries. The tables themselves are created by the SQL files in
 * ./migrations (the source of truth, applied by ./migrate.ts); db/schema.test.ts checks that every column
 * here exists there with the same type and nullability. Constraints that only the database needs (checks,
 * the selected-patient foreign key, partial indexes) live in the SQL alone.
 */
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  DeliveryMethod,
  ItemOrderType,
  OrderItemStatus,
  OrderStatus,
  OrderType,
} from '../orders/order-steps';
import { closedWeek, type OpeningTimes } from '../pharmacies/opening-times';
import type { MedicalRecordType, ProblemStatus } from '../contract/medical-record-rules';

/** Stored timestamps: created once, `updated_at` refreshed by every Drizzle update. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A service a pharmacy promotes on the home screen (spec part 1 §2 home, §3 pharmacy). */
export interface PromotedService {
  serviceId: string;
  serviceCardText: string;
}

export const pharmacies = pgTable('pharmacies', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessName: text('business_name').notNull(),
  address1: text('address1'),
  address2: text('address2'),
  address3: text('address3'),
  city: text('city'),
  postcode: text('postcode'),
  telephone: text('telephone'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  visibleOnMap: boolean('visible_on_map').notNull().default(true),
  isServiceBookingEnabled: boolean('is_service_booking_enabled').notNull().default(false),
  ownershipType: text('ownership_type'),
  hasPromoteServiceCard: boolean('has_promote_service_card').notNull().default(false),
  promotedServices: jsonb('promoted_services').$type<PromotedService[]>().notNull().default([]),
  /** Service names, in the order shown (spec part 2 §3 servicesOffered); migration 0005. */
  servicesOffered: jsonb('services_offered').$type<string[]>().notNull().default([]),
  /** Monday to Sunday, each a list of periods; [] is closed (spec part 2 §3); migration 0005. */
  openingTimes: jsonb('opening_times').$type<OpeningTimes>().notNull().default(closedWeek()),
  ...timestamps,
});

/** Which medical-record tabs the practice allows (spec part 2 §3). */
export interface MedicalRecordSettings {
  allergiesEnabled: boolean;
  consultationsEnabled: boolean;
  immunisationsEnabled: boolean;
  medicationEnabled: boolean;
  problemsEnabled: boolean;
  testResultsEnabled: boolean;
}

/** What the practice's GP system lets patients do online (spec part 1 §3 and §6, part 2 §3). */
export interface IntegrationSettings {
  appointmentsEnabled: boolean;
  practicePatientCommunicationEnabled: boolean;
  medicalRecordEnabled: boolean;
  prescribingEnabled: boolean;
  allowFilteredAppointmentBooking: boolean;
  appointmentReasonRequired: boolean;
  prescribingCommentRequired: boolean;
  showMessageSubjects: boolean;
  medicalRecordSettings: MedicalRecordSettings;
}

export type GpSystem = 'EMIS' | 'TPP';

export const practices = pgTable('practices', {
  odsCode: text('ods_code').primaryKey(),
  name: text('name').notNull(),
  gpSystem: text('gp_system').$type<GpSystem>().notNull(),
  integrationSettings: jsonb('integration_settings').$type<IntegrationSettings>().notNull(),
  /** The practice's address and telephone (spec part 2 'My GP details'); migration 0007. */
  address1: text('address1'),
  address2: text('address2'),
  address3: text('address3'),
  address4: text('address4'),
  postcode: text('postcode'),
  telephone: text('telephone'),
  ...timestamps,
});

export const patients = pgTable('patients', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  primaryContactNumber: text('primary_contact_number'),
  secondaryContactNumber: text('secondary_contact_number'),
  /** ISO date, "YYYY-MM-DD": a date of birth has no time zone. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  // The home address, as the address search gave it (migration 0014, spec part 2 'My profile').
  address1: text('address1'),
  address2: text('address2'),
  address3: text('address3'),
  city: text('city'),
  postcode: text('postcode'),
  pharmacyId: uuid('pharmacy_id').references(() => pharmacies.id, { onDelete: 'set null' }),
  gpName: text('gp_name'),
  im1Available: boolean('im1_available').notNull().default(false),
  im1ReminderClosed: boolean('im1_reminder_closed').notNull().default(false),
  allowManualReordering: boolean('allow_manual_reordering').notNull().default(false),
  consentSigned: boolean('consent_signed').notNull().default(false),
  hasConsent: boolean('has_consent').notNull().default(false),
  practiceOdsCode: text('practice_ods_code').references(() => practices.odsCode),
  gpAccountId: text('gp_account_id'),
  ...timestamps,
});

export type AccountStatus = 'Created' | 'Verified' | 'ACTIVE';

/** A notification preference item (spec part 1 §3, part 2 §3). */
export interface NotificationPreference {
  notificationType: string;
  email: boolean;
  pushNotification: boolean;
  sms: boolean;
  post: boolean;
}

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  status: text('status').$type<AccountStatus>().notNull().default('Created'),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  locked: boolean('locked').notNull().default(false),
  hasPatientIntegration: boolean('has_patient_integration').notNull().default(false),
  allowBetaFeatures: boolean('allow_beta_features').notNull().default(false),
  nhsLoginSub: text('nhs_login_sub').unique(),
  b2cObjectId: text('b2c_object_id'),
  selectedPatientId: uuid('selected_patient_id'),
  /** Signed in on the mobile app, so push notifications can reach it (migration 0013, spec part 2 §6). */
  hasMobileApp: boolean('has_mobile_app').notNull().default(false),
  notificationPreferences: jsonb('notification_preferences')
    .$type<NotificationPreference[]>()
    .notNull()
    .default([]),
  ...timestamps,
});

export const accountPatients = pgTable(
  'account_patients',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.patientId] })],
);

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  familyId: uuid('family_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Every message the API sends, stored by the transaction that causes it (api/src/mail/): read by the development
 * outbox with MAIL_TRANSPORT=outbox, sent by the relay with MAIL_TRANSPORT=smtp.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** When the SMTP relay (api/src/mail/relay.ts) may next try; null for a row it never sends or has sent. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
  /** When the SMTP server accepted the message. */
  relayedAt: timestamp('relayed_at', { withTimezone: true, mode: 'date' }),
  /** SMTP tries so far; the wait before the next one doubles with each. */
  attempts: integer('attempts').notNull().default(0),
});

/** What an account token (below) lets its holder do: each is asked for by its own mail or call. */
export type AccountTokenPurpose =
  'passwordReset' | 'emailVerification' | 'registration' | 'emailChange';

/** Single-use tokens mailed or handed to an account (api/src/auth/account-tokens.ts); only hashes are kept. */
export const accountTokens = pgTable('account_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The lower-cased address the token is bound to (registration, email change); null for password reset. */
  email: text('email'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A patient's record in a practice's GP system (api/src/gp-systems/), keyed as the linkage letter names it. */
export const gpPatients = pgTable(
  'gp_patients',
  {
    odsCode: text('ods_code')
      .notNull()
      .references(() => practices.odsCode, { onDelete: 'cascade' }),
    gpAccountId: text('gp_account_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The third code of the linkage letter (spec part 1 §3 Linkage details). */
    linkageKey: text('linkage_key').notNull(),
    /** The patient's usual doctor, null when none is chosen (spec part 2 'My GP details'); migration 0007. */
    usualDoctorName: text('usual_doctor_name'),
    /** Ten digits; how NHS login finds a proved person's record without a letter (migration 0006). */
    nhsNumber: text('nhs_number'),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.odsCode, table.gpAccountId] })],
);

/** spec part 1 §3 Prescription item: repeat dispensing or another (repeat) prescription. */
export type PrescriptionType = 'Repeat' | 'RepeatDispensing';

/** A repeat medicine on a GP record (the prescriptions response's courses). */
export const gpMedicationCourses = pgTable('gp_medication_courses', {
  medicationCourseGuid: uuid('medication_course_guid').primaryKey().defaultRandom(),
  odsCode: text('ods_code').notNull(),
  gpAccountId: text('gp_account_id').notNull(),
  name: text('name').notNull(),
  dosage: text('dosage').notNull(),
  /** ISO date, "YYYY-MM-DD"; null when never issued. */
  mostRecentIssueDate: date('most_recent_issue_date', { mode: 'string' }),
  prescriptionType: text('prescription_type').$type<PrescriptionType>().notNull(),
  ...timestamps,
});

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  pharmacyId: uuid('pharmacy_id').references(() => pharmacies.id, { onDelete: 'set null' }),
  orderDt: timestamp('order_dt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  orderStatus: text('order_status').$type<OrderStatus>().notNull().default('Requested'),
  orderType: text('order_type').$type<OrderType>().notNull(),
  prescriptionRequestGuid: uuid('prescription_request_guid'),
  deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull().default('Collection'),
  comment: text('comment'),
  earlyReorderReason: text('early_reorder_reason'),
  cancellationReason: text('cancellation_reason'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export const orderItems = pgTable('order_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  type: text('type'),
  option: text('option'),
  itemOrderType: text('item_order_type').$type<ItemOrderType>().notNull(),
  orderItemStatus: text('order_item_status')
    .$type<OrderItemStatus>()
    .notNull()
    .default('Requested'),
  medicationCourseGuid: uuid('medication_course_guid'),
  reorderOfItemId: uuid('reorder_of_item_id'),
  ...timestamps,
});

export const orderSurveys = pgTable('order_surveys', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  enjoy: boolean('enjoy').notNull(),
  comments: text('comments').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const reorderReminders = pgTable('reorder_reminders', {
  id: uuid('id').primaryKey().defaultRandom(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
  reminderDt: timestamp('reminder_dt', { withTimezone: true, mode: 'date' }).notNull(),
  description: text('description').notNull(),
  courseGuid: uuid('course_guid'),
  itemOrderType: text('item_order_type').$type<ItemOrderType>().notNull().default('IM1'),
  autoGenerated: boolean('auto_generated').notNull().default(false),
  status: boolean('status').notNull().default(true),
  /** The reminder_dt last mailed (or passed over, email off): due again once the date moves; migration 0008. */
  notifiedDt: timestamp('notified_dt', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export const dailyReminders = pgTable('daily_reminders', {
  id: uuid('id').primaryKey().defaultRandom(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  /** "HH:mm:ss", the contract's form (a CHECK in migration 0002 keeps it so). */
  reminderTime: text('reminder_time').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
  description: text('description').notNull(),
  /** The next instant reminder_time falls in Europe/London; null until first scheduled; migration 0008. */
  nextDueAt: timestamp('next_due_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** A medicine for the search widget (spec part 2 §3 Medicine search result); migration 0008. */
export const medicines = pgTable('medicines', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** `name` lower-cased with single spaces: what the search matches (a CHECK keeps it so). */
  nameKey: text('name_key').notNull(),
  form: text('form').notNull(),
  strength: text('strength').notNull(),
});

/** spec part 2 §9: the two slot types a practice offers. */
export type SlotTypeStatus = 'Practice' | 'Telephone';

/**
 * A patient's booking of a simulated slot (api/src/gp-systems/appointment-schedule.ts); migration 0009. A
 * partial unique index there allows one live (not cancelled) booking per practice and slot.
 */
export const appointments = pgTable('appointments', {
  id: uuid('id').primaryKey().defaultRandom(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  practiceOdsCode: text('practice_ods_code')
    .notNull()
    .references(() => practices.odsCode, { onDelete: 'cascade' }),
  sessionId: text('session_id').notNull(),
  slotId: text('slot_id').notNull(),
  startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
  slotTypeStatus: text('slot_type_status').$type<SlotTypeStatus>().notNull(),
  clinicianId: text('clinician_id').notNull(),
  bookingReason: text('booking_reason'),
  contactNumber: text('contact_number').notNull(),
  cancellationReason: text('cancellation_reason'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** A sub type of a pharmacy service (spec part 2 §3 subServices). */
export interface PharmacySubService {
  serviceNameId: string;
  name: string;
}

/** spec part 2 §2: a service is delivered at the pharmacy (location information) or by video. */
export type ConsultationType = 'InPerson' | 'Video';

/** A service a pharmacy offers for booking (spec part 2 §3 Pharmacy service); migration 0012. */
export const pharmacyServices = pgTable('pharmacy_services', {
  id: uuid('id').primaryKey().defaultRandom(),
  pharmacyId: uuid('pharmacy_id')
    .notNull()
    .references(() => pharmacies.id, { onDelete: 'cascade' }),
  serviceNameId: text('service_name_id').notNull(),
  name: text('name').notNull(),
  subServices: jsonb('sub_services').$type<PharmacySubService[]>().notNull().default([]),
  resourceId: text('resource_id').notNull(),
  consultationType: text('consultation_type').$type<ConsultationType>().notNull(),
  locationInformation: text('location_information'),
  externalLink: text('external_link'),
  externalLinkText: text('external_link_text'),
  externalDescription: text('external_description'),
  pricingInformation: text('pricing_information'),
  startDt: date('start_dt', { mode: 'string' }),
  endDt: date('end_dt', { mode: 'string' }),
  active: boolean('active').notNull().default(true),
  daysBookableInAdvance: integer('days_bookable_in_advance').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** A booking of a pharmacy service (spec part 2 §3 Booking); migration 0012. */
export const pharmacyServiceBookings = pgTable('pharmacy_service_bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  pharmacyId: uuid('pharmacy_id')
    .notNull()
    .references(() => pharmacies.id, { onDelete: 'cascade' }),
  serviceId: uuid('service_id')
    .notNull()
    .references(() => pharmacyServices.id, { onDelete: 'cascade' }),
  resourceId: text('resource_id').notNull(),
  /** Null for a booking the pharmacy took itself (counter or telephone). */
  patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
  serviceSubType: text('service_sub_type'),
  startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
  cancellationKey: text('cancellation_key').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  contactNumber: text('contact_number'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  platform: text('platform').notNull(),
  locationInformation: text('location_information'),
  vcJoinLink: text('vc_join_link'),
  vcPassword: text('vc_password'),
  cancellationReason: text('cancellation_reason'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** spec part 2 §3 Message: 'Read' once the patient has opened the thread, else 'Unread'. */
export type MessageReadState = 'Read' | 'Unread';

/**
 * A conversation between a patient and one recipient at their practice (spec part 2 §3 Message); migration
 * 0010. Its messages are thread_messages rows, the first included.
 */
export const messageThreads = pgTable('message_threads', {
  id: uuid('id').primaryKey().defaultRandom(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  practiceOdsCode: text('practice_ods_code')
    .notNull()
    .references(() => practices.odsCode, { onDelete: 'cascade' }),
  recipientGuid: uuid('recipient_guid').notNull(),
  recipientName: text('recipient_name').notNull(),
  subject: text('subject'),
  readState: text('read_state').$type<MessageReadState>().notNull().default('Read'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastReplyAt: timestamp('last_reply_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** One message of a thread, from the patient or from the practice; migration 0010. */
export const threadMessages = pgTable('thread_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  threadId: uuid('thread_id')
    .notNull()
    .references(() => messageThreads.id, { onDelete: 'cascade' }),
  fromPatient: boolean('from_patient').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A measured value with its unit and reference range, as a laboratory reports it (spec part 2 §3 'a value'). */
export interface RecordValue {
  numericValue: number | null;
  /** The value as reported when it is not a number ("Negative", "<0.5"). */
  textValue: string | null;
  units: string | null;
  rangeLow: number | null;
  rangeHigh: number | null;
}

/** A coded observation inside a consultation section or under a problem. */
export interface RecordObservation {
  term: string | null;
  value: RecordValue | null;
}

/** What only one kind of entry has (spec part 2 §3 Medical record entry). */
export interface GpRecordEntryDetail {
  /** Consultations: their sections (History, Examination, Plan…), each with observations. */
  sections?: { header: string; observations: RecordObservation[] }[];
  /** Problems: active or past, and the observation that records it. */
  problemStatus?: ProblemStatus;
  observation?: RecordObservation;
  /** Test results. */
  value?: RecordValue;
}

/** An entry of a GP record (migration 0011); the simulator's answer to the medical record call. */
export const gpRecordEntries = pgTable('gp_record_entries', {
  eventGuid: uuid('event_guid').primaryKey(),
  odsCode: text('ods_code').notNull(),
  gpAccountId: text('gp_account_id').notNull(),
  recordType: text('record_type').$type<MedicalRecordType>().notNull(),
  term: text('term'),
  /** "YYYY-MM-DD". */
  effectiveDate: date('effective_date', { mode: 'string' }),
  firstIssueDate: date('first_issue_date', { mode: 'string' }),
  detail: jsonb('detail').$type<GpRecordEntryDetail>(),
  ...timestamps,
});

/** Rate-limit windows shared by every API process (migration 0015, http/rate-limits.ts). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  keyHash: text('key_hash').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Answers of creating calls sent with an Idempotency-Key, kept 24 hours (migration 0016,
 * http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    bodyHash: text('body_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);

/** Every table, for drizzle() and for the schema agreement test. */
export const tables = {
  pharmacies,
  practices,
  patients,
  accounts,
  accountPatients,
  refreshTokens,
  gpPatients,
  gpMedicationCourses,
  orders,
  orderItems,
  orderSurveys,
  reorderReminders,
  dailyReminders,
  medicines,
  appointments,
  pharmacyServices,
  pharmacyServiceBookings,
  messageThreads,
  threadMessages,
  gpRecordEntries,
  mailOutbox,
  accountTokens,
  rateLimitCounters,
  idempotencyKeys,
};
