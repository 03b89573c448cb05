/**
 * Every id argument of the app's operations (src/gql/persisted-documents.json), by operation and variable path,
 * and what it names (docs/security.md "Cross-patient matrix"). The matrix test fails for an id argument missing
 * here, so a new operation is covered as soon as its row is written, and cannot be forgotten.
 *
 * An id of a patient, or of something a patient owns, is tried for each case of ./cross-patient-matrix.test.ts.
 * An id of something shared by everyone (a pharmacy, a practice's clinician) says why it is not a patient's.
 */

/** What a patient owns, found in (or copied into) the API's tables for each case (./cross-patient-matrix.test.ts). */
export type OwnedKind =
  | 'patient'
  /** An order still requested, so cancellable. */
  | 'cancellableOrder'
  /** The latest collected order with a dispensed item (the one the reminder screens offer). */
  | 'collectedOrder'
  /** A collected order without feedback yet. */
  | 'unratedOrder'
  /** The first dispensed item of the `collectedOrder`. */
  | 'collectedItem'
  /** A medication course on the patient's GP record. */
  | 'course'
  | 'dailyReminder'
  | 'reorderReminder'
  | 'messageThread'
  /** The recipient of the `messageThread` (not an id argument of its own: a practice's). */
  | 'messageRecipient'
  | 'appointmentSlot'
  | 'pharmacyBooking';

/** One of each kind the acting patient owns, for the arguments the id under test is paired with. */
export type Mine = Record<OwnedKind, string>;

export type IdArgument =
  | {
      owned: OwnedKind;
      /**
       * The operation's variables with `id` in the argument under test and the acting patient's own items
       * (`mine`) in every other id argument, so that only the id under test is another patient's.
       */
      variables: (id: string, mine: Mine) => Record<string, unknown>;
      /**
       * Why the patient's own (or linked) id is refused here too, with its own wording: a business rule that
       * the case meets by its nature. That its answer differs from an unknown id's is still checked.
       */
      refusedForOwn?: string;
    }
  | { shared: string };

