import type { PharmacyServicesScreenQuery } from '../../gql/graphql';

type Booking = PharmacyServicesScreenQuery['pharmacyServiceBookings'][number];
type Pharmacy = NonNullable<PharmacyServicesScreenQuery['me']['pharmacy']>;

export const gosforthPharmacy: Pharmacy = {
  businessName: 'Medicines Online Pharmacy Gosforth',
  latitude: 55.0077,
  longitude: -1.6184,
};

/** Wednesday 2 December 2026, 2:30pm: a flu vaccination (adult) in the consultation room. */
export const fluBooking: Booking = {
  id: 'booking-flu',
  serviceName: 'Flu vaccination',
  subType: 'Adult (18 to 64)',
  start: '2026-12-02T14:30:00.000Z',
  end: '2026-12-02T14:45:00.000Z',
  consultationType: 'InPerson',
  locationInformation: 'Consultation room 1, ground floor',
  videoLink: null,
  videoPassword: null,
  canBeCancelled: true,
};

/** Thursday 3 December 2026, 10am: a contraception consultation by video. */
export const videoBooking: Booking = {
  id: 'booking-video',
  serviceName: 'Contraception consultation (video)',
  subType: null,
  start: '2026-12-03T10:00:00.000Z',
  end: '2026-12-03T10:15:00.000Z',
  consultationType: 'Video',
  locationInformation: null,
  videoLink: 'https://video.pharmacy.example/join/demo',
  videoPassword: 'KX7P4QZ2',
  canBeCancelled: true,
};

/** The screen's answer: the pharmacy, whether it takes bookings, and the bookings. */
export function pharmacyServicesData(
  bookings: Booking[] = [fluBooking, videoBooking],
  options: { booking?: boolean; pharmacy?: Pharmacy } = {},
): { data: PharmacyServicesScreenQuery } {
  return {
    data: {
      me: {
        pharmacy: options.pharmacy ?? gosforthPharmacy,
        features: { pharmacyServiceBooking: options.booking ?? true },
      },
      pharmacyServiceBookings: bookings,
    },
  };
}
