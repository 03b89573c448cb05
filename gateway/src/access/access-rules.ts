import { mayEditProfile } from '../../../api/src/contract';
import type { Features } from '../generated/resolvers-types';
import type {
  RestAccount,
  RestIntegrationSettings,
  RestLinkedPatient,
  RestMobileConfig,
  RestPatient,
  RestPharmacy,
} from '../upstream/rest-api-types';

/** Everything the access rules look at, as the REST API returns it. */
export interface AccessFacts {
  config: Pick<
    RestMobileConfig,
    | 'featureIM1'
    | 'featurePharmacyServiceBooking'
    | 'featureAllergyTesting'
    | 'featureCovidVaccination'
    | 'featureEmailChange'
    | 'betaFeatures'
  >;
  account: Pick<RestAccount, 'hasPatientIntegration' | 'allowBetaFeatures' | 'nhsLoginSub'>;
  patient: Pick<
    RestPatient,
    | 'id'
    | 'pharmacyId'
    | 'gpName'
    | 'iM1Available'
    | 'iM1ReminderClosed'
    | 'allowManualReordering'
    | 'patientIntegration'
  >;
  pharmacy: Pick<
    RestPharmacy,
    'isServiceBookingEnabled' | 'ownershipType' | 'hasPromoteServiceCard' | 'promotedServices'
  > | null;
  /** Only IM1-linked patients have them (spec part 1 §3). */
  integrationSettings: Pick<
    RestIntegrationSettings,
    | 'appointmentsEnabled'
    | 'practicePatientCommunicationEnabled'
    | 'medicalRecordEnabled'
    | 'prescribingEnabled'
    | 'showMessageSubjects'
  > | null;
  linkedPatients: readonly Pick<RestLinkedPatient, 'patientId'>[];
}

/**
 * The access rules of spec part 1 §6 and part 2 §6, derived in one place. Route guards, navigation and cards in
 * the app read the result (me.features) instead of re-deriving them.
 */