/** Tomorrow's date (UTC), for a reminder that is never in the past whenever the test runs. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const PRACTICE = "the practice's own list, the same for every patient at it";

export const ID_ARGUMENTS: Record<string, IdArgument> = {
  'BookCheckScreen.filter.clinicianId': { shared: PRACTICE },
  'BookDateScreen.filter.clinicianId': { shared: PRACTICE },
  'BookTimeScreen.filter.clinicianId': { shared: PRACTICE },
  'BookAppointment.input.sessionId': { shared: PRACTICE },
  'BookAppointment.input.slotId': { shared: `a free slot: ${PRACTICE}` },
  'SendMessage.input.recipientGuid': { shared: PRACTICE },
  'BookPharmacyServiceDateScreen.serviceId': { shared: "the pharmacy's service catalogue" },
  'BookPharmacyService.input.serviceId': { shared: "the pharmacy's service catalogue" },
  'ChoosePharmacy.pharmacyId': { shared: 'the public pharmacy directory' },
  'PlaceOrder.input.items[].medicationCourseGuid': {
    owned: 'course',
    variables: (id) => ({
      input: { items: [{ description: 'Matrix', itemOrderType: 'IM1', medicationCourseGuid: id }] },
    }),
  },
  'PlaceOrder.input.items[].orderItemId': {
    owned: 'collectedItem',
    variables: (id, mine) => ({
      input: {
        items: [
          {
            description: 'Matrix',
            itemOrderType: 'IM1',
            medicationCourseGuid: mine.course,
            orderItemId: id,
          },
        ],
      },
    }),
  },
  'CreateDailyReminder.input.orderId': {
    owned: 'collectedOrder',
    variables: (id, mine) => ({
      input: { reminderTime: '09:00', orderId: id, orderItemId: mine.collectedItem },
    }),
  },
  'CreateDailyReminder.input.orderItemId': {
    owned: 'collectedItem',
    variables: (id, mine) => ({
      input: { reminderTime: '09:00', orderId: mine.collectedOrder, orderItemId: id },
    }),
  },
  'UpdateDailyReminder.input.orderId': {
    owned: 'collectedOrder',
    variables: (id, mine) => ({
      id: mine.dailyReminder,
      input: { reminderTime: '09:30', orderId: id, orderItemId: mine.collectedItem },
    }),
  },
  'UpdateDailyReminder.input.orderItemId': {
    owned: 'collectedItem',
    variables: (id, mine) => ({
      id: mine.dailyReminder,
      input: { reminderTime: '09:30', orderId: mine.collectedOrder, orderItemId: id },
    }),
  },
  'CreateReorderReminder.input.orderId': {
    owned: 'collectedOrder',
    variables: (id, mine) => ({
      input: {
        orderId: id,
        orderItemId: mine.collectedItem,
        when: { date: tomorrow(), time: '23:45' },
      },
    }),
  },
  'CreateReorderReminder.input.orderItemId': {
    owned: 'collectedItem',
    variables: (id, mine) => ({
      input: {
        orderId: mine.collectedOrder,
        orderItemId: id,
        when: { date: tomorrow(), time: '23:45' },
      },
    }),
  },
  'SelectPatient.patientId': { owned: 'patient', variables: (patientId) => ({ patientId }) },
  'SwitchLinkedPatient.patientId': { owned: 'patient', variables: (patientId) => ({ patientId }) },
  'DeleteLinkedPatient.patientId': {
    refusedForOwn: 'the account’s own patient cannot be deleted',
    owned: 'patient',
    variables: (patientId) => ({ patientId }),
  },
  'ReplyMessageScreen.id': { owned: 'messageThread', variables: (id) => ({ id }) },
  'MessageThreadScreen.id': { owned: 'messageThread', variables: (id) => ({ id }) },
  'MarkMessageRead.id': { owned: 'messageThread', variables: (id) => ({ id }) },
  'DeleteMessage.id': { owned: 'messageThread', variables: (id) => ({ id }) },
  'SendMessage.input.replyToId': {
    owned: 'messageThread',
    variables: (id, mine) => ({
      input: {
        recipientGuid: mine.messageRecipient,
        replyToId: id,
        subject: 'Matrix',
        body: 'A reply',
      },
    }),
  },
  'CancelOrder.orderId': {
    owned: 'cancellableOrder',
    variables: (orderId) => ({ orderId, reason: 'Ordered by mistake' }),
  },
  'SendOrderFeedback.orderId': {
    owned: 'unratedOrder',
    variables: (orderId) => ({ orderId, enjoyed: true, comments: 'Fine' }),
  },
  'DailyReminderScreen.id': { owned: 'dailyReminder', variables: (id) => ({ id, editing: true }) },
  'UpdateDailyReminder.id': {
    owned: 'dailyReminder',
    variables: (id) => ({ id, input: { reminderTime: '09:15', description: 'Matrix' } }),
  },
  'RemoveDailyReminder.id': { owned: 'dailyReminder', variables: (id) => ({ id }) },
  'RemoveReorderReminder.id': { owned: 'reorderReminder', variables: (id) => ({ id }) },
  'EditReorderReminderScreen.id': { owned: 'reorderReminder', variables: (id) => ({ id }) },
  'UpdateReorderReminder.id': {
    owned: 'reorderReminder',
    variables: (id) => ({ id, when: { date: tomorrow(), time: '23:45' } }),
  },
  'CancelAppointment.slotId': {
    owned: 'appointmentSlot',
    variables: (slotId) => ({ slotId, reason: 'Matrix' }),
  },
  'CancelPharmacyServiceBooking.bookingId': {
    owned: 'pharmacyBooking',
    variables: (bookingId) => ({ bookingId }),
  },
};
