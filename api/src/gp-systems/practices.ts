/**
 * The simulated GP practices (ARCHITECTURE.md "api/": GP systems), keyed by ODS code: one on an EMIS-like
 * system and one on a TPP-like system (integrationType 1, im1/integration.ts), each with the integration
 * settings its system gives patients online (spec part 1 §3 and §6, part 2 §3) and the address and telephone
 * 'My GP details' shows (part 2 §2; address lines 2 and 3 may be empty, as real addresses are). The seed upserts them, so a
 * change here reaches existing databases at the next start.
 */
import type { IntegrationSettings, practices } from '../db/schema';
import { seedPracticeOdsCodes } from '../demo/seed-ids';

type NewPractice = typeof practices.$inferInsert;

const allMedicalRecordTabs = {
  allergiesEnabled: true,
  consultationsEnabled: true,
  immunisationsEnabled: true,
  medicationEnabled: true,
  problemsEnabled: true,
  testResultsEnabled: true,
};

const emisSettings: IntegrationSettings = {
  appointmentsEnabled: true,
  practicePatientCommunicationEnabled: true,
  medicalRecordEnabled: true,
  prescribingEnabled: true,
  allowFilteredAppointmentBooking: true,
  appointmentReasonRequired: false,
  prescribingCommentRequired: false,
  showMessageSubjects: true,
  medicalRecordSettings: allMedicalRecordTabs,
};

const tppSettings: IntegrationSettings = {
  appointmentsEnabled: true,
  practicePatientCommunicationEnabled: true,
  medicalRecordEnabled: true,
  prescribingEnabled: true,
  allowFilteredAppointmentBooking: false,
  appointmentReasonRequired: true,
  // The TPP practice exercises spec part 1 §5: a required, non-blank order comment.
  prescribingCommentRequired: true,
  showMessageSubjects: false,
  // Issue #18: some sections off, so they are neither shown nor counted.
  medicalRecordSettings: {
    ...allMedicalRecordTabs,
    consultationsEnabled: false,
    immunisationsEnabled: false,
  },
};

// Issue #15: the appointment demo's edge practices, otherwise like the EMIS-like one.
const noSlotsSettings: IntegrationSettings = { ...emisSettings };
const appointmentsOffSettings: IntegrationSettings = {
  ...emisSettings,
  appointmentsEnabled: false,
};
// Issue #16: a practice that does not take messages online.
const messagesOffSettings: IntegrationSettings = {
  ...emisSettings,
  practicePatientCommunicationEnabled: false,
};
// Issue #18: the medical record off, otherwise like the EMIS-like one.
const recordOffSettings: IntegrationSettings = { ...emisSettings, medicalRecordEnabled: false };

export const simulatedPractices: NewPractice[] = [
  {
    odsCode: seedPracticeOdsCodes.emis,
    name: 'Riverside Medical Practice',
    gpSystem: 'EMIS',
    integrationSettings: emisSettings,
    address1: 'Riverside Health Centre',
    address2: '2 Mill Lane',
    address3: 'Gosforth',
    address4: 'Newcastle upon Tyne',
    postcode: 'NE3 4AB',
    telephone: '0191 496 0100',
  },
  {
    odsCode: seedPracticeOdsCodes.tpp,
    name: 'Tyneside Health Centre',
    gpSystem: 'TPP',
    integrationSettings: tppSettings,
    address1: '40 Quayside',
    address2: null,
    address3: null,
    address4: 'Newcastle upon Tyne',
    postcode: 'NE1 3JE',
    telephone: '0191 496 0200',
  },
  {
    odsCode: seedPracticeOdsCodes.noSlots,
    name: 'Harbour View Surgery',
    gpSystem: 'EMIS',
    integrationSettings: noSlotsSettings,
    address1: '7 Harbour View',
    address2: null,
    address3: 'North Shields',
    address4: 'Tyne and Wear',
    postcode: 'NE29 6AA',
    telephone: '0191 496 0300',
  },
  {
    odsCode: seedPracticeOdsCodes.appointmentsOff,
    name: 'Ouseburn Family Practice',
    gpSystem: 'EMIS',
    integrationSettings: appointmentsOffSettings,
    address1: '21 Lime Street',
    address2: 'Ouseburn',
    address3: null,
    address4: 'Newcastle upon Tyne',
    postcode: 'NE1 2PQ',
    telephone: '0191 496 0400',
  },
  {
    odsCode: seedPracticeOdsCodes.messagesOff,
    name: 'Jesmond Vale Surgery',
    gpSystem: 'EMIS',
    integrationSettings: messagesOffSettings,
    address1: '9 Jesmond Vale Lane',
    address2: 'Heaton',
    address3: null,
    address4: 'Newcastle upon Tyne',
    postcode: 'NE6 5JS',
    telephone: '0191 496 0600',
  },
  {
    odsCode: seedPracticeOdsCodes.recordOff,
    name: 'Heaton Road Surgery',
    gpSystem: 'EMIS',
    integrationSettings: recordOffSettings,
    address1: '112 Heaton Road',
    address2: 'Heaton',
    address3: null,
    address4: 'Newcastle upon Tyne',
    postcode: 'NE6 5HN',
    telephone: '0191 496 0500',
  },
];
