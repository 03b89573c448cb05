import type { PharmacyRow } from '../accounts/repository';
import { Type, type Static } from '@sinclair/typebox';
import { nullable } from '../http/schemas';
import { weekdays, type OpeningTimes, type Weekday } from './opening-times';

const openingPeriods = Type.Array(Type.Object({ from: Type.String(), to: Type.String() }));

/**
 * A pharmacy as the REST contract names its fields (spec part 1 §3 and part 2 §3; AccountDetails and the
 * pharmacy calls).
 */
export const PharmacyResponse = Type.Object({
  id: Type.String(),
  businessName: Type.String(),
  address1: nullable(Type.String()),
  address2: nullable(Type.String()),
  address3: nullable(Type.String()),
  city: nullable(Type.String()),
  postcode: nullable(Type.String()),
  telephoneNumber: nullable(Type.String()),
  latitude: nullable(Type.Number()),
  longitude: nullable(Type.Number()),
  visibleOnMap: Type.Boolean(),
  isServiceBookingEnabled: Type.Boolean(),
  ownershipType: nullable(Type.String()),
  hasPromoteServiceCard: Type.Boolean(),
  promotedServices: Type.Array(
    Type.Object({ serviceId: Type.String(), serviceCardText: Type.String() }),
  ),
  servicesOffered: Type.Array(Type.String()),
  /** All seven weekdays, always; [] is closed. */
  pharmacyOpeningTimes: Type.Object(
    Object.fromEntries(weekdays.map((day) => [day, openingPeriods])) as Record<
      Weekday,
      typeof openingPeriods
    >,
    { description: 'All seven weekdays, always; an empty list is closed that day.' },
  ),
});
export type PharmacyResponse = Static<typeof PharmacyResponse>;

export function toPharmacyResponse(row: PharmacyRow): PharmacyResponse {
  return {
    id: row.id,
    businessName: row.businessName,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    city: row.city,
    postcode: row.postcode,
    telephoneNumber: row.telephone,
    latitude: row.latitude,
    longitude: row.longitude,
    visibleOnMap: row.visibleOnMap,
    isServiceBookingEnabled: row.isServiceBookingEnabled,
    ownershipType: row.ownershipType,
    hasPromoteServiceCard: row.hasPromoteServiceCard,
    promotedServices: row.promotedServices.map(({ serviceId, serviceCardText }) => ({
      serviceId,
      serviceCardText,
    })),
    servicesOffered: [...row.servicesOffered],
    pharmacyOpeningTimes: Object.fromEntries(
      weekdays.map((day) => [day, row.openingTimes[day].map(({ from, to }) => ({ from, to }))]),
    ) as unknown as OpeningTimes,
  };
}
