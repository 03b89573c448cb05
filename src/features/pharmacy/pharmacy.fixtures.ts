import type {
  ChoosePharmacyMutation,
  ChoosePharmacyScreenQuery,
  MyPharmacyScreenQuery,
  PharmaciesNearQuery,
  PharmacyChoiceFragment,
} from '../../gql/graphql';

/** A gateway answer other than data, as src/testing/gateway-mock takes it. */
type GatewayMockAnswer =
  { data: unknown } | { errorCode: string; serverMessage?: string } | { pending: true };

/** Examples shared by the pharmacy screens' stories and tests, shaped as the gateway answers them. */
export const demoFirstName = 'Jane';
export const demoPostcode = 'NE1 4LP';

/** The patient's pharmacy now (change mode). */
export const currentPharmacy: PharmacyChoiceFragment = {
  id: 'ph-high-street',
  businessName: 'High Street Pharmacy',
  address1: '12 High Street',
  address2: null,
  address3: null,
  city: 'Newcastle upon Tyne',
  postcode: 'NE1 7RU',
  telephoneNumber: '0191 496 0000',
  latitude: 54.9738,
  longitude: -1.6132,
  visibleOnMap: true,
  distanceKm: 0.4,
};

export const quaysidePharmacy: PharmacyChoiceFragment = {
  id: 'ph-quayside',
  businessName: 'Quayside Pharmacy',
  address1: '3 Quayside',
  address2: 'Sandhill',
  address3: null,
  city: 'Newcastle upon Tyne',
  postcode: 'NE1 3AF',
  telephoneNumber: '0191 496 0123',
  latitude: 54.9683,
  longitude: -1.6066,
  visibleOnMap: true,
  distanceKm: 1.2,
};

/** Not shown on the map (visibleOnMap false), but in the list. */
export const gosforthPharmacy: PharmacyChoiceFragment = {
  id: 'ph-gosforth',
  businessName: 'Gosforth Chemist',
  address1: '200 High Street',
  address2: 'Gosforth',
  address3: null,
  city: 'Newcastle upon Tyne',
  postcode: 'NE3 1HD',
  telephoneNumber: null,
  latitude: 55.0077,
  longitude: -1.6231,
  visibleOnMap: false,
  distanceKm: 3.8,
};

export const nearbyPharmacies = [currentPharmacy, quaysidePharmacy, gosforthPharmacy];

/** A postcode search's answer: two pharmacies near demoPostcode. */
export const postcodePharmacies = [quaysidePharmacy, currentPharmacy];

function near(pharmacies: PharmacyChoiceFragment[]): { data: PharmaciesNearQuery } {
  return { data: { pharmaciesNear: { latitude: 54.97, longitude: -1.61, pharmacies } } };
}

/**
 * /choose-pharmacy and /my-details/my-pharmacy/change: the screen's query (a patient with `pharmacy`, one
 * patient unless `linkedPatients` says more, no maps key), pharmaciesNear (nearby by default; `search` for a
 * postcode search) and choosePharmacy as given.
 */
export function choosePharmacyGateway({
  pharmacy = null,
  linkedPatients = 1,
  screen,
  nearby = near(nearbyPharmacies),
  search = near(postcodePharmacies),
  choose,
}: {
  pharmacy?: PharmacyChoiceFragment | null;
  linkedPatients?: number;
  screen?: GatewayMockAnswer;
  nearby?: GatewayMockAnswer;
  search?: GatewayMockAnswer;
  choose?: GatewayMockAnswer;
} = {}) {
  const screenData: { data: ChoosePharmacyScreenQuery } = {
    data: {
      config: { mapsApiKey: null },
      me: {
        patient: { firstName: demoFirstName },
        pharmacy,
        linkedPatients: Array.from({ length: linkedPatients }, (_, index) => ({
          patientId: `patient-${index + 1}`,
        })),
      },
    },
  };
  const chosen: { data: ChoosePharmacyMutation } = {
    data: { choosePharmacy: { pharmacy: { id: quaysidePharmacy.id } } },
  };
  return {
    ChoosePharmacyScreen: screen ?? screenData,
    PharmaciesNear: (variables: Record<string, unknown>) =>
      typeof variables['postcode'] === 'string' ? search : nearby,
    ChoosePharmacy: choose ?? chosen,
  };
}

type MyPharmacy = NonNullable<MyPharmacyScreenQuery['me']['pharmacy']>;

/** The patient's pharmacy with its opening times (closed on Sunday) and services. */
export const myPharmacy: MyPharmacy = {
  id: currentPharmacy.id,
  businessName: currentPharmacy.businessName,
  address1: currentPharmacy.address1,
  address2: null,
  address3: null,
  city: currentPharmacy.city,
  postcode: currentPharmacy.postcode,
  telephoneNumber: currentPharmacy.telephoneNumber,
  openingTimes: [
    ...(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({
      day,
      periods: [
        { from: '09:00', to: '13:00' },
        { from: '14:00', to: '17:30' },
      ],
    })),
    { day: 'SATURDAY', periods: [{ from: '09:00', to: '12:00' }] },
    { day: 'SUNDAY', periods: [] },
  ],
  servicesOffered: ['Flu vaccination', 'Blood pressure check', 'Travel clinic'],
};

/** /my-details/my-pharmacy: the patient's pharmacy (null: none yet), with booking on or off. */
export function myPharmacyGateway({
  pharmacy = myPharmacy,
  booking = true,
}: { pharmacy?: MyPharmacy | null; booking?: boolean } = {}): {
  MyPharmacyScreen: { data: MyPharmacyScreenQuery };
} {
  return {
    MyPharmacyScreen: {
      data: { me: { pharmacy, features: { pharmacyServiceBooking: booking } } },
    },
  };
}

/** What the browser answers when asked where the user is. */
export type GeolocationAnswer = 'unsupported' | 'denied' | { latitude: number; longitude: number };

/**
 * Stands in for the browser's geolocation (jsdom has none; a story should not ask the real browser):
 * 'unsupported' removes it. Returns a function that puts the real one back.
 */
export function stubGeolocation(answer: GeolocationAnswer): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const stub: Pick<Geolocation, 'getCurrentPosition'> = {
    getCurrentPosition: (found, failed) => {
      if (answer === 'denied') {
        failed?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      } else if (answer !== 'unsupported') {
        found({ coords: answer } as GeolocationPosition);
      }
    },
  };
  Object.defineProperty(navigator, 'geolocation', {
    value: answer === 'unsupported' ? undefined : stub,
    configurable: true,
  });
  return () => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
    else delete (navigator as { geolocation?: unknown }).geolocation;
  };
}