export function deriveFeatures(facts: AccessFacts): Features {
  const { config, account, patient, pharmacy, integrationSettings: gp } = facts;

  // spec part 1 §2 (guards), §4: a patient without a nominated pharmacy is sent to /choose-pharmacy.
  const hasPharmacy = patient.pharmacyId !== null && pharmacy !== null;

  // spec part 1 §6: 'Features using the GP system need IM1 enabled in config.'
  const im1Enabled = config.featureIM1;

  // spec part 2 §6: GP-system features need 'the integration enabled in configuration and IM1 available for the
  // patient'; part 1 §2: IM1-check routes (messages, appointments, record, deregister) need the patient IM1-linked.
  const im1Linked = im1Enabled && patient.iM1Available;

  // spec part 1 §2: 'Routes needing patient integration redirect home when the patient has none'; the account flag
  // (NHS login registration, part 1 §8) and the patient's GP integration both count as one.
  const patientIntegration = account.hasPatientIntegration || patient.patientIntegration !== null;

  // spec part 1 §6: 'Prescribing ... needs a linked patient and prescribingEnabled'.
  const prescribing = im1Linked && gp?.prescribingEnabled === true;

  // spec part 1 §6: 'unlinked patients with allowManualReordering may order manual items'.
  const manualReordering = !im1Linked && patient.allowManualReordering;

  // spec part 1 §2 (New order): 'Redirects to home if the user is neither linked nor allowed manual reordering';
  // a linked patient whose practice has prescribing off has nothing to order either.
  const canOrder = prescribing || manualReordering;

  // spec part 1 §6 / part 2 §6: 'Appointments need appointmentsEnabled'.
  const appointments = im1Linked && gp?.appointmentsEnabled === true;

  // spec part 1 §6 / part 2 §6: 'messages need practicePatientCommunicationEnabled'.
  const messages = im1Linked && gp?.practicePatientCommunicationEnabled === true;

  // spec part 2 §6: 'Message subjects are shown only if showMessageSubjects allows it.'
  const messageSubjects = messages && gp.showMessageSubjects;

  // spec part 1 §6 / part 2 §6: 'medical record needs medicalRecordEnabled'.
  const medicalRecord = im1Linked && gp?.medicalRecordEnabled === true;

  // spec part 2 §6 / issue #17: the pharmacy-services screen follows the configuration flag (hidden when it is
  // off); with the flag on, a pharmacy that takes no bookings is named there ('not currently accepting').
  const pharmacyServices = config.featurePharmacyServiceBooking && hasPharmacy;

  // spec part 1 §6 / part 2 §6: 'Pharmacy service booking needs the configuration flag
  // featurePharmacyServiceBooking and the pharmacy's isServiceBookingEnabled'.
  const pharmacyServiceBooking =
    config.featurePharmacyServiceBooking && pharmacy?.isServiceBookingEnabled === true;

  // spec part 1 §6: ''My GP' needs a GP name and IM1 availability' (availability in configuration too, §6 first rule).
  const myGp = im1Linked && typeof patient.gpName === 'string' && patient.gpName.trim() !== '';

  // spec part 1 §2 (Home): the 'link via NHS' banner is for unlinked patients, dismissal tracked by
  // iM1ReminderClosed; linking is an IM1 feature, so it needs IM1 enabled in config (§6).
  const linkPrompt = im1Enabled && !patient.iM1Available && !patient.iM1ReminderClosed;

  // spec part 1 §6: 'Multi-patient accounts can switch the selected patient.' Counted as distinct patients,
  // the active one included, whether or not the API lists the active one among linkedPatients.
  const patientIds = new Set([patient.id, ...facts.linkedPatients.map((p) => p.patientId)]);
  const multiPatient = patientIds.size > 1;

  // spec part 1 §2 (Home): 'an allergy-testing card (external link, flag featureAllergyTesting)'.
  const allergyTesting = config.featureAllergyTesting;

  // spec part 1 §2 (Home): 'a vaccination promotion card (flag featureCovidVaccination and pharmacy
  // ownershipType 'Owned')'.
  const covidVaccination = config.featureCovidVaccination && pharmacy?.ownershipType === 'Owned';

  // spec part 1 §2 (Home, My services): 'pharmacy-promoted service cards (pharmacy hasPromoteServiceCard,
  // promotedServices)': shown when the pharmacy promotes at least one service.
  const promotedServices =
    pharmacy?.hasPromoteServiceCard === true && pharmacy.promotedServices.length > 0;

  // spec part 1 §6: 'Unlinked patients see a prompt to link.' Unlike linkPrompt (home's dismissible banner),
  // the way to connect stays where the hubs offer it; linking is an IM1 feature, so it needs IM1 in config.
  const connectGp = im1Enabled && !patient.iM1Available;

  // spec part 2 §6: 'Reminder features are gated by beta-feature status flags (auto and manual reorder, auto and
  // manual daily), combined with the account's allowBetaFeatures': a flag that is on opens its feature to the
  // accounts that take part in beta features, and to no other.
  const beta = (flag: keyof AccessFacts['config']['betaFeatures']) =>
    account.allowBetaFeatures && config.betaFeatures[flag];
  const manualReorderReminders = beta('manualReorderReminders');
  const manualDailyReminders = beta('manualDailyReminders');
  // A panel shows while either kind of its reminders is on: auto-generated ones are listed, and can be removed.
  const reorderReminders = manualReorderReminders || beta('autoReorderReminders');
  const dailyReminders = manualDailyReminders || beta('autoDailyReminders');

  // spec part 2 §6: 'Changing email in the profile is allowed only when the email-change feature flag allows
  // it for the account'; the flag is on or off for everyone ('Enabled' or 'Disabled').
  const emailChange = config.featureEmailChange === 'Enabled';

  // spec part 2 §6: profile editing is restricted for a patient registered for GP integration (the shared rule).
  const profileEditing = mayEditProfile({
    integrated: patientIntegration,
    nhsLoginAccount: account.nhsLoginSub !== null,
    featureFlagOn: emailChange,
  });

  // spec part 2 §6: 'Reset password is hidden for national-login accounts.'
  const passwordReset = account.nhsLoginSub === null;

  return {
    hasPharmacy,
    im1Enabled,
    im1Linked,
    patientIntegration,
    prescribing,
    manualReordering,
    canOrder,
    appointments,
    messages,
    messageSubjects,
    medicalRecord,
    pharmacyServices,
    pharmacyServiceBooking,
    myGp,
    linkPrompt,
    multiPatient,
    allergyTesting,
    covidVaccination,
    promotedServices,
    connectGp,
    reorderReminders,
    manualReorderReminders,
    dailyReminders,
    manualDailyReminders,
    reminders: reorderReminders || dailyReminders,
    emailChange,
    profileEditing,
    passwordReset,
  };
}
