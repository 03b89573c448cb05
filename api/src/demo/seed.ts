/**
 * Demo data: pharmacies, two GP practices with their patients' records and courses, an account in every
 * state the specification names, orders and reminders (ARCHITECTURE.md "Seeded demo data"). Idempotent, run
 * after migrations at every start unless SEED=false: reference data (pharmacies, practices, GP records and
 * courses) is upserted so edits here reach existing databases, and so are the seeded reorder reminders'
 * dates (./seed-reminders.ts); accounts, patients and orders are only inserted when missing, so what a
 * developer changes while using the app survives a restart. Delete the data directory to get the pristine
 * demo state back.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { simulatedCourses, simulatedGpPatients } from '../gp-systems/medication-courses';
import { simulatedPractices } from '../gp-systems/practices';
import {
  replaceSimulatedRecordEntries,
  simulatedRecordEntries,
} from '../gp-systems/medical-record-entries';
import { loadPharmacyDirectory } from './pharmacy-directory';
import { upsertPharmacyDirectory } from '../pharmacies/repository';
import { closedWeek, sameWeekdays } from '../pharmacies/opening-times';
import type { ApiDatabase, Queryable } from '../db/database';
import {
  accountPatients,
  accounts,
  dailyReminders,
  gpMedicationCourses,
  messageThreads,
  gpPatients,
  orderItems,
  orders,
  patients,
  pharmacies,
  practices,
  reorderReminders,
  threadMessages,
} from '../db/schema';
import {
  SEED_PASSWORD,
  seedAccountIds,
  seedAppointmentGpRecords,
  seedAppointmentPatientIds,
  seedCarerGpRecords,
  seedEmails,
  seedMessageGpRecords,
  seedMessagePatientIds,
  seedPatientIds,
  seedPharmacyIds,
  seedPracticeOdsCodes,
  seedProfileAddress,
  seedPromotedServiceIds,
  seedPharmacyServicePatientIds,
  seedRecordOffGpRecord,
} from './seed-ids';
import { seedPharmacyServiceData } from './seed-pharmacy-services';
import { seedMessages } from './seed-messages';
import { seedOrders } from './seed-orders';
import { seedDailyReminders, seedReorderReminders } from './seed-reminders';

type NewPharmacy = typeof pharmacies.$inferInsert;
type NewPatient = typeof patients.$inferInsert;
type NewAccount = Omit<typeof accounts.$inferInsert, 'passwordHash'>;

// Around the app's default map centre, latitude 55.02602, longitude -1.62762 (spec part 1 §9).
export const seedPharmacies: NewPharmacy[] = [
  {
    id: seedPharmacyIds.gosforthOwned,
    businessName: 'Medicines Online Pharmacy Gosforth',
    address1: '12 High Street',
    address2: 'Gosforth',
    address3: null,
    city: 'Newcastle upon Tyne',
    postcode: 'NE3 1HB',
    telephone: '0191 496 0001',
    latitude: 55.0077,
    longitude: -1.6184,
    visibleOnMap: true,
    isServiceBookingEnabled: true,
    ownershipType: 'Owned',
    hasPromoteServiceCard: true,
    promotedServices: [
      {
        serviceId: seedPromotedServiceIds.fluVaccination,
        serviceCardText: 'Book your free NHS flu vaccination at our pharmacy.',
      },
      {
        serviceId: seedPromotedServiceIds.bloodPressureCheck,
        serviceCardText: 'Free blood pressure check for adults aged 40 and over.',
      },
    ],
    servicesOffered: [
      'Pharmacy First',
      'Blood pressure check',
      'Flu vaccination',
      'COVID-19 vaccination',
      'New Medicine Service',
      'Contraception',
      'Emergency contraception',
      'Stop smoking',
    ],
    openingTimes: sameWeekdays('08:30-18:30', '09:00-17:00', '10:00-16:00'),
  },
  {
    id: seedPharmacyIds.jesmondIndependent,
    businessName: 'Jesmond Community Pharmacy',
    address1: '48 Acorn Road',
    address2: 'Jesmond',
    address3: null,
    city: 'Newcastle upon Tyne',
    postcode: 'NE2 2DJ',
    telephone: '0191 496 0002',
    latitude: 54.9871,
    longitude: -1.6021,
    visibleOnMap: true,
    isServiceBookingEnabled: false,
    ownershipType: 'Independent',
    hasPromoteServiceCard: false,
    promotedServices: [],
    servicesOffered: ['Pharmacy First', 'Blood pressure check', 'Emergency contraception'],
    openingTimes: sameWeekdays('09:00-13:00 14:00-17:30', '09:00-12:30', ''),
  },
  {
    id: seedPharmacyIds.quaysidePartner,
    businessName: 'Quayside Pharmacy',
    address1: 'Unit 3, The Quayside',
    address2: null,
    address3: null,
    city: 'Newcastle upon Tyne',
    postcode: 'NE1 3DX',
    telephone: '0191 496 0003',
    latitude: 54.9694,
    longitude: -1.6034,
    visibleOnMap: true,
    isServiceBookingEnabled: true,
    ownershipType: 'Partner',
    hasPromoteServiceCard: false,
    promotedServices: [],
    servicesOffered: ['Pharmacy First', 'Flu vaccination', 'Contraception', 'Stop smoking'],
    openingTimes: sameWeekdays('08:00-20:00', '09:00-17:30', ''),
  },
  {
    id: seedPharmacyIds.hiddenFromMap,
    businessName: 'Killingworth Dispensary',
    address1: '1 Citadel East',
    address2: 'Killingworth',
    address3: null,
    city: 'Newcastle upon Tyne',
    postcode: 'NE12 6SA',
    telephone: '0191 496 0004',
    latitude: 55.0316,
    longitude: -1.5567,
    visibleOnMap: false,
    isServiceBookingEnabled: false,
    ownershipType: 'Independent',
    hasPromoteServiceCard: false,
    promotedServices: [],
    servicesOffered: ['New Medicine Service'],
    openingTimes: sameWeekdays('09:00-17:00', '', ''),
  },
];

/** Shared defaults for an adult patient who has signed the consent during registration. */
const consented = { consentSigned: true, hasConsent: true } as const;

