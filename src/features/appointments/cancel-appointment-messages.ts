/**
 * The catalogue keys of the cancel-appointment form's messages ('ns:key', so the catalogue check sees them).
 * Apart from the schema, so that the screen reads them without bringing yup, which loads with the first
 * validation (src/lib/lazy-yup-resolver.ts).
 */
export const cancelAppointmentMessages = {
  reasonRequired: 'errors:appointments.cancelReasonRequired',
  reasonTooLong: 'appointments:cancel.reasonTooLong',
} as const;
