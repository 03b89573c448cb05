import { object, string, type InferType } from 'yup';

/** The API's bounds (api/src/appointments/appointment-schemas.ts); the gateway and API refuse longer. */
export const CONTACT_NUMBER_MAX_LENGTH = 30;
export const BOOKING_REASON_MAX_LENGTH = 500;

/** The catalogue keys of the booking forms' messages ('ns:key', so the catalogue check sees them). */
export const bookingMessages = {
  serviceRequired: 'appointments:book.service.required',
  practitionerRequired: 'appointments:book.practitioner.required',
  dateRequired: 'appointments:book.date.required',
  timeRequired: 'appointments:book.time.required',
  contactNumberRequired: 'errors:appointments.contactNumberRequired',
  contactNumberTooLong: 'appointments:book.check.contactTooLong',
  reasonRequired: 'errors:appointments.reasonRequired',
  reasonTooLong: 'appointments:book.check.reasonTooLong',
} as const;

/**
 * A step's one answer (service, practitioner type, date, time): one of the choices the page offers (the
 * validation context's `choices`), else `message`.
 */
function answerSchema(message: string) {
  return object({
    answer: string()
      .required(message)
      .test('offered', message, (value, { options }) => {
        const context = options.context as AnswerContext | undefined;
        return context?.choices.includes(value) ?? false;
      }),
  });
}

/** The validation context of a step with one answer: the values of its radios. */
export interface AnswerContext {
  choices: readonly string[];
}

/** The values of a step with one answer (the chosen radio's value). */
export type AnswerFormValues = InferType<ReturnType<typeof answerSchema>>;

/** spec part 2 'Booking flow' 1: Practice or Telephone. */
export const serviceSchema = answerSchema(bookingMessages.serviceRequired);

/** spec part 2 'Booking flow' 2 (filtered booking on): my registered GP, any GP, or a nurse. */
export const practitionerSchema = answerSchema(bookingMessages.practitionerRequired);

/** spec part 2 'Booking flow' 4 and 'Dates': one of the dates with sessions. */
export const dateSchema = answerSchema(bookingMessages.dateRequired);

/** spec part 2 'Booking flow' 5: one of the date's free slots. */
export const timeSchema = answerSchema(bookingMessages.timeRequired);

/**
 * spec part 2 §5 'Appointment booking': the contact number is required and must be non-blank; the reason is
 * required and non-blank only if the practice sets appointmentReasonRequired (validation context
 * `reasonRequired`), and it is trimmed. The gateway and the API check the same rules again.
 */
export const bookingDetailsSchema = object({
  contactNumber: string()
    .default('')
    .trim()
    .required(bookingMessages.contactNumberRequired)
    .max(CONTACT_NUMBER_MAX_LENGTH, bookingMessages.contactNumberTooLong),
  reason: string()
    .default('')
    .trim()
    .max(BOOKING_REASON_MAX_LENGTH, bookingMessages.reasonTooLong)
    .when('$reasonRequired', {
      is: true,
      then: (schema) => schema.required(bookingMessages.reasonRequired),
    }),
});
export type BookingDetailsFormValues = InferType<typeof bookingDetailsSchema>;
