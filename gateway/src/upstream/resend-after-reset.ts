import type { EndpointName } from '../config';

/**
 * When a REST call may be sent once more after its connection was reset before any answer came (issue #22).
 * A keep-alive connection the API or a load balancer closes just as the gateway sends on it fails that way; a
 * load on the cluster met it about once in 10,000 calls, and the user saw a failure for nothing. Sending again
 * must not make a change twice, since the API may have acted before the connection went: so only calls that
 * change nothing, or change it the same however often they arrive (HTTP's GET, PUT, DELETE, and the POST calls
 * that end something), or that carry an idempotency key, which the API answers once
 * (api/src/http/idempotency.ts).
 */

/** The calls the API takes as POST (spec part 1 §7, part 2) that only read. */
const POST_READS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'accountStatus',
  'appointmentClinicians',
  'appointmentSlots',
  'im1AccountDetails',
  'medicalRecord',
  'ordersList',
  'pharmaciesByLocation',
  'pharmacyServiceAvailability',
  'pharmacyServicesList',
  'prescriptionsList',
  'registrationLookup',
  'reminderItems',
  'remindersList',
  'searchMedicines',
  'serviceBookingsList',
]);

/**
 * The POST calls that end something (a booking, an order, a message, a link, a token): arriving twice leaves it
 * ended, as once does. A second arrival after the first was carried out is refused as not found, the failure
 * the user would have seen anyway; the reset that sending again is for comes before the API reads the call.
 */
const POST_ENDINGS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'cancelAppointment',
  'cancelOrder',
  'deleteMessage',
  'deletePatient',
  'deregister',
  'revokeToken',
]);

const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'PUT', 'DELETE']);

/** Failures of the connection itself, with nothing of an answer read. */
const CONNECTION_RESETS: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export function mayResend(
  name: EndpointName,
  method: string,
  idempotencyKey: string | null | undefined,
): boolean {
  return (
    IDEMPOTENT_METHODS.has(method) ||
    POST_READS.has(name) ||
    POST_ENDINGS.has(name) ||
    Boolean(idempotencyKey)
  );
}

/** Whether `reason` (an error's code) is a connection reset, after which the call may be sent again. */
export function isConnectionReset(reason: string): boolean {
  return CONNECTION_RESETS.has(reason);
}
