import type { Pharmacy, PharmacySearch, Weekday } from '../generated/resolvers-types';
import type { RestPharmacy, RestWeekday } from '../upstream/rest-api-types';
import type { RestPharmacySearch } from './pharmacy-upstream';

/** A pharmacy as the API describes it (account details or a search result) → Pharmacy. */
export function mapPharmacy(pharmacy: RestPharmacy): Pharmacy {
  return {
    id: pharmacy.id,
    businessName: pharmacy.businessName,
    address1: pharmacy.address1 ?? null,
    address2: pharmacy.address2 ?? null,
    address3: pharmacy.address3 ?? null,
    city: pharmacy.city ?? null,
    postcode: pharmacy.postcode ?? null,
    telephoneNumber: pharmacy.telephoneNumber ?? null,
    latitude: pharmacy.latitude ?? null,
    longitude: pharmacy.longitude ?? null,
    visibleOnMap: pharmacy.visibleOnMap,
    isServiceBookingEnabled: pharmacy.isServiceBookingEnabled,
    ownershipType: pharmacy.ownershipType ?? null,
    hasPromoteServiceCard: pharmacy.hasPromoteServiceCard,
    promotedServices: pharmacy.promotedServices.map((service) => ({
      serviceId: service.serviceId,
      serviceCardText: service.serviceCardText,
    })),
    openingTimes: weekdays.map(([key, day]) => ({
      day,
      periods: pharmacy.pharmacyOpeningTimes[key].map(({ from, to }) => ({ from, to })),
    })),
    servicesOffered: pharmacy.servicesOffered,
    distanceKm: pharmacy.distanceKm ?? null,
  };
}

/** Monday to Sunday: the REST keys and the GraphQL days, in the order the week is shown. */
const weekdays: readonly (readonly [RestWeekday, Weekday])[] = [
  ['monday', 'MONDAY'],
  ['tuesday', 'TUESDAY'],
  ['wednesday', 'WEDNESDAY'],
  ['thursday', 'THURSDAY'],
  ['friday', 'FRIDAY'],
  ['saturday', 'SATURDAY'],
  ['sunday', 'SUNDAY'],
];

/**
 * A search's answer → PharmacySearch; `usedDefaultLocation` says the place asked for could not be found and the
 * default location was searched instead (spec part 1 §8).
 */
export function mapPharmacySearch(
  found: RestPharmacySearch,
  usedDefaultLocation: boolean,
): PharmacySearch {
  return {
    latitude: found.latitude,
    longitude: found.longitude,
    pharmacies: found.pharmacies.map(mapPharmacy),
    usedDefaultLocation,
  };
}
