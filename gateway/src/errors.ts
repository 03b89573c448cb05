import { GraphQLError } from 'graphql';

/**
 * Error codes the gateway sends in `extensions.code`. Each except UNAUTHENTICATED is a key of
 * locales/<lang>/errors.json; the app turns it into text. The gateway never sends English.
 */
export const ErrorCode = {
  unauthenticated: 'UNAUTHENTICATED',
  unexpected: 'common.unexpected',
  // Issue 21: a rate limit of the API reached (429); the wait is in its Retry-After.
  tooManyRequests: 'common.tooManyRequests',
  // Issue 22: the API too busy to check a password in time (503 service.busy); try again shortly.
  busy: 'common.busy',
  // Issue 22: one attempt's Idempotency-Key sent again with other answers (the API's 422 idempotency.keyReused).
  idempotencyKeyReused: 'common.idempotencyKeyReused',
  fieldsRequired: 'auth.fieldsRequired',
  invalidEmail: 'auth.invalidEmail',
  registrationIncomplete: 'auth.registrationIncomplete',
  accountLocked: 'auth.accountLocked',
  nhsLoginHint: 'auth.nhsLoginHint',
  invalidCredentials: 'auth.invalidCredentials',
  tokensMissing: 'auth.tokensMissing',
  accountDetailsFailed: 'auth.accountDetailsFailed',
  patientForbidden: 'patient.forbidden',
  // spec part 1 §8: errors:orders.loadFailed (orders and prescriptions)
  ordersLoadFailed: 'orders.loadFailed',
  // spec part 1 §8: errors:orders.cancelFailed
  cancelFailed: 'orders.cancelFailed',
  // spec part 1 §5: 'Order cancellation: non-blank reason.'
  cancelReasonRequired: 'orders.cancelReasonRequired',
  // spec part 1 §8: errors:orders.submitFailed
  submitFailed: 'orders.submitFailed',
  // spec part 1 §5: the comment must be non-blank when the GP requires one (prescribingCommentRequired).
  commentRequired: 'orders.commentRequired',
  // spec part 1 §5 / §9: the comment is at most 400 characters.
  commentTooLong: 'orders.commentTooLong',
  // spec part 1 §8: errors:orders.feedbackFailed
  feedbackFailed: 'orders.feedbackFailed',
  // spec part 2 §8: errors:auth.passwordResetFailed (request and completion)
  passwordResetFailed: 'auth.passwordResetFailed',
  // spec part 2 §8: the expired-link view of a completion with an unknown, used or expired token.
  passwordResetExpired: 'auth.passwordResetExpired',
  // spec part 2 §5: the new password breaks the password rule.
  passwordTooWeak: 'auth.passwordTooWeak',
  // spec part 1 §8: the registration send or resend failed ('There was an error, please try again…').
  registrationSendFailed: 'registration.sendFailed',
  // spec part 1 §2 'Email entry': the invalid-verification-token banner.
  registrationInvalidToken: 'registration.invalidToken',
  // No verified registration in this browser (never verified, finished, or over a day old): start again.
  registrationExpired: 'registration.expired',
  registrationFieldsRequired: 'registration.fieldsRequired',
  // spec part 1 §5 / §9: the date of birth is no later than 16 years ago.
  registrationTooYoung: 'registration.tooYoung',
  registrationInvalidDate: 'registration.invalidDate',
  registrationInvalidPhone: 'registration.invalidPhone',
  // spec part 1 §5: errors:registration.createFailed
  registrationCreateFailed: 'registration.createFailed',
  linkageNotFound: 'registration.linkageNotFound',
  // spec part 1 §2 'Linkage details': 'These Linkage details are already registered…'
  linkageAlreadyRegistered: 'registration.linkageAlreadyRegistered',
  // spec part 2: the email-change feature is 'Disabled' in the mobile config.
  emailChangeDisabled: 'emailChange.disabled',
  emailChangeSameEmail: 'emailChange.sameEmail',
  emailChangeEmailInUse: 'emailChange.emailInUse',
  // spec part 2 §8: errors:emailChange.credentialsRefused
  emailChangeCredentialsRefused: 'emailChange.credentialsRefused',
  // spec part 2 §8: errors:emailChange.failed (or the server's message)
  emailChangeFailed: 'emailChange.failed',
  // spec part 1 §8: errors:nhsLogin.failed
  nhsLoginFailed: 'nhsLogin.failed',
  // Signing in with an NHS login that has no account here: register first.
  nhsLoginUnknownUser: 'nhsLogin.unknownUser',
  // Registering with an NHS login that already has an account: log in instead.
  nhsLoginAccountExists: 'nhsLogin.accountExists',
  // spec part 1 §8: errors:pharmacy.searchFailed
  pharmacySearchFailed: 'pharmacy.searchFailed',
  // spec part 1 §8: errors:pharmacy.loadFailed
  pharmacyLoadFailed: 'pharmacy.loadFailed',
  // A postcode search for a postcode the directory cannot place.
  pharmacyPostcodeNotFound: 'pharmacy.postcodeNotFound',
  // spec part 1 §8: errors:pharmacy.changeFailed (a 422 shows the server's message)
  pharmacyChangeFailed: 'pharmacy.changeFailed',
  // spec part 1 §5: on change, the chosen pharmacy must differ from the current one.
  pharmacySameAsCurrent: 'pharmacy.sameAsCurrent',
  // spec part 2 §8: errors:myDetails.deletePatientFailed
  deletePatientFailed: 'myDetails.deletePatientFailed',
  // spec part 2 §8: errors:myDetails.deregisterFailed
  deregisterFailed: 'myDetails.deregisterFailed',
  // spec part 1 §8 / part 2 §8: the register-for-online-services failure (errors:linking.failed).
  linkingFailed: 'linking.failed',
  linkingFieldsRequired: 'linking.fieldsRequired',
  linkingInvalidDate: 'linking.invalidDate',
  // The letter matches no GP record (the server's message is shown: spec part 1 §8).
  linkingNotFound: 'linking.notFound',
  // spec part 1 §2 'Connect IM1 form': 'These Linkage details are already registered…, please try new details'
  linkingAlreadyRegistered: 'linking.alreadyRegistered',
  linkingPatientAlreadyLinked: 'linking.patientAlreadyLinked',
  // Issue #13: at most 5 letter attempts a minute per account.
  linkingTooManyAttempts: 'linking.tooManyAttempts',
  linkingNoNhsLoginRecord: 'linking.noNhsLoginRecord',
  // spec part 2 §8: the six reminder and medicine-search failures (errors:reminders.*).
  reminderCreateFailed: 'reminders.createFailed',
  reminderUpdateFailed: 'reminders.updateFailed',
  reminderRemoveFailed: 'reminders.removeFailed',
  dailyReminderRemoveFailed: 'reminders.removeDailyFailed',
  dailyReminderUpdateFailed: 'reminders.updateDailyFailed',
  medicineSearchFailed: 'reminders.medicineSearchFailed',
  // spec part 2 §5, §9: a reorder date and time in 15-minute steps, not before now; a daily time on a step.
  reorderTimeInvalid: 'reminders.reorderTimeInvalid',
  reorderTimeInPast: 'reminders.reorderTimeInPast',
  dailyTimeInvalid: 'reminders.dailyTimeInvalid',
  // spec part 2 §5: 'Daily reminder: a description is needed.'
  reminderDescriptionRequired: 'reminders.descriptionRequired',
  // spec part 2 §2: only items already ordered and collected.
  reminderItemNotOrdered: 'reminders.itemNotOrdered',
  // spec part 2 §8: the five appointment failures (errors:appointments.*).
  appointmentsLoadFailed: 'appointments.loadFailed',
  appointmentCliniciansFailed: 'appointments.cliniciansFailed',
  appointmentSessionsFailed: 'appointments.sessionsFailed',
  appointmentBookFailed: 'appointments.bookFailed',
  appointmentCancelFailed: 'appointments.cancelFailed',
  // Issue #15: two patients confirmed one slot at once, and the other was first.
  appointmentSlotUnavailable: 'appointments.slotUnavailable',
  // spec part 2 §5: contact number always, reason when appointmentReasonRequired, cancel reason; non-blank.
  appointmentContactNumberRequired: 'appointments.contactNumberRequired',
  appointmentReasonRequired: 'appointments.reasonRequired',
  appointmentCancelReasonRequired: 'appointments.cancelReasonRequired',
  // spec part 2 §8: the pharmacy-service failures (errors:pharmacyServices.*); a 422 from availability, booking
  // or cancelling carries the server's message, which the app shows instead.
  pharmacyServiceAvailabilityFailed: 'pharmacyServices.availabilityFailed',
  pharmacyServiceBookFailed: 'pharmacyServices.bookFailed',
  pharmacyServiceCancelFailed: 'pharmacyServices.cancelFailed',
  pharmacyServiceBookingsLoadFailed: 'pharmacyServices.bookingsLoadFailed',
  pharmacyServicesLoadFailed: 'pharmacyServices.servicesLoadFailed',
  // spec part 2 §8 Map: errors:pharmacyServices.mapFailed (missing coordinates or call error).
  pharmacyServiceMapFailed: 'pharmacyServices.mapFailed',
  // spec part 2 §5: 'a time is required. If the service has sub types, a sub type is required.'
  pharmacyServiceTimeRequired: 'pharmacyServices.timeRequired',
  pharmacyServiceSubTypeRequired: 'pharmacyServices.subTypeRequired',
  // spec part 2 §8: the five message failures (errors:messages.*); detail and recipients show the server's
  // message where it gives one.
  messagesLoadFailed: 'messages.loadFailed',
  messageDetailFailed: 'messages.detailFailed',
  messageRecipientsFailed: 'messages.recipientsFailed',
  messageSendFailed: 'messages.sendFailed',
  messageDeleteFailed: 'messages.deleteFailed',
  // spec part 2 §5: recipient, subject and body non-blank; issue #16: subject 64, body 4,000 characters.
  messageRecipientRequired: 'messages.recipientRequired',
  messageSubjectRequired: 'messages.subjectRequired',
  messageBodyRequired: 'messages.bodyRequired',
  messageSubjectTooLong: 'messages.subjectTooLong',
  messageBodyTooLong: 'messages.bodyTooLong',
  // spec part 2 §8: errors:medicalRecord.loadFailed (any section of the record).
  medicalRecordLoadFailed: 'medicalRecord.loadFailed',
  // spec part 2 §8, the FAQs failure: errors:help.faqsFailed (its spelling corrected: locales/README.md).
  faqsFailed: 'help.faqsFailed',
  // spec part 2 §8: the profile update (a 422 lists field reasons) and the address search (errors:profile.*).
  profileUpdateFailed: 'profile.updateFailed',
  addressSearchFailed: 'profile.addressSearchFailed',
  // spec part 2 §5: 'Address search starts only with more than 3 characters'.
  addressSearchTooShort: 'profile.addressSearchTooShort',
  // spec part 2 §8 'Notifications': a 422 lists its reasons; otherwise errors:notifications.updateFailed.
  notificationsUpdateFailed: 'notifications.updateFailed',
  notificationsInvalid: 'notifications.invalid',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface FieldReason {
  field: string;
  reason: string;
}

export interface GatewayErrorExtensions {
  /** The server's own message, only where the spec shows it (422 with show=true). */
  serverMessage?: string;
  /** Field reasons of a 422, as the API sent them (codes, not prose). */
  reasons?: FieldReason[];
}

/**
 * A failed operation. The message repeats the code so that no English reaches the browser even where a
 * client prints `message`.
 */
export function gatewayError(code: string, extras: GatewayErrorExtensions = {}): GraphQLError {
  return new GraphQLError(code, { extensions: { code, ...extras } });
}

/** The session has ended (none, expired, tampered, or its refresh was refused): the app goes to /login. */
export function unauthenticated(): GraphQLError {
  return gatewayError(ErrorCode.unauthenticated);
}

/**
 * Whether a value is a GraphQLError. By name, not instanceof: when graphql is loaded twice (its CommonJS and ES
 * module builds, as under vitest) errors from one copy are not instances of the other's class.
 */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError';
}

