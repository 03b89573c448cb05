import type { Queryable } from '../db/database';
import type { AccountStatus, IntegrationSettings, NotificationPreference } from '../db/schema';
import {
  isIm1Linked,
  toIntegrationSettingsResponse,
  toPatientIntegration,
} from '../im1/integration';
import { toPharmacyResponse, type PharmacyResponse } from '../pharmacies/pharmacy-response';
import {
  findAccountById,
  findPharmacy,
  findPractice,
  listAccountPatients,
  type AccountRow,
  type PatientRow,
  type PracticeRow,
} from './repository';

export interface AccountResponse {
  id: string;
  email: string;
  accountStatus: AccountStatus;
  b2CObjectId: string | null;
  failedLoginAccountLocked: boolean;
  hasPatientIntegration: boolean;
  notificationPreferences: NotificationPreference[];
  allowBetaFeatures: boolean;
  nhsLoginSub: string | null;
}

export interface PatientResponse {
  id: string;
  /** The account acting for the patient: the signed-in account, also for a proxy patient. */
  accountId: string;
  pharmacyId: string | null;
  firstName: string;
  lastName: string;
  primaryContactNumber: string | null;
  dateOfBirth: string | null;
  consent: { consentSigned: boolean; hasConsent: boolean };
  gpName: string | null;
  iM1Available: boolean;
  iM1ReminderClosed: boolean;
  allowManualReordering: boolean;
  patientIntegration: { integrationType: 0 | 1; odsCode: string } | null;
}

export interface LinkedPatient {
  patientId: string;
  fullName: string;
}

/** GET /v1/accounts/details (docs/rest-api.md AccountDetails). */
export interface AccountDetailsResponse {
  account: AccountResponse;
  /** Null only while registration has created the account but not yet its patient (spec part 1 §4). */
  patient: PatientResponse | null;
  pharmacy: PharmacyResponse | null;
  /** Present in the product's API with a meaning the spec does not show (spec part 1 §6): always null. */
  group: null;
  /** Only for IM1-linked patients. */
  integrationSettings?: IntegrationSettings;
  linkedPatients?: LinkedPatient[];
}

/** POST /v1/im1/account-details. */
export interface Im1DetailsResponse {
  integrationSettings: IntegrationSettings;
  linkedPatients: LinkedPatient[];
}

/** The signed-in account, the patient it is acting for, and the others it may switch to. */
export interface ActivePatientContext {
  account: AccountRow;
  patient: PatientRow | undefined;
  otherPatients: PatientRow[];
  practice: PracticeRow | undefined;
}

/**
 * The selected patient is the one the account chose (updateSelectedPatient), else its own. The database
 * only lets an account select one of its own patients (migration 0001), so no further check is needed.
 */
export async function loadActivePatientContext(
  db: Queryable,
  accountId: string,
): Promise<ActivePatientContext | undefined> {
  const account = await findAccountById(db, accountId);
  if (!account) return undefined;
  const patients = await listAccountPatients(db, accountId);
  const patient =
    patients.find((candidate) => candidate.id === account.selectedPatientId) ??
    patients.find((candidate) => candidate.isPrimary) ??
    patients[0];
  const practice = patient?.practiceOdsCode
    ? await findPractice(db, patient.practiceOdsCode)
    : undefined;
  return {
    account,
    patient,
    otherPatients: patients.filter((candidate) => candidate.id !== patient?.id),
    practice,
  };
}

/** The account details, or undefined when the account no longer exists. */
export async function getAccountDetails(
  db: Queryable,
  accountId: string,
): Promise<AccountDetailsResponse | undefined> {
  const context = await loadActivePatientContext(db, accountId);
  if (!context) return undefined;
  const { account, patient, otherPatients, practice } = context;
  const pharmacy = patient?.pharmacyId ? await findPharmacy(db, patient.pharmacyId) : undefined;
  return {
    account: toAccountResponse(account),
    patient: patient ? toPatientResponse(patient, account.id, practice) : null,
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
 * not IM1-linked (the app only asks when patient.iM1Available is true, spec part 1 §7), undefined when the
 * account no longer exists.
 */
export async function getIm1Details(
  db: Queryable,
  accountId: string,
): Promise<Im1DetailsResponse | 'notAvailable' | undefined> {
  const context = await loadActivePatientContext(db, accountId);
  if (!context) return undefined;
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
): PatientResponse {
  return {
    id: patient.id,
    accountId,
    pharmacyId: patient.pharmacyId,
    firstName: patient.firstName,
    lastName: patient.lastName,
    primaryContactNumber: patient.primaryContactNumber,
    dateOfBirth: patient.dateOfBirth,
    consent: { consentSigned: patient.consentSigned, hasConsent: patient.hasConsent },
    gpName: patient.gpName,
    iM1Available: patient.im1Available,
    iM1ReminderClosed: patient.im1ReminderClosed,
    allowManualReordering: patient.allowManualReordering,
    patientIntegration: toPatientIntegration(practice),
  };
}

function toLinkedPatient(patient: PatientRow): LinkedPatient {
  return { patientId: patient.id, fullName: `${patient.firstName} ${patient.lastName}` };
}
