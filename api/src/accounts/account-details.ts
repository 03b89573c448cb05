import type { Queryable } from '../db/database';
import { Type, type Static } from '@sinclair/typebox';
import type { AccountStatus } from '../db/schema';
import { nullable, stringEnum } from '../http/schemas';
import {
  IntegrationSettingsResponse,
  isIm1Linked,
  toIntegrationSettingsResponse,
  toPatientIntegration,
} from '../im1/integration';
import type { GpPatientRow } from '../gp-systems/gp-records';
import { PharmacyResponse, toPharmacyResponse } from '../pharmacies/pharmacy-response';
import {
  findAccountWithPatients,
  findPharmacyAndGpRecord,
  findSignedInAccountWithPatients,
  type AccountWithPatients,
  type AccountRow,
  type PatientRow,
  type PracticeRow,
} from './repository';

export const accountStatuses = ['Created', 'Verified', 'ACTIVE'] as const satisfies AccountStatus[];

export const AccountResponse = Type.Object({
  id: Type.String(),
  email: Type.String(),
  accountStatus: stringEnum(accountStatuses),
  b2CObjectId: nullable(Type.String()),
  failedLoginAccountLocked: Type.Boolean(),
  hasPatientIntegration: Type.Boolean(),
  notificationPreferences: Type.Array(
    Type.Object({
      notificationType: Type.String(),
      email: Type.Boolean(),
      pushNotification: Type.Boolean(),
      sms: Type.Boolean(),
      post: Type.Boolean(),
    }),
  ),
  allowBetaFeatures: Type.Boolean(),
  nhsLoginSub: nullable(Type.String()),
});
export type AccountResponse = Static<typeof AccountResponse>;

export const PatientResponse = Type.Object({
  id: Type.String(),
  accountId: Type.String({
    description:
      'The account acting for the patient: the signed-in account, also for a proxy patient.',
  }),
  pharmacyId: nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  primaryContactNumber: nullable(Type.String()),
  secondaryContactNumber: nullable(Type.String()),
  dateOfBirth: nullable(Type.String()),
  // spec part 2 §3 Patient and 'My profile': the home address, null until the patient gives one.
  address1: nullable(Type.String()),
  address2: nullable(Type.String()),
  address3: nullable(Type.String()),
  city: nullable(Type.String()),
  postcode: nullable(Type.String()),
  consent: Type.Object({ consentSigned: Type.Boolean(), hasConsent: Type.Boolean() }),
  gpName: nullable(Type.String()),
  // spec part 2 §3 Patient and 'My GP details': the practice's address and telephone and the usual doctor,
  // null for a patient not IM1-linked (and doctorName null when the record names no usual doctor).
  gpAddress1: nullable(Type.String()),
  gpAddress2: nullable(Type.String()),
  gpAddress3: nullable(Type.String()),
  gpAddress4: nullable(Type.String()),
  gpPostcode: nullable(Type.String()),
  gpContactNumber: nullable(Type.String()),
  doctorName: nullable(Type.String()),
  iM1Available: Type.Boolean(),
  iM1ReminderClosed: Type.Boolean(),
  allowManualReordering: Type.Boolean(),
  patientIntegration: nullable(
    Type.Object({
      integrationType: Type.Unsafe<0 | 1>({
        type: 'integer',
        enum: [0, 1],
        description: '1 for a TPP-type GP system, 0 for EMIS-type (spec part 1 §3).',
      }),
      odsCode: Type.String(),
    }),
  ),
});
export type PatientResponse = Static<typeof PatientResponse>;

export const LinkedPatient = Type.Object({
  patientId: Type.String(),
  fullName: Type.String(),
  ownPatient: Type.Boolean({
    description:
      "The signed-in account's own patient (not one it acts for by proxy): it cannot be deleted (spec part 2 §7).",
  }),
});
export type LinkedPatient = Static<typeof LinkedPatient>;

/** GET /v1/accounts/details (accountDetails). */
export const AccountDetailsResponse = Type.Object({
  account: AccountResponse,
  patient: nullable(PatientResponse, {
    description:
      'Null only while registration has created the account but not yet its patient (spec part 1 §4).',
  }),
  pharmacy: nullable(PharmacyResponse),
  group: Type.Null({
    description:
      "Present in the product's API with a meaning the spec does not show (spec part 1 §6): always null.",
  }),
  integrationSettings: Type.Optional(IntegrationSettingsResponse),
  linkedPatients: Type.Optional(Type.Array(LinkedPatient)),
});
export type AccountDetailsResponse = Static<typeof AccountDetailsResponse>;

/** POST /v1/im1/account-details (im1AccountDetails): only for IM1-linked patients. */
export const Im1DetailsResponse = Type.Object({
  integrationSettings: IntegrationSettingsResponse,
  linkedPatients: Type.Array(LinkedPatient),
});
export type Im1DetailsResponse = Static<typeof Im1DetailsResponse>;

/** The signed-in account, the patient it is acting for, and the others it may switch to. */
export interface ActivePatientContext {
  account: AccountRow;
  patient: PatientRow | undefined;
  otherPatients: (PatientRow & { isPrimary: boolean })[];
  practice: PracticeRow | undefined;
}