/** The code of a GraphQL error, if it is one the gateway raised. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!isGraphQLError(error)) return undefined;
  const code = error.extensions['code'];
  return typeof code === 'string' ? code : undefined;
}

/**
 * Yoga's maskedErrors hook: errors the gateway raised on purpose pass; anything else (a bug, a thrown
 * TypeError) becomes `common.unexpected` with no message text, stack or cause. The original is logged.
 */
export function createMaskError(log: (line: string) => void) {
  return (error: unknown): Error => {
    if (isGraphQLError(error) && isIntended(error)) return error;
    const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
    log(
      `[gateway] unexpected error: ${original instanceof Error ? original.name + ': ' + original.message : 'non-error thrown'}`,
    );
    const located = isGraphQLError(error) ? error : undefined;
    return new GraphQLError(ErrorCode.unexpected, {
      nodes: located?.nodes,
      source: located?.source,
      positions: located?.positions,
      path: located?.path,
      extensions: { code: ErrorCode.unexpected },
    });
  };
}

/** A GraphQLError that was created as one (not a wrapped exception): validation errors and the gateway's own. */
function isIntended(error: GraphQLError): boolean {
  let cause: unknown = error.originalError;
  while (cause !== undefined && cause !== null) {
    if (!isGraphQLError(cause)) return false;
    cause = cause.originalError;
  }
  return true;
}
