/**
 * What a message call may touch (spec part 2 §6 'Messages need practicePatientCommunicationEnabled', part 1 §2
 * IM1-check routes): the selected patient's threads with their practice, only when the patient is IM1-linked
 * and the practice takes messages online. Every message route goes through here before it reads or writes.
 */
import type { PracticeRow } from '../accounts/repository';
import { ApiError } from '../http/api-error';
import type { PatientScope } from '../patients/patient-scope';

export interface MessageBox {
  patientId: string;
  /** How the patient's own messages are signed in a thread (spec part 2 'Message thread': from/to). */
  patientName: string;
  practice: PracticeRow;
}

/** 403 `messages.notAvailable`: the patient is not linked or the practice has messages off. */
function messagesNotAvailable(): ApiError {
  return new ApiError(403, 'messages.notAvailable', 'Messages are not available to this patient.');
}

export function loadMessageBox(scope: PatientScope): MessageBox {
  const { patient, practice } = scope;
  if (!practice?.integrationSettings.practicePatientCommunicationEnabled) {
    throw messagesNotAvailable();
  }
  return {
    patientId: patient.id,
    patientName: `${patient.firstName} ${patient.lastName}`,
    practice,
  };
}

/** 404 `message.notFound`: the same body for an unknown thread and for anyone else's. */
export function messageNotFound(): ApiError {
  return new ApiError(404, 'message.notFound', 'There is no such message.');
}
