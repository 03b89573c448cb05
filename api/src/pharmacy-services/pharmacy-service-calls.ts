/**
 * The pharmacy-service calls' work (spec part 2 §5 booking rules; §7), for ./routes.ts. Every call acts on the
 * account's selected patient at their nominated pharmacy: another pharmacy's id is refused as an unknown one,
 * a customer id that is not the selected patient is refused as patient.forbidden, and another patient's booking
 * is not found, with the same body as an unknown one.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { PharmacyRow } from '../accounts/repository';
import { findPharmacy } from '../accounts/repository';
import type { Queryable } from '../db/database';
import { isServiceBookable } from '../contract';
import { ApiError } from '../http/api-error';
import { patientForbidden, type PatientScope } from '../patients/patient-scope';
import { londonDateOf } from '../time/london-time';
import { findServiceSlot, isAvailabilitySpan, serviceSlots } from './availability';
import type {
  AvailabilityBody,
  AvailabilityResponse,
  BookingResponse,
  CancelBookingBody,
  CreateBookingBody,
  PharmacyServiceResponse,
  ServiceNameResponse,
} from './pharmacy-service-schemas';
import {
  findOwnLiveServiceBooking,
  findPharmacyService,
  insertServiceBookingIfFree,
  listPharmacyServices,
  listUpcomingServiceBookings,
  markServiceBookingCancelled,
  takenStarts,
  type PharmacyServiceRow,
  type ServiceBookingRow,
} from './repository';

/** Where the demo's video consultations are joined; a real pharmacy system sends its own links. */
const VIDEO_CLINIC_URL = 'https://video.pharmacy.example/join/';
// No 0/O, 1/I/L: a password read from the screen and typed elsewhere.
const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 404 `pharmacyService.notFound`: an unknown service, another pharmacy's, or a pharmacy not the patient's. */
export function serviceNotFound(): ApiError {
  return new ApiError(404, 'pharmacyService.notFound', 'There is no such pharmacy service.');
}

/** 404 `pharmacyBooking.notFound`: the same body for an unknown booking and for anyone else's. */
export function bookingNotFound(): ApiError {
  return new ApiError(404, 'pharmacyBooking.notFound', 'There is no such booking.');
}

/** A 422 whose message the app shows as it is (spec part 2 §8 'a 422 shows the server's message'). */
function refusal(code: string, message: string): ApiError {
  return new ApiError(422, code, message, { show: true });
}

const notAcceptingBookings = () =>
  refusal(
    'pharmacyServices.notAcceptingBookings',
    'Your pharmacy is not currently accepting bookings.',
  );
const serviceNotBookable = () =>
  refusal('pharmacyService.notBookable', 'This service cannot be booked at the moment.');
const slotNotOffered = () =>
  refusal(
    'pharmacyService.slotNotOffered',
    'That time cannot be booked for this service. Please choose another time.',
  );
const slotTaken = () =>
  refusal(
    'pharmacyService.slotTaken',
    'Sorry, that time has just been booked by someone else. Please choose another time.',
  );

/** The selected patient's nominated pharmacy, when `pharmacyId` names it; 404 otherwise. */
export async function ownPharmacy(
  db: Queryable,
  scope: PatientScope,
  pharmacyId: string,
): Promise<PharmacyRow> {
  if (scope.patient.pharmacyId !== pharmacyId) throw serviceNotFound();
  const pharmacy = await findPharmacy(db, pharmacyId);
  if (!pharmacy) throw serviceNotFound();
  return pharmacy;
}

/** Refuses a customer id that is not the selected patient, as a patient id the account may not act for. */
export function requireSelectedCustomer(scope: PatientScope, customerId: string): void {
  if (scope.patient.id !== customerId) throw patientForbidden();
}

/** Get services: every service of the pharmacy, bookable or not (the app applies spec part 2 §5). */
export async function listServices(
  db: Queryable,
  pharmacy: PharmacyRow,
): Promise<PharmacyServiceResponse[]> {
  return (await listPharmacyServices(db, pharmacy.id)).map(toServiceResponse);
}

/** Service names: each service's name id, name and sub-service names. */
export async function listServiceNames(
  db: Queryable,
  pharmacy: PharmacyRow,
): Promise<ServiceNameResponse[]> {
  return (await listPharmacyServices(db, pharmacy.id)).map((service) => ({
    serviceNameId: service.serviceNameId,
    name: service.name,
    subServices: service.subServices,
  }));
}

/** The service's slots in the span, taken ones marked, and the dates with at least one free slot. */
export async function findAvailability(
  db: Queryable,
  pharmacy: PharmacyRow,
  body: AvailabilityBody,
  now: Date,
): Promise<AvailabilityResponse> {
  const span = { from: new Date(body.dateFrom), to: new Date(body.dateTo) };
  if (!isAvailabilitySpan(span.from, span.to)) {
    throw new ApiError(400, 'validation', 'Ask for at most one month, dateFrom before dateTo.', {
      reasons: [{ field: 'dateTo', reason: 'span' }],
    });
  }
  if (!pharmacy.isServiceBookingEnabled) throw notAcceptingBookings();
  const service = await findPharmacyService(db, pharmacy.id, body.serviceId);
  if (!service) throw serviceNotFound();
  const slots = serviceSlots(pharmacy, service, span, now);
  const taken = await takenStarts(db, {
    pharmacyId: pharmacy.id,
    resourceId: service.resourceId,
    ...span,
  });
  const availability = slots.map((slot) => ({
    start: slot.start.toISOString(),
    isAvailable: !taken.has(slot.start.getTime()),
  }));
  const days = [
    ...new Set(
      slots
        .filter((slot) => !taken.has(slot.start.getTime()))
        .map((slot) => londonDateOf(slot.start)),
    ),
  ].map((availableDate) => ({ availableDate }));
  return { availability, days };
}

