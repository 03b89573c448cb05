import { object, string, type InferType } from 'yup';
import { cancelAppointmentMessages } from './cancel-appointment-messages';

/** The API's bound on a cancellation reason (api/src/appointments/appointment-schemas.ts). */
export const CANCELLATION_REASON_MAX_LENGTH = 500;

/**
 * spec part 2 §5: 'Appointment cancellation: a non-blank reason is required.' Trimmed before it is sent; the
 * gateway and the API check the same rule again.
 */
export const cancelAppointmentSchema = object({
  reason: string()
    .default('')
    .trim()
    .required(cancelAppointmentMessages.reasonRequired)
    .max(CANCELLATION_REASON_MAX_LENGTH, cancelAppointmentMessages.reasonTooLong),
});

export type CancelAppointmentFormValues = InferType<typeof cancelAppointmentSchema>;
