import type { PharmacyRow } from '../accounts/repository';
import type { PromotedService } from '../db/schema';
import { weekdays, type OpeningTimes } from './opening-times';

/**
 * A pharmacy as the REST contract names its fields (spec part 1 §3 and part 2 §3; docs/rest-api.md
 * AccountDetails and "Calls for issue #5").
 */
export interface PharmacyResponse {
  id: string;
  businessName: string;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  city: string | null;
  postcode: string | null;
  telephoneNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  visibleOnMap: boolean;
  isServiceBookingEnabled: boolean;
  ownershipType: string | null;
  hasPromoteServiceCard: boolean;
  promotedServices: PromotedService[];
  servicesOffered: string[];
  /** All seven weekdays, always; [] is closed. */
  pharmacyOpeningTimes: OpeningTimes;
}

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