/**
 * The appointments accounts (issue #15) and the messages accounts (issue #16), each with its one IM1-linked
 * patient of the same key.
 */
const gpLinkedPatientIds = { ...seedAppointmentPatientIds, ...seedMessagePatientIds };
const gpLinkedRecords = { ...seedAppointmentGpRecords, ...seedMessageGpRecords };
const appointmentAccountKeys = Object.keys(
  gpLinkedPatientIds,
) as (keyof typeof gpLinkedPatientIds)[];
const pharmacyServiceAccountKeys = Object.keys(
  seedPharmacyServicePatientIds,
) as (keyof typeof seedPharmacyServicePatientIds)[];

export const seedPatients: NewPatient[] = [
  {
    id: seedPatientIds.alexMorgan,
    firstName: 'Alex',
    lastName: 'Morgan',
    primaryContactNumber: '07700 900101',
    dateOfBirth: '1985-04-12',
    pharmacyId: seedPharmacyIds.gosforthOwned,
    gpName: 'Dr Priya Shah',
    im1Available: true,
    practiceOdsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000001',
    ...consented,
  },
  {
    id: seedPatientIds.samMorgan,
    firstName: 'Sam',
    lastName: 'Morgan',
    primaryContactNumber: null,
    dateOfBirth: '2016-09-03',
    pharmacyId: seedPharmacyIds.gosforthOwned,
    gpName: 'Dr Priya Shah',
    im1Available: true,
    practiceOdsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000002',
    ...consented,
  },
  {
    id: seedPatientIds.joMorgan,
    firstName: 'Jo',
    lastName: 'Morgan',
    primaryContactNumber: '07700 900103',
    dateOfBirth: '1951-01-22',
    pharmacyId: seedPharmacyIds.gosforthOwned,
    gpName: 'Dr Priya Shah',
    im1Available: true,
    practiceOdsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000003',
    ...consented,
  },
  {
    id: seedPatientIds.taraTaylor,
    firstName: 'Tara',
    lastName: 'Taylor',
    primaryContactNumber: '07700 900104',
    dateOfBirth: '1990-06-30',
    pharmacyId: seedPharmacyIds.quaysidePartner,
    gpName: 'Dr Owen Price',
    im1Available: true,
    practiceOdsCode: seedPracticeOdsCodes.tpp,
    gpAccountId: '2000001',
    ...consented,
  },
  {
    id: seedPatientIds.ellisEvans,
    firstName: 'Ellis',
    lastName: 'Evans',
    primaryContactNumber: '07700 900109',
    dateOfBirth: '1993-08-19',
    pharmacyId: seedPharmacyIds.gosforthOwned,
    gpName: 'Dr Priya Shah',
    im1Available: true,
    practiceOdsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000004',
    ...consented,
  },
  {
    id: seedPatientIds.ritaRowe,
    firstName: 'Rita',
    lastName: 'Rowe',
    primaryContactNumber: '07700 900110',
    dateOfBirth: '1972-05-17',
    pharmacyId: seedPharmacyIds.gosforthOwned,
    gpName: 'Riverside Medical Practice',
    im1Available: true,
    practiceOdsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000301',
    ...consented,
  },
  {
    id: seedPatientIds.deeRowe,
    firstName: 'Dee',
    lastName: 'Rowe',
    primaryContactNumber: null,
    dateOfBirth: '1941-10-02',
    pharmacyId: seedPharmacyIds.gosforthOwned,
    gpName: 'Riverside Medical Practice',
    im1Available: true,
    practiceOdsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000302',
    ...consented,
  },
  {
    id: seedPatientIds.morganReed,
    firstName: 'Morgan',
    lastName: 'Reed',
    primaryContactNumber: '07700 900105',
    dateOfBirth: '1978-11-05',
    pharmacyId: seedPharmacyIds.jesmondIndependent,
    allowManualReordering: true,
    ...consented,
  },
  {
    id: seedPatientIds.ninaNorth,
    firstName: 'Nina',
    lastName: 'North',
    primaryContactNumber: '07700 900106',
    dateOfBirth: '1999-02-14',
    pharmacyId: null,
    ...consented,
  },
  {
    id: seedPatientIds.leeLockwood,
    firstName: 'Lee',
    lastName: 'Lockwood',
    primaryContactNumber: '07700 900107',
    dateOfBirth: '1969-08-19',
    pharmacyId: seedPharmacyIds.jesmondIndependent,
    ...consented,
  },
  {
    id: seedPatientIds.nadiaNash,
    firstName: 'Nadia',
    lastName: 'Nash',
    primaryContactNumber: '07700 900108',
    dateOfBirth: '1993-12-01',
    pharmacyId: seedPharmacyIds.quaysidePartner,
    ...consented,
  },
  {
    id: seedPatientIds.piaPrice,
    firstName: 'Pia',
    lastName: 'Price',
    primaryContactNumber: '07700 900119',
    dateOfBirth: '1987-03-09',
    pharmacyId: seedPharmacyIds.jesmondIndependent,
    // One of the address search's addresses (demo/addresses.jsonl).
    ...seedProfileAddress,
    ...consented,
  },
  ...carerPatients(),
  ...appointmentPatients(),
  ...pharmacyServicePatients(),
  {
    id: seedPatientIds.rubyRoss,
    firstName: seedRecordOffGpRecord.firstName,
    lastName: seedRecordOffGpRecord.lastName,
    primaryContactNumber: '07700 900160',
    dateOfBirth: seedRecordOffGpRecord.dateOfBirth,
    pharmacyId: seedPharmacyIds.gosforthOwned,
    gpName: 'Heaton Road Surgery',
    im1Available: true,
    practiceOdsCode: seedRecordOffGpRecord.odsCode,
    gpAccountId: seedRecordOffGpRecord.gpAccountId,
    ...consented,
  },
  {
    id: seedPatientIds.noraNewton,
    firstName: 'Nora',
    lastName: 'Newton',
    primaryContactNumber: '07700 900170',
    dateOfBirth: '1990-06-21',
    pharmacyId: seedPharmacyIds.quaysidePartner,
    ...consented,
  },
];