/**
 * Books the service for the selected patient. Refused (422, a message to show) when the pharmacy takes no
 * bookings, the service is not bookable here, the time is not one of its slots (outside opening hours, in the
 * past, before its start or notice, after its end), or the slot has been taken; the unique index settles races.
 */
export async function createBooking(
  db: Queryable,
  scope: PatientScope,
  pharmacy: PharmacyRow,
  body: CreateBookingBody,
  now: Date,
): Promise<BookingResponse> {
  requireSelectedCustomer(scope, body.customerId);
  const service = await findPharmacyService(db, pharmacy.id, body.serviceId);
  if (!service) throw serviceNotFound();
  if (!pharmacy.isServiceBookingEnabled) throw notAcceptingBookings();
  if (service.externalLink !== null || !isServiceBookable(service, londonDateOf(now))) {
    throw serviceNotBookable();
  }
  const subType = requireSubType(service, body.serviceSubType);
  const slot = findServiceSlot(pharmacy, service, new Date(body.startDate), now);
  if (!slot) throw slotNotOffered();
  const video = service.consultationType === 'Video';
  const { patient } = scope;
  const created = await insertServiceBookingIfFree(db, {
    pharmacyId: pharmacy.id,
    serviceId: service.id,
    resourceId: service.resourceId,
    patientId: patient.id,
    serviceSubType: subType,
    startTime: slot.start,
    endTime: slot.end,
    cancellationKey: randomBytes(18).toString('base64url'),
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: body.email,
    contactNumber: body.contactNumber,
    dateOfBirth: patient.dateOfBirth,
    platform: body.platform,
    locationInformation: video ? null : service.locationInformation,
    vcJoinLink: video ? `${VIDEO_CLINIC_URL}${randomBytes(12).toString('base64url')}` : null,
    vcPassword: video ? videoPassword() : null,
  });
  if (!created) throw slotTaken();
  return toBookingResponse(created, service);
}

/** The selected patient's upcoming bookings at the pharmacy, soonest first. */
export async function listBookings(
  db: Queryable,
  scope: PatientScope,
  pharmacyId: string,
  now: Date,
): Promise<BookingResponse[]> {
  const rows = await listUpcomingServiceBookings(
    db,
    { patientId: scope.patient.id, pharmacyId },
    now,
  );
  return rows.map(({ booking, service }) => toBookingResponse(booking, service));
}

/** Cancels the selected patient's booking named by its cancellation key, resource and start; 404 otherwise. */
export async function cancelBooking(
  db: Queryable,
  scope: PatientScope,
  body: CancelBookingBody,
  now: Date,
): Promise<void> {
  const booking = await findOwnLiveServiceBooking(db, scope.patient.id, body.cancellationKey);
  if (
    !booking ||
    booking.resourceId !== body.resourceId ||
    booking.startTime.getTime() !== Date.parse(body.startDate)
  ) {
    throw bookingNotFound();
  }
  if (booking.startTime <= now) {
    throw refusal(
      'pharmacyBooking.notCancellable',
      'This service has already started, so it can no longer be cancelled.',
    );
  }
  const reason = body.cancellationReason?.trim() ?? '';
  if (!(await markServiceBookingCancelled(db, booking.id, reason, now))) throw bookingNotFound();
}

/** spec part 2 §5: 'If the service has sub types, a sub type is required'; one of its own, and none otherwise. */
function requireSubType(
  service: PharmacyServiceRow,
  given: string | null | undefined,
): string | null {
  const subType = given?.trim() ?? '';
  const invalid = (reason: string) =>
    new ApiError(400, 'validation', 'The sub type does not fit the service.', {
      reasons: [{ field: 'serviceSubType', reason }],
    });
  if (service.subServices.length === 0) {
    if (subType !== '') throw invalid('notAllowed');
    return null;
  }
  if (subType === '') throw invalid('required');
  const known = service.subServices.find(
    (sub) => sub.name === subType || sub.serviceNameId === subType,
  );
  if (!known) throw invalid('unknown');
  return known.name;
}

function videoPassword(): string {
  return Array.from(
    { length: 8 },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
}

function toServiceResponse(row: PharmacyServiceRow): PharmacyServiceResponse {
  return {
    id: row.id,
    serviceNameId: row.serviceNameId,
    name: row.name,
    subServices: row.subServices,
    hasServiceSubTypes: row.subServices.length > 0,
    externalLink: row.externalLink,
    externalLinkText: row.externalLinkText,
    externalDescription: row.externalDescription,
    pricingInformation: row.pricingInformation,
    startDt: row.startDt,
    endDt: row.endDt,
    active: row.active,
    daysBookableInAdvance: row.daysBookableInAdvance,
    resourceId: row.resourceId,
    consultationType: row.consultationType,
  };
}

function toBookingResponse(row: ServiceBookingRow, service: PharmacyServiceRow): BookingResponse {
  return {
    id: row.id,
    name: service.name,
    serviceSubType: row.serviceSubType,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    serviceId: row.serviceId,
    resourceId: row.resourceId,
    cancellationKey: row.cancellationKey,
    locationInformation: row.locationInformation,
    vcJoinLink: row.vcJoinLink,
    vcPassword: row.vcPassword,
    pharmacyId: row.pharmacyId,
  };
}
