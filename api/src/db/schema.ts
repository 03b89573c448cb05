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
  ...timestamps,
});

export const patients = pgTable('patients', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  primaryContactNumber: text('primary_contact_number'),
  /** ISO date, "YYYY-MM-DD": a date of birth has no time zone. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
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

/** A notification preference item (spec part 1 §3). */
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

/** Every table, for drizzle() and for the schema agreement test. */
export const tables = {
  pharmacies,
  practices,
  patients,
  accounts,
  accountPatients,
  refreshTokens,
};