const active = { status: 'ACTIVE' } as const;

const seedAccounts: NewAccount[] = [
  {
    id: seedAccountIds.alexLinked,
    email: seedEmails.alexLinked,
    ...active,
    allowBetaFeatures: true,
    notificationPreferences: [
      {
        notificationType: 'marketing',
        email: true,
        pushNotification: false,
        sms: false,
        post: false,
      },
    ],
  },
  { id: seedAccountIds.taraTpp, email: seedEmails.taraTpp, ...active },
  { id: seedAccountIds.morganManual, email: seedEmails.morganManual, ...active },
  { id: seedAccountIds.ellisNoCourses, email: seedEmails.ellisNoCourses, ...active },
  { id: seedAccountIds.caseyCarer, email: seedEmails.caseyCarer, ...active },
  { id: seedAccountIds.ritaOneProxy, email: seedEmails.ritaOneProxy, ...active },
  { id: seedAccountIds.ninaNoPharmacy, email: seedEmails.ninaNoPharmacy, ...active },
  { id: seedAccountIds.rubyRecordOff, email: seedEmails.rubyRecordOff, ...active },
  { id: seedAccountIds.piaProfile, email: seedEmails.piaProfile, ...active },
  ...appointmentAccountKeys.map((key) => ({
    id: seedAccountIds[key],
    email: seedEmails[key],
    ...active,
  })),
  ...pharmacyServiceAccountKeys.map((key) => ({
    id: seedAccountIds[key],
    email: seedEmails[key],
    ...active,
  })),
  // Registration incomplete (spec part 1 §4): no patient yet.
  { id: seedAccountIds.unaUnverified, email: seedEmails.unaUnverified, status: 'Created' },
  { id: seedAccountIds.vicVerified, email: seedEmails.vicVerified, status: 'Verified' },
  // Locked by five failed sign-ins, as api/src/auth/sign-in.ts would leave it.
  {
    id: seedAccountIds.leeLocked,
    email: seedEmails.leeLocked,
    ...active,
    failedLoginCount: 5,
    locked: true,
  },
  // issue #19: the mobile app (app notification toggles on), reminders on (beta features), the patient
  // integration (the whole notifications set); tara has neither the app nor reminders.
  {
    id: seedAccountIds.noraNotifications,
    email: seedEmails.noraNotifications,
    ...active,
    allowBetaFeatures: true,
    hasPatientIntegration: true,
    hasMobileApp: true,
    notificationPreferences: [
      {
        notificationType: 'StatusUpdate',
        email: true,
        pushNotification: true,
        sms: false,
        post: false,
      },
      {
        notificationType: 'ReorderReminder',
        email: true,
        pushNotification: false,
        sms: false,
        post: false,
      },
    ],
  },
  {
    id: seedAccountIds.nadiaNhsLogin,
    email: seedEmails.nadiaNhsLogin,
    ...active,
    hasPatientIntegration: true,
    nhsLoginSub: '5eed0000-0000-4000-8000-0000000009a1',
  },
];

