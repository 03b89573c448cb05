/**
 * What an appointment call may touch (spec part 2 §6 'Appointments need appointmentsEnabled', part 1 §6 IM1):
 * the selected patient's practice book, only when the patient is IM1-linked and the practice has
 * appointments on. Every appointment route goes through here before it reads or books anything.
 */
import type { PracticeRow } from '../accounts/repository';
import type { Queryable } from '../db/database';
import { findGpRecord } from '../gp-systems/gp-records';
import { ApiError } from '../http/api-error';
import type { PatientScope } from '../patients/patient-scope';

export interface AppointmentBook {
  patientId: string;
  practice: PracticeRow;
  /** The patient's registered GP (spec part 2 §9 'UserGP'), null when none is chosen. */
  usualDoctorName: string | null;
}

/** 403 `appointments.notAvailable`: the patient is not linked or the practice has appointments off. */
function appointmentsNotAvailable(): ApiError {
  return new ApiError(
    403,
    'appointments.notAvailable',
    'Appointments are not available to this patient.',
  );
}

export async function loadAppointmentBook(
  db: Queryable,
  scope: PatientScope,
): Promise<AppointmentBook> {
  const { patient, practice } = scope;
  if (!practice?.integrationSettings.appointmentsEnabled || !patient.gpAccountId) {
    throw appointmentsNotAvailable();
  }
  const record = await findGpRecord(db, {
    odsCode: practice.odsCode,
    gpAccountId: patient.gpAccountId,
  });
  return { patientId: patient.id, practice, usualDoctorName: record?.usualDoctorName ?? null };
}

/** 404 `appointment.notFound`: the same body for an unknown slot and for anyone else's booking. */
export function appointmentNotFound(): ApiError {
  return new ApiError(404, 'appointment.notFound', 'There is no such appointment.');
}
