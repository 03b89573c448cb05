/** The pharmacy-service calls' bodies and answers (spec part 2 §3 Pharmacy service, Availability, Booking; §7). */
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_ADDRESS_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '../contract';
import {
  boundedString,
  nullable,
  onlyValue,
  optionalOrNull,
  orNull,
  strictObject,
  uuid,
} from '../http/schemas';

const isoDate = Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD.' });
const isoDateTime = Type.String({ format: 'date-time', maxLength: 40, description: 'ISO 8601.' });
const resourceId = boundedString(100, 0);
const shortText = (max: number) => boundedString(max, 0);

/** A booking's free-text note: the app sends it empty (spec part 2 §7); the bound keeps it a note. */
export const BOOKING_NOTES_MAX_LENGTH = 500;
export const CONTACT_NUMBER_MAX_LENGTH = 30;
export const SERVICE_NAME_MAX_LENGTH = 200;

export const SubService = Type.Object({ serviceNameId: Type.String(), name: Type.String() });

export const PharmacyServiceResponse = Type.Object({
  id: Type.String(),
  serviceNameId: Type.String(),
  name: Type.String(),
  subServices: Type.Array(SubService),
  hasServiceSubTypes: Type.Boolean(),
  externalLink: nullable(Type.String()),
  externalLinkText: nullable(Type.String()),
  externalDescription: nullable(Type.String()),
  pricingInformation: nullable(Type.String()),
  startDt: nullable(
    Type.String({ description: 'YYYY-MM-DD: the first date it can be booked for.' }),
  ),
  endDt: nullable(Type.String({ description: 'YYYY-MM-DD: the last date it can be booked for.' })),
  active: Type.Boolean(),
  daysBookableInAdvance: Type.Integer({ description: 'Whole days of notice a booking needs.' }),
  resourceId: Type.String(),
  consultationType: Type.Union([Type.Literal('InPerson'), Type.Literal('Video')]),
});
export type PharmacyServiceResponse = Static<typeof PharmacyServiceResponse>;

export const ServiceNameResponse = Type.Object({
  serviceNameId: Type.String(),
  name: Type.String(),
  subServices: Type.Array(SubService),
});
export type ServiceNameResponse = Static<typeof ServiceNameResponse>;

export const AvailabilityResponse = Type.Object({
  availability: Type.Array(
    Type.Object({
      start: Type.String({ description: 'ISO 8601, UTC.' }),
      isAvailable: Type.Boolean(),
    }),
  ),
  days: Type.Array(
    Type.Object({ availableDate: Type.String({ description: 'YYYY-MM-DD, London date.' }) }),
  ),
});
export type AvailabilityResponse = Static<typeof AvailabilityResponse>;

export const BookingResponse = Type.Object({
  id: Type.String(),
  name: Type.String({ description: 'The service name.' }),
  serviceSubType: nullable(Type.String()),
  start: Type.String({ description: 'ISO 8601, UTC.' }),
  end: Type.String({ description: 'ISO 8601, UTC.' }),
  serviceId: Type.String(),
  resourceId: Type.String(),
  cancellationKey: Type.String(),
  locationInformation: nullable(Type.String()),
  vcJoinLink: nullable(Type.String()),
  vcPassword: nullable(Type.String()),
  pharmacyId: Type.String(),
});
export type BookingResponse = Static<typeof BookingResponse>;

/** Get services (spec part 2 §7): the pharmacy's services. */
export const ServicesBody = strictObject({ externalId: uuid });

/** Service names (spec part 2 §7): `ownerId` and `ExternalId` both name the pharmacy. */
export const ServiceNamesBody = strictObject({
  ownerId: optionalOrNull(uuid),
  ExternalId: uuid,
});

/** Availability for a one-month span (spec part 2 §7); `resourceId` is sent empty. */
export const AvailabilityBody = strictObject({
  ownerId: uuid,
  resourceId: optionalOrNull(resourceId),
  serviceId: uuid,
  dateFrom: isoDateTime,
  dateTo: isoDateTime,
});
export type AvailabilityBody = Static<typeof AvailabilityBody>;

export const CreateBookingBody = strictObject({
  externalId: uuid,
  serviceId: uuid,
  startDate: isoDateTime,
  customerId: uuid,
  firstName: boundedString(PERSON_NAME_MAX_LENGTH),
  lastName: boundedString(PERSON_NAME_MAX_LENGTH),
  email: orNull(shortText(EMAIL_ADDRESS_MAX_LENGTH)),
  contactNumber: orNull(shortText(CONTACT_NUMBER_MAX_LENGTH)),
  notes: optionalOrNull(shortText(BOOKING_NOTES_MAX_LENGTH)),
  dateOfBirth: orNull(isoDate),
  platform: onlyValue('web app'),
  serviceName: boundedString(SERVICE_NAME_MAX_LENGTH),
  serviceSubType: optionalOrNull(shortText(SERVICE_NAME_MAX_LENGTH)),
});
export type CreateBookingBody = Static<typeof CreateBookingBody>;

export const BookingsBody = strictObject({ customerId: uuid, externalOwnerId: uuid });

export const CancelBookingBody = strictObject({
  resourceId,
  startDate: isoDateTime,
  cancellationKey: boundedString(100),
  cancellationReason: optionalOrNull(shortText(BOOKING_NOTES_MAX_LENGTH)),
  bookingPlatform: onlyValue('web app'),
});
export type CancelBookingBody = Static<typeof CancelBookingBody>;