/** Which patients each account reaches; the first is its own (primary) patient. */
export const seedAccountPatients: { accountId: string; patientIds: string[] }[] = [
  {
    accountId: seedAccountIds.alexLinked,
    patientIds: [seedPatientIds.alexMorgan, seedPatientIds.samMorgan, seedPatientIds.joMorgan],
  },
  { accountId: seedAccountIds.taraTpp, patientIds: [seedPatientIds.taraTaylor] },
  { accountId: seedAccountIds.morganManual, patientIds: [seedPatientIds.morganReed] },
  { accountId: seedAccountIds.ellisNoCourses, patientIds: [seedPatientIds.ellisEvans] },
  {
    accountId: seedAccountIds.caseyCarer,
    patientIds: [seedPatientIds.caseyCarter, seedPatientIds.drewCarter],
  },
  {
    accountId: seedAccountIds.ritaOneProxy,
    patientIds: [seedPatientIds.ritaRowe, seedPatientIds.deeRowe],
  },
  { accountId: seedAccountIds.ninaNoPharmacy, patientIds: [seedPatientIds.ninaNorth] },
  { accountId: seedAccountIds.rubyRecordOff, patientIds: [seedPatientIds.rubyRoss] },
  { accountId: seedAccountIds.piaProfile, patientIds: [seedPatientIds.piaPrice] },
  { accountId: seedAccountIds.noraNotifications, patientIds: [seedPatientIds.noraNewton] },
  { accountId: seedAccountIds.leeLocked, patientIds: [seedPatientIds.leeLockwood] },
  { accountId: seedAccountIds.nadiaNhsLogin, patientIds: [seedPatientIds.nadiaNash] },
  ...appointmentAccountKeys.map((key) => ({
    accountId: seedAccountIds[key],
    patientIds: [gpLinkedPatientIds[key]],
  })),
  ...pharmacyServiceAccountKeys.map((key) => ({
    accountId: seedAccountIds[key],
    patientIds: [seedPharmacyServicePatientIds[key]],
  })),
];

