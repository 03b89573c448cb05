/**
 * Every id argument of the app's operations (src/gql/persisted-documents.json), by operation and variable path,
 * and what it names (docs/security.md "Cross-patient matrix"). The matrix test fails for an id argument missing
 * here, so a new operation is covered as soon as its row is written, and cannot be forgotten.
 *
 * An id of a patient, or of something a patient owns, is tried for each case of ./cross-patient-matrix.test.ts.
 * An id of something shared by everyone (a pharmacy, a practice's clinician) says why it is not a patient's.
 */

/** What a patient owns, found in (or copied into) the API's table of that name for each case. */
export type OwnedKind =
  | 'patient'
  | 'order'
  | 'orderItem'
  | 'dailyReminder'
  | 'reorderReminder'
  | 'messageThread'
  | 'appointmentSlot'
  | 'pharmacyBooking';

export type IdArgument =
  | {
      owned: OwnedKind;
      variables: (id: string) => Record<string, unknown>;
      /**
       * Why the patient's own (or linked) id is refused here too, with the unknown id's answer: a business rule
       * the matrix's seeded item meets (already collected, their own patient). That their answer differs from
       * an unknown id's is then not proven; that the others' is the same still is.
       */
      refusedForOwn?: string;
    }
  | { shared: string };

const today = () => new Date().toISOString().slice(0, 10);

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
    shared: 'not yet in the matrix: a course of the GP record (the API checks it is the patient’s)',
  },
  'PlaceOrder.input.items[].orderItemId': {
    shared: 'not yet in the matrix: reordering an item (the API checks it is the patient’s)',
  },
  'CreateDailyReminder.input.orderId': {
    shared: 'not yet in the matrix: paired with orderItemId below',
  },
  'UpdateDailyReminder.input.orderId': {
    shared: 'not yet in the matrix: paired with orderItemId below',
  },
  'CreateReorderReminder.input.orderId': {
    shared: 'not yet in the matrix: paired with orderItemId below',
  },
  'CreateDailyReminder.input.orderItemId': {
    owned: 'orderItem',
    refusedForOwn: 'the matrix passes the item’s id as its order’s too',
    variables: (id) => ({ input: { reminderTime: '09:00', orderItemId: id, orderId: id } }),
  },
  'UpdateDailyReminder.input.orderItemId': {
    shared: 'not yet in the matrix: needs the patient’s own daily reminder as well',
  },
  'CreateReorderReminder.input.orderItemId': {
    owned: 'orderItem',
    refusedForOwn: 'the matrix passes the item’s id as its order’s too',
    variables: (id) => ({
      input: { orderId: id, orderItemId: id, when: { date: today(), time: '23:45' } },
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
    refusedForOwn:
      'the matrix names the thread’s id as its recipient too, which a reply’s recipient is not',
    variables: (id) => ({
      input: { recipientGuid: id, replyToId: id, subject: 'Matrix', body: 'A reply' },
    }),
  },
  'CancelOrder.orderId': {
    owned: 'order',
    refusedForOwn: 'the seeded order is past cancelling',
    variables: (orderId) => ({ orderId, reason: 'Ordered by mistake' }),
  },
  'SendOrderFeedback.orderId': {
    owned: 'order',
    refusedForOwn: 'feedback is for a collected order, once',
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
    refusedForOwn:
      'the linked patient’s reminder is the matrix’s copy, without the ordered item it needs',
    variables: (id) => ({ id, when: { date: today(), time: '23:45' } }),
  },
  'CancelAppointment.slotId': {
    owned: 'appointmentSlot',
    variables: (slotId) => ({ slotId, reason: 'Matrix' }),
  },
  'CancelPharmacyServiceBooking.bookingId': {
    owned: 'pharmacyBooking',
    refusedForOwn: 'the copied booking is not a cancellable one',
    variables: (bookingId) => ({ bookingId }),
  },
};
