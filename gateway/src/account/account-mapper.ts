import { deriveFeatures } from '../access/access-rules';
import type {
  Account,
  AccountStatus,
  AppConfig,
  IntegrationSettings,
  LinkedPatient,
  Me,
  Patient,
} from '../generated/resolvers-types';
import { mapPharmacy } from '../pharmacy/pharmacy-mapper';
import type {
  RestAccount,
  RestAccountDetails,
  RestIntegrationSettings,
  RestLinkedPatient,
  RestMobileConfig,
  RestPatient,
} from '../upstream/rest-api-types';

/** What `me` is made of: account details (with the IM1 fields, spec part 1 §3) and config for the access rules. */
export interface MeSources {
  config: RestMobileConfig;
  accountDetails: RestAccountDetails & { patient: RestPatient };
}

/** Account details (+ config) → Me with its derived features. */
export function mapMe(sources: MeSources): Me {
  const { account, patient, pharmacy } = sources.accountDetails;
  // spec part 1 §3: only IM1 patients have them; for the others the API leaves the keys out.
  const integrationSettings = sources.accountDetails.integrationSettings ?? null;
  const linkedPatients = sources.accountDetails.linkedPatients ?? [];
  return {
    account: mapAccount(account),
    patient: mapPatient(patient),
    pharmacy: pharmacy ? mapPharmacy(pharmacy) : null,
    linkedPatients: mapLinkedPatients(linkedPatients, patient),
    integrationSettings: integrationSettings ? mapIntegrationSettings(integrationSettings) : null,
    features: deriveFeatures({
      config: sources.config,
      account,
      patient,
      pharmacy,
      integrationSettings,
      linkedPatients,
    }),
  };
}

const ACCOUNT_STATUSES: readonly AccountStatus[] = ['Created', 'Verified', 'ACTIVE'];

export function mapAccount(account: RestAccount): Account {
  return {
    id: account.id,
    email: account.email,
    // spec part 1 §3: any status other than ACTIVE counts as unverified; an unknown one is reported as Created.
    accountStatus: ACCOUNT_STATUSES.find((s) => s === account.accountStatus) ?? 'Created',
    hasPatientIntegration: account.hasPatientIntegration,
    allowBetaFeatures: account.allowBetaFeatures,
    nhsLoginSub: account.nhsLoginSub ?? null,
  };
}

export function mapPatient(patient: RestPatient): Patient {
  return {
    id: patient.id,
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth ?? null,
    gpName: patient.gpName ?? null,
    iM1Available: patient.iM1Available,
    iM1ReminderClosed: patient.iM1ReminderClosed,
    allowManualReordering: patient.allowManualReordering,
    integrationType: patient.patientIntegration?.integrationType ?? null,
  };
}

export function mapIntegrationSettings(settings: RestIntegrationSettings): IntegrationSettings {
  return {
    appointmentsEnabled: settings.appointmentsEnabled,
    practicePatientCommunicationEnabled: settings.practicePatientCommunicationEnabled,
    medicalRecordEnabled: settings.medicalRecordEnabled,
    prescribingEnabled: settings.prescribingEnabled,
    allowFilteredAppointmentBooking: settings.allowFilteredAppointmentBooking,
    appointmentReasonRequired: settings.appointmentReasonRequired,
    prescribingCommentRequired: settings.prescribingCommentRequired,
    showMessageSubjects: settings.showMessageSubjects,
  };
}

const fullNameOrder = new Intl.Collator('en-GB');

/**
 * Every patient the account may act for, each once, the active one included and flagged `selected`
 * (schema LinkedPatient.selected; spec part 1 §2 'Patient switcher (home)'), so that the switcher's button for
 * the patient just chosen stays on the page, and keeps keyboard focus, when the data reloads.
 *
 * Order: by full name, then id, the same whoever is active. The REST API lists only the other patients, the
 * account's own first (docs/rest-api.md), so its order changes with every switch; and it marks the own patient
 * only by that first place, which it does not take while it is the active one, so the gateway cannot keep
 * 'own patient first' reliably. The active patient's full name is built as the API builds linked ones.
 */
export function mapLinkedPatients(
  linkedPatients: readonly RestLinkedPatient[],
  activePatient: Pick<RestPatient, 'id' | 'firstName' | 'lastName'>,
): LinkedPatient[] {
  const activeId = activePatient.id;
  const fullNames = new Map<string, string>([[activeId, fullNameOf(activePatient)]]);
  for (const linked of linkedPatients) {
    const patientId = linked.patientId;
    if (!fullNames.has(patientId)) fullNames.set(patientId, linked.fullName);
  }
  return [...fullNames]
    .map(([patientId, fullName]) => ({ patientId, fullName, selected: patientId === activeId }))
    .sort(
      (a, b) =>
        fullNameOrder.compare(a.fullName, b.fullName) || compareCodeUnits(a.patientId, b.patientId),
    );
}

function fullNameOf(patient: Pick<RestPatient, 'firstName' | 'lastName'>): string {
  return [patient.firstName, patient.lastName]
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .join(' ');
}

function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Mobile config → AppConfig: the public flags and links the app needs before sign-in. */
export function mapAppConfig(
  config: RestMobileConfig,
): Omit<AppConfig, 'mapsApiKey' | 'analyticsScriptUrl'> {
  return {
    productName: config.productName,
    featureNHSLogin: config.featureNHSLogin,
    featureIM1: config.featureIM1,
    featurePharmacyServiceBooking: config.featurePharmacyServiceBooking,
    featureAllergyTesting: config.featureAllergyTesting,
    featureCovidVaccination: config.featureCovidVaccination,
    featureEmailChange: config.featureEmailChange !== 'Disabled',
    links: {
      provider: config.links.provider,
      appDownload: config.links.appDownload,
      terms: config.links.terms,
      privacy: config.links.privacy,
      cookiePolicy: config.links.cookiePolicy,
      contact: config.links.contact,
      findOutMore: config.links.findOutMore,
      allergyTesting: config.links.allergyTesting,
      facebook: config.links.facebook,
      twitter: config.links.twitter,
      instagram: config.links.instagram,
    },
    supportEmail: config.supportEmail,
  };
}