/**
 * Spare proxy patients: seeded, in no account's list; a journey adds one (demo/dev-routes.ts) to delete it.
 */
export const sparePatientLinks: { accountId: string; patientId: string }[] = [
  { accountId: seedAccountIds.caseyCarer, patientId: seedPatientIds.finleyCarter },
];

/** Each appointments and messages patient, IM1-linked to their GP record (gpLinkedRecords). */
function appointmentPatients(): NewPatient[] {
  return appointmentAccountKeys.map((key) => {
    const record = gpLinkedRecords[key];
    return {
      id: gpLinkedPatientIds[key],
      firstName: record.firstName,
      lastName: record.lastName,
      primaryContactNumber: '07700 900150',
      dateOfBirth: record.dateOfBirth,
      pharmacyId: seedPharmacyIds.gosforthOwned,
      // The practice's name (My GP's 'GP', the calendar file's place); the usual doctor is the GP record's.
      gpName:
        simulatedPractices.find((practice) => practice.odsCode === record.odsCode)?.name ?? null,
      im1Available: true,
      practiceOdsCode: record.odsCode,
      gpAccountId: record.gpAccountId,
      ...consented,
    };
  });
}

/**
 * The pharmacy-services patients (issue #17): not GP-linked; Pia and Bob at the owned pharmacy, which takes
 * bookings; Nico at the independent one, which does not.
 */
function pharmacyServicePatients(): NewPatient[] {
  const patient = (
    key: keyof typeof seedPharmacyServicePatientIds,
    names: { firstName: string; lastName: string; dateOfBirth: string },
    pharmacyId: string,
  ): NewPatient => ({
    id: seedPharmacyServicePatientIds[key],
    ...names,
    primaryContactNumber: '07700 900170',
    pharmacyId,
    ...consented,
  });
  return [
    patient(
      'piaPharmacyServices',
      { firstName: 'Pia', lastName: 'Patel', dateOfBirth: '1988-03-14' },
      seedPharmacyIds.gosforthOwned,
    ),
    patient(
      'bobBookService',
      { firstName: 'Bob', lastName: 'Baker', dateOfBirth: '1975-07-21' },
      seedPharmacyIds.gosforthOwned,
    ),
    patient(
      'nicoNoBookings',
      { firstName: 'Nico', lastName: 'Novak', dateOfBirth: '1982-01-09' },
      seedPharmacyIds.jesmondIndependent,
    ),
  ];
}

/**
 * Casey Carter and the patients Casey acts for, each IM1-linked to their record at the EMIS-like practice
 * (seedCarerGpRecords); Finley is the spare proxy patient, in no account's list until a journey adds them.
 */
function carerPatients(): NewPatient[] {
  const linked = (
    id: string,
    record: (typeof seedCarerGpRecords)[keyof typeof seedCarerGpRecords],
  ) => ({
    id,
    firstName: record.firstName,
    lastName: record.lastName,
    primaryContactNumber: null,
    dateOfBirth: record.dateOfBirth,
    pharmacyId: seedPharmacyIds.gosforthOwned,
    gpName: 'Riverside Medical Practice',
    im1Available: true,
    practiceOdsCode: record.odsCode,
    gpAccountId: record.gpAccountId,
    ...consented,
  });
  return [
    linked(seedPatientIds.caseyCarter, seedCarerGpRecords.caseyCarter),
    linked(seedPatientIds.drewCarter, seedCarerGpRecords.drewCarter),
    linked(seedPatientIds.finleyCarter, seedCarerGpRecords.finleyCarter),
  ];
}

