import type { PatientRow, PracticeRow } from '../accounts/repository';
import { Type } from '@sinclair/typebox';
import { booleanFlags } from '../http/schemas';
import type { GpSystem, IntegrationSettings, MedicalRecordSettings } from '../db/schema';

/** What the practice's GP system lets patients do online, as answered (spec part 1 §3 and §6, part 2 §3). */
export const IntegrationSettingsResponse = Type.Object({
  ...booleanFlags<Exclude<keyof IntegrationSettings, 'medicalRecordSettings'>>([
    'appointmentsEnabled',
    'practicePatientCommunicationEnabled',
    'medicalRecordEnabled',
    'prescribingEnabled',
    'allowFilteredAppointmentBooking',
    'appointmentReasonRequired',
    'prescribingCommentRequired',
    'showMessageSubjects',
  ]).properties,
  medicalRecordSettings: booleanFlags<keyof MedicalRecordSettings>([
    'allergiesEnabled',
    'consultationsEnabled',
    'immunisationsEnabled',
    'medicationEnabled',
    'problemsEnabled',
    'testResultsEnabled',
  ]),
});

/** spec part 1 §3: integrationType 1 means a TPP-type GP system; EMIS-type systems are 0. */
export function integrationTypeOf(system: GpSystem): 0 | 1 {
  return system === 'TPP' ? 1 : 0;
}

/** The patient's link to a GP system, or null when not linked (AccountDetails `patient.patientIntegration`). */
export function toPatientIntegration(
  practice: PracticeRow | undefined,
): { integrationType: 0 | 1; odsCode: string } | null {
  return practice
    ? { integrationType: integrationTypeOf(practice.gpSystem), odsCode: practice.odsCode }
    : null;
}

/**
 * Whether the patient may use GP online services: flagged iM1Available and linked to a practice we know.
 * Integration settings and linked patients are only given for such patients (spec part 1 §3, §7).
 */
export function isIm1Linked(
  patient: PatientRow | undefined,
  practice: PracticeRow | undefined,
): practice is PracticeRow {
  return Boolean(patient?.im1Available && practice);
}

/** A copy with exactly the contract's keys, whatever else the stored JSON may hold. */
export function toIntegrationSettingsResponse(settings: IntegrationSettings): IntegrationSettings {
  const record = settings.medicalRecordSettings;
  return {
    appointmentsEnabled: settings.appointmentsEnabled,
    practicePatientCommunicationEnabled: settings.practicePatientCommunicationEnabled,
    medicalRecordEnabled: settings.medicalRecordEnabled,
    prescribingEnabled: settings.prescribingEnabled,
    allowFilteredAppointmentBooking: settings.allowFilteredAppointmentBooking,
    appointmentReasonRequired: settings.appointmentReasonRequired,
    prescribingCommentRequired: settings.prescribingCommentRequired,
    showMessageSubjects: settings.showMessageSubjects,
    medicalRecordSettings: {
      allergiesEnabled: record.allergiesEnabled,
      consultationsEnabled: record.consultationsEnabled,
      immunisationsEnabled: record.immunisationsEnabled,
      medicationEnabled: record.medicationEnabled,
      problemsEnabled: record.problemsEnabled,
      testResultsEnabled: record.testResultsEnabled,
    },
  };
}
