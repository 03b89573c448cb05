import type { PharmacyRow } from '../accounts/repository';
import type { PromotedService } from '../db/schema';

/** A pharmacy as the REST contract names its fields (spec part 1 §3; docs/rest-api.md AccountDetails). */
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
  };
}