/** Inserts or refreshes the demo data in one transaction; `now` anchors the relative dates. */
export async function seed(database: ApiDatabase, now: Date = new Date()): Promise<void> {
  const { db } = database;
  const existingEmails = new Set(
    (
      await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(
          inArray(
            accounts.email,
            seedAccounts.map((account) => account.email),
          ),
        )
    ).map((row) => row.email),
  );
  // Hash only for accounts about to be created: each hash costs a quarter of a second.
  const newAccounts = await Promise.all(
    seedAccounts
      .filter((account) => !existingEmails.has(account.email))
      .map(async (account) => ({
        ...account,
        passwordHash: await hashPassword(SEED_PASSWORD, { whenBusy: 'wait' }),
      })),
  );

  await db.transaction(async (tx) => {
    // Setting the key column to its own value is harmless, so each row doubles as its own update.
    for (const pharmacy of seedPharmacies) {
      await tx
        .insert(pharmacies)
        .values(pharmacy)
        .onConflictDoUpdate({ target: pharmacies.id, set: pharmacy });
    }
    await upsertPharmacyDirectory(tx, loadPharmacyDirectory());
    for (const practice of simulatedPractices) {
      await tx
        .insert(practices)
        .values(practice)
        .onConflictDoUpdate({ target: practices.odsCode, set: practice });
    }
    for (const record of simulatedGpPatients) {
      await tx
        .insert(gpPatients)
        .values(record)
        .onConflictDoUpdate({ target: [gpPatients.odsCode, gpPatients.gpAccountId], set: record });
    }
    await replaceSimulatedRecordEntries(tx, simulatedRecordEntries());
    for (const course of simulatedCourses(now)) {
      await tx
        .insert(gpMedicationCourses)
        .values(course)
        .onConflictDoUpdate({ target: gpMedicationCourses.medicationCourseGuid, set: course });
    }
    const newPatientIds = new Set(
      (
        await tx
          .insert(patients)
          .values(seedPatients)
          .onConflictDoNothing()
          .returning({ id: patients.id })
      ).map((row) => row.id),
    );
    if (newAccounts.length > 0) {
      await tx.insert(accounts).values(newAccounts).onConflictDoNothing();
    }
    // Link only accounts that carry their seed id: an account registered by hand under a seed email
    // before the first seed keeps its own id and is left alone.
    const seededAccountIds = new Set(
      (
        await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(inArray(accounts.id, Object.values(seedAccountIds)))
      ).map((row) => row.id),
    );
    const links = seedAccountPatients
      .filter(({ accountId }) => seededAccountIds.has(accountId))
      .flatMap(({ accountId, patientIds }) =>
        patientIds.map((patientId, index) => ({ accountId, patientId, isPrimary: index === 0 })),
      );
    if (links.length > 0) await tx.insert(accountPatients).values(links).onConflictDoNothing();

    const demoOrders = seedOrders(now);
    await tx.insert(orders).values(demoOrders.orders).onConflictDoNothing();
    await tx.insert(orderItems).values(demoOrders.items).onConflictDoNothing();
    await seedReminders(tx, newPatientIds, now);
    const gosforth = seedPharmacies.find(
      (pharmacy) => pharmacy.id === seedPharmacyIds.gosforthOwned,
    );
    await seedPharmacyServiceData(tx, newPatientIds, now, gosforth?.openingTimes ?? closedWeek());
    // Made with their patient, as the reminders: a thread the patient deleted stays deleted.
    const demoMessages = seedMessages(now, newPatientIds);
    if (demoMessages.threads.length > 0) {
      await tx.insert(messageThreads).values(demoMessages.threads).onConflictDoNothing();
      await tx.insert(threadMessages).values(demoMessages.messages);
    }
  });
}

/**
 * The demo reminders: made with their patient, so a reminder the patient removed stays removed; after that
 * only the dates of reorder reminders nobody has changed (updated_at still created_at) move to the new "today".
 * Delivery (api/src/reminders/delivery/) records what it sent without touching updated_at.
 */
async function seedReminders(
  tx: Queryable,
  newPatientIds: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  const reorder = seedReorderReminders(now);
  const fresh = reorder.filter((reminder) => newPatientIds.has(reminder.patientId));
  if (fresh.length > 0) await tx.insert(reorderReminders).values(fresh).onConflictDoNothing();
  for (const reminder of reorder) {
    await tx
      .update(reorderReminders)
      .set({ reminderDt: reminder.reminderDt, updatedAt: sql`${reorderReminders.createdAt}` })
      .where(
        and(
          eq(reorderReminders.id, reminder.id ?? ''),
          sql`${reorderReminders.updatedAt} = ${reorderReminders.createdAt}`,
        ),
      );
  }
  const daily = seedDailyReminders(now).filter((reminder) => newPatientIds.has(reminder.patientId));
  if (daily.length > 0) await tx.insert(dailyReminders).values(daily).onConflictDoNothing();
}