/** The account's patient context, or undefined when the account no longer exists. */
export async function loadActivePatientContext(
  db: Queryable,
  accountId: string,
): Promise<ActivePatientContext | undefined> {
  const found = await findAccountWithPatients(db, accountId);
  return found && toActivePatientContext(found);
}

/**
 * The access guard's look-up (auth/access-guard.ts): the account's patient context, read in one statement
 * with the check that the token's sign-in still stands; undefined when it has ended or the account has gone.
 */
export async function loadSignedInPatientContext(
  db: Queryable,
  accountId: string,
  signInId: string,
): Promise<ActivePatientContext | undefined> {
  const found = await findSignedInAccountWithPatients(db, accountId, signInId);
  return found && toActivePatientContext(found);
}

/**
 * The selected patient is the one the account chose (updateSelectedPatient), else its own. The database
 * only lets an account select one of its own patients (migration 0001), so no further check is needed.
 */
function toActivePatientContext(found: AccountWithPatients): ActivePatientContext {
  const { account } = found;
  const patients = found.patients.map(({ practice, ...patient }) => ({ patient, practice }));
  const selected =
    patients.find((candidate) => candidate.patient.id === account.selectedPatientId) ??
    patients.find((candidate) => candidate.patient.isPrimary) ??
    patients[0];
  return {
    account,
    patient: selected?.patient,
    otherPatients: patients
      .filter((candidate) => candidate !== selected)
      .map((candidate) => candidate.patient),
    practice: selected?.practice,
  };
}

/** The account details of the signed-in account (the context the access guard read). */
export async function getAccountDetails(
  db: Queryable,
  context: ActivePatientContext,
): Promise<AccountDetailsResponse> {
  const { account, patient, otherPatients, practice } = context;
  const { pharmacy, gpRecord } = await findPharmacyAndGpRecord(
    db,
    patient?.pharmacyId ?? null,
    isIm1Linked(patient, practice) && patient?.gpAccountId
      ? { odsCode: practice.odsCode, gpAccountId: patient.gpAccountId }
      : undefined,
  );
  return {
    account: toAccountResponse(account),
    patient: patient ? toPatientResponse(patient, account.id, practice, gpRecord) : null,
    pharmacy: pharmacy ? toPharmacyResponse(pharmacy) : null,
    group: null,
    ...(isIm1Linked(patient, practice)
      ? {
          integrationSettings: toIntegrationSettingsResponse(practice.integrationSettings),
          linkedPatients: otherPatients.map(toLinkedPatient),
        }
      : {}),
  };
}

/**
 * Integration settings and linked patients of the selected patient; 'notAvailable' when that patient is
 * not IM1-linked (the app only asks when patient.iM1Available is true, spec part 1 §7).
 */
export function getIm1Details(context: ActivePatientContext): Im1DetailsResponse | 'notAvailable' {
  const { patient, otherPatients, practice } = context;
  if (!isIm1Linked(patient, practice)) return 'notAvailable';
  return {
    integrationSettings: toIntegrationSettingsResponse(practice.integrationSettings),
    linkedPatients: otherPatients.map(toLinkedPatient),
  };
}

export function toAccountResponse(account: AccountRow): AccountResponse {
  return {
    id: account.id,
    email: account.email,
    accountStatus: account.status,
    b2CObjectId: account.b2cObjectId,
    failedLoginAccountLocked: account.locked,
    hasPatientIntegration: account.hasPatientIntegration,
    notificationPreferences: account.notificationPreferences,
    allowBetaFeatures: account.allowBetaFeatures,
    nhsLoginSub: account.nhsLoginSub,
  };
}

function toPatientResponse(
  patient: PatientRow,
  accountId: string,
  practice: PracticeRow | undefined,
  gpRecord: GpPatientRow | undefined,
): PatientResponse {
  const linkedPractice = isIm1Linked(patient, practice) ? practice : undefined;
  return {
    id: patient.id,
    accountId,
    pharmacyId: patient.pharmacyId,
    firstName: patient.firstName,
    lastName: patient.lastName,
    primaryContactNumber: patient.primaryContactNumber,
    secondaryContactNumber: patient.secondaryContactNumber,
    dateOfBirth: patient.dateOfBirth,
    address1: patient.address1,
    address2: patient.address2,
    address3: patient.address3,
    city: patient.city,
    postcode: patient.postcode,
    consent: { consentSigned: patient.consentSigned, hasConsent: patient.hasConsent },
    gpName: patient.gpName,
    gpAddress1: linkedPractice?.address1 ?? null,
    gpAddress2: linkedPractice?.address2 ?? null,
    gpAddress3: linkedPractice?.address3 ?? null,
    gpAddress4: linkedPractice?.address4 ?? null,
    gpPostcode: linkedPractice?.postcode ?? null,
    gpContactNumber: linkedPractice?.telephone ?? null,
    doctorName: gpRecord?.usualDoctorName ?? null,
    iM1Available: patient.im1Available,
    iM1ReminderClosed: patient.im1ReminderClosed,
    allowManualReordering: patient.allowManualReordering,
    patientIntegration: toPatientIntegration(practice),
  };
}

function toLinkedPatient(patient: PatientRow & { isPrimary: boolean }): LinkedPatient {
  return {
    patientId: patient.id,
    fullName: `${patient.firstName} ${patient.lastName}`,
    ownPatient: patient.isPrimary,
  };
}
