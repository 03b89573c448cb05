import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import { listInAnswer } from '../upstream/list-in-answer';
import type { RestAnswer, RestBody } from '../upstream/rest-api-types';
import { UpstreamError } from '../upstream/upstream-error';

export type RestPharmacyService = RestAnswer<'pharmacyServicesList'>['services'][number];
export type RestServiceBooking = RestAnswer<'serviceBookingsList'>['bookings'][number];
export type RestAvailability = RestAnswer<'pharmacyServiceAvailability'>;

/** POST get services (spec part 2 §7) of the pharmacy, once per request. */
export function fetchPharmacyServices(
  ctx: GatewayContext,
  pharmacyId: string,
): Promise<RestPharmacyService[]> {
  return ctx.reads.once('pharmacyServicesList', async () => {
    // spec part 2 §8: errors:pharmacyServices.servicesLoadFailed
    const errorCode = ErrorCode.pharmacyServicesLoadFailed;
    const body = await callUpstream(ctx, 'pharmacyServicesList', {
      method: 'POST',
      body: { externalId: pharmacyId },
      errorCode,
    });
    return listInAnswer(ctx, body, 'services', 'pharmacyServicesList', errorCode);
  });
}

/** POST get bookings (spec part 2 §7) of the patient at the pharmacy, once per request. */
export function fetchServiceBookings(
  ctx: GatewayContext,
  body: RestBody<'serviceBookingsList'>,
): Promise<RestServiceBooking[]> {
  return ctx.reads.once('serviceBookingsList', async () => {
    // spec part 2 §8: errors:pharmacyServices.bookingsLoadFailed
    const errorCode = ErrorCode.pharmacyServiceBookingsLoadFailed;
    const answer = await callUpstream(ctx, 'serviceBookingsList', {
      method: 'POST',
      body,
      errorCode,
    });
    return listInAnswer(ctx, answer, 'bookings', 'serviceBookingsList', errorCode);
  });
}

/** POST pharmacy service availability (spec part 2 §7) for a one-month span. */
export async function fetchAvailability(
  ctx: GatewayContext,
  body: RestBody<'pharmacyServiceAvailability'>,
): Promise<RestAvailability> {
  // spec part 2 §8: a 422 shows the server's message; otherwise errors:pharmacyServices.availabilityFailed
  const errorCode = ErrorCode.pharmacyServiceAvailabilityFailed;
  const answer = (await callUpstream(ctx, 'pharmacyServiceAvailability', {
    method: 'POST',
    body,
    errorCode,
  })) as Partial<RestAvailability> | undefined;
  if (!Array.isArray(answer?.availability) || !Array.isArray(answer.days)) {
    ctx.services.log(
      '[upstream] pharmacyServiceAvailability failed: status=200 reason=unexpected body',
    );
    throw new UpstreamError(errorCode, 200, undefined);
  }
  return { availability: answer.availability, days: answer.days };
}

/** POST create service booking (spec part 2 §7); the booking list is read again afterwards. */
export async function createServiceBooking(
  ctx: GatewayContext,
  body: RestBody<'createServiceBooking'>,
  idempotencyKey?: string | null,
): Promise<RestServiceBooking> {
  try {
    // spec part 2 §8: a 422 shows the server's message; otherwise errors:pharmacyServices.bookFailed
    const errorCode = ErrorCode.pharmacyServiceBookFailed;
    const answer = (await callUpstream(ctx, 'createServiceBooking', {
      method: 'POST',
      body,
      errorCode,
      idempotencyKey,
    })) as Partial<RestServiceBooking> | undefined;
    if (typeof answer?.id !== 'string') {
      ctx.services.log('[upstream] createServiceBooking failed: status=201 reason=unexpected body');
      throw new UpstreamError(errorCode, 201, undefined);
    }
    return answer as RestServiceBooking;
  } finally {
    ctx.reads.forget('serviceBookingsList');
  }
}

/** DELETE cancel service booking (spec part 2 §7); the booking list is read again afterwards. */
export async function cancelServiceBooking(
  ctx: GatewayContext,
  body: RestBody<'cancelServiceBooking'>,
): Promise<void> {
  try {
    // spec part 2 §8: a 422 shows the server's message; otherwise errors:pharmacyServices.cancelFailed
    await callUpstream(ctx, 'cancelServiceBooking', {
      method: 'DELETE',
      body,
      errorCode: ErrorCode.pharmacyServiceCancelFailed,
    });
  } finally {
    ctx.reads.forget('serviceBookingsList');
  }
}
