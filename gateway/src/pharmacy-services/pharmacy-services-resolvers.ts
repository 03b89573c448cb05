import { fetchAccountDetails } from '../account/account-upstream';
import { loadMe } from '../account/load-me';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { Me, MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import {
  londonDateOf,
  londonMonthSpan,
  mapAvailability,
  mapPharmacyService,
  mapServiceBooking,
} from './pharmacy-services-mapper';
import {
  cancelServiceBooking,
  createServiceBooking,
  fetchAvailability,
  fetchPharmacyServices,
  fetchServiceBookings,
  type RestPharmacyService,
} from './pharmacy-services-upstream';

/** Ids and sub types are short; longer input is refused before any call. */
const ID_MAX_LENGTH = 100;
/** How many years either side of this one a calendar may ask about. */
const YEARS_AROUND = 2;

/** Pharmacy services (spec part 2 'Pharmacy services'; §5 booking rules; §6 featurePharmacyServiceBooking). */
export const pharmacyServicesQuery: Pick<
  QueryResolvers,
  'pharmacyServiceBookings' | 'pharmacyServices' | 'pharmacyServiceAvailability'
> = {
  pharmacyServiceBookings: async (_parent, _args, ctx) => {
    const me = await loadMe(ctx);
    if (!me.features.pharmacyServices) return [];
    return listBookings(ctx, me);
  },
  pharmacyServices: async (_parent, _args, ctx) => {
    const me = await loadMe(ctx);
    // spec part 2 §6: booking needs featurePharmacyServiceBooking and the pharmacy's isServiceBookingEnabled.
    if (!me.features.pharmacyServiceBooking || !me.pharmacy) return [];
    const today = londonDateOf(ctx.services.now());
    return (await fetchPharmacyServices(ctx, me.pharmacy.id)).map((service) =>
      mapPharmacyService(service, today),
    );
  },
  pharmacyServiceAvailability: async (_parent, { serviceId, subType, year, month }, ctx) => {
    const me = await loadMe(ctx);
    const thisYear = Number(londonDateOf(ctx.services.now()).slice(0, 4));
    if (
      !me.features.pharmacyServiceBooking ||
      !me.pharmacy ||
      tooLong(serviceId) ||
      tooLong(subType) ||
      !Number.isInteger(month) ||
      month < 1 ||
      month > 12 ||
      Math.abs(year - thisYear) > YEARS_AROUND
    ) {
      throw gatewayError(ErrorCode.pharmacyServiceAvailabilityFailed);
    }
    const service = await findService(
      ctx,
      me.pharmacy.id,
      serviceId,
      ErrorCode.pharmacyServiceAvailabilityFailed,
    );
    if (subType && !hasSubType(service, subType)) {
      throw gatewayError(ErrorCode.pharmacyServiceAvailabilityFailed);
    }
    const answer = await fetchAvailability(ctx, {
      ownerId: me.pharmacy.id,
      resourceId: '',
      serviceId,
      ...londonMonthSpan(year, month),
    });
    return mapAvailability(answer, { serviceId, year, month });
  },
};

export const pharmacyServicesMutations: Pick<
  MutationResolvers,
  'bookPharmacyService' | 'cancelPharmacyServiceBooking'
> = {
  bookPharmacyService: async (_parent, { input, idempotencyKey }, ctx) => {
    // spec part 2 §5: 'a time is required. If the service has sub types, a sub type is required.'
    if (input.start.trim() === '' || Number.isNaN(Date.parse(input.start))) {
      throw gatewayError(ErrorCode.pharmacyServiceTimeRequired);
    }
    const me = await loadMe(ctx);
    if (!me.features.pharmacyServiceBooking || !me.pharmacy || tooLong(input.serviceId)) {
      throw gatewayError(ErrorCode.pharmacyServiceBookFailed);
    }
    const [service, details] = await Promise.all([
      findService(ctx, me.pharmacy.id, input.serviceId, ErrorCode.pharmacyServiceBookFailed),
      fetchAccountDetails(ctx),
    ]);
    const subType = input.subType?.trim() ?? '';
    if (service.hasServiceSubTypes && subType === '') {
      throw gatewayError(ErrorCode.pharmacyServiceSubTypeRequired);
    }
    if (subType !== '' && !hasSubType(service, subType)) {
      throw gatewayError(ErrorCode.pharmacyServiceBookFailed);
    }
    const patient = details.patient;
    const booked = await createServiceBooking(
      ctx,
      {
        externalId: me.pharmacy.id,
        serviceId: service.id,
        startDate: new Date(input.start).toISOString(),
        customerId: me.patient.id,
        firstName: me.patient.firstName,
        lastName: me.patient.lastName,
        email: me.account.email,
        contactNumber: patient?.primaryContactNumber ?? null,
        notes: '',
        dateOfBirth: me.patient.dateOfBirth ?? null,
        platform: 'web app',
        serviceName: service.name,
        serviceSubType: subType === '' ? null : subType,
      },
      idempotencyKey,
    );
    return mapServiceBooking(booked, ctx.services.now());
  },
  cancelPharmacyServiceBooking: async (_parent, { bookingId }, ctx) => {
    const me = await loadMe(ctx);
    if (!me.features.pharmacyServices || !me.pharmacy || tooLong(bookingId)) {
      throw gatewayError(ErrorCode.pharmacyServiceCancelFailed);
    }
    const bookings = await fetchServiceBookings(ctx, bookingsBody(me));
    const booking = bookings.find((candidate) => candidate.id === bookingId);
    if (!booking) throw gatewayError(ErrorCode.pharmacyServiceCancelFailed);
    await cancelServiceBooking(ctx, {
      resourceId: booking.resourceId,
      startDate: booking.start,
      cancellationKey: booking.cancellationKey,
      cancellationReason: '',
      bookingPlatform: 'web app',
    });
    return listBookings(ctx, me);
  },
};

/** The patient's bookings at the nominated pharmacy (the booked-services list and the calendar file). */
export async function listBookings(ctx: GatewayContext, me: Me) {
  if (!me.pharmacy) return [];
  const now = ctx.services.now();
  return (await fetchServiceBookings(ctx, bookingsBody(me))).map((booking) =>
    mapServiceBooking(booking, now),
  );
}

function bookingsBody(me: Me) {
  return { customerId: me.patient.id, externalOwnerId: me.pharmacy?.id ?? '' };
}

async function findService(
  ctx: GatewayContext,
  pharmacyId: string,
  serviceId: string,
  errorCode: string,
): Promise<RestPharmacyService> {
  const service = (await fetchPharmacyServices(ctx, pharmacyId)).find(
    (candidate) => candidate.id === serviceId,
  );
  if (!service) throw gatewayError(errorCode);
  return service;
}

function hasSubType(service: RestPharmacyService, subType: string): boolean {
  return service.subServices.some((sub) => sub.name === subType || sub.serviceNameId === subType);
}

function tooLong(value: string | null | undefined): boolean {
  return (value ?? '').length > ID_MAX_LENGTH;
}
