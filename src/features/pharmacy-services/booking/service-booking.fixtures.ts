import type {
  BookPharmacyServiceDateScreenQuery,
  BookPharmacyServiceScreenQuery,
} from '../../../gql/graphql';

type Service = BookPharmacyServiceDateScreenQuery['pharmacyServices'][number] &
  BookPharmacyServiceScreenQuery['pharmacyServices'][number];

/** A pharmacy's services for the booking steps' stories and tests (dates in November 2026 – January 2027). */
const base = {
  bookable: true,
  pricingInformation: null,
  firstBookableDate: '2026-11-26',
  endDate: '2027-01-31',
  externalLink: null,
  externalLinkText: null,
  externalDescription: null,
  subTypes: [],
} satisfies Omit<Service, 'id' | 'name'>;

export const fluService: Service = {
  ...base,
  id: 'svc-flu',
  name: 'Flu vaccination',
  pricingInformation: 'Free for adults aged 65 and over; £16 otherwise',
};

export const travelService: Service = {
  ...base,
  id: 'svc-travel',
  name: 'Travel vaccinations',
  subTypes: [
    { serviceNameId: 'sub-hep-a', name: 'Hepatitis A' },
    { serviceNameId: 'sub-typhoid', name: 'Typhoid' },
  ],
};

export const covidService: Service = {
  ...base,
  id: 'svc-covid',
  name: 'COVID-19 vaccination',
  externalLink: 'https://www.nhs.uk/nhs-services/vaccination-and-booking-services/',
  externalLinkText: 'Book a COVID-19 vaccination on NHS.UK',
  externalDescription: 'COVID-19 vaccinations are booked through the National Booking Service.',
};

/** A service past its dates: offered by the pharmacy, not bookable (spec part 2 §5). */
export const endedService: Service = {
  ...base,
  id: 'svc-ended',
  name: 'Hay fever clinic',
  bookable: false,
  endDate: '2026-09-30',
};

export const services = [fluService, travelService, covidService, endedService];

/** The first step's answer: these services, booking on or off. */
export function serviceStepData(
  offered: Service[] = services,
  bookingEnabled = true,
): { data: BookPharmacyServiceScreenQuery } {
  return {
    data: {
      pharmacyServices: offered,
      me: { features: { pharmacyServiceBooking: bookingEnabled } },
    },
  };
}

/** Free slots: 15 minutes each, at these London wall-clock times (GMT in November to January). */
function slotsOn(date: string, times: string[], taken: string[] = []) {
  return [...times, ...taken].sort().map((time) => {
    const start = new Date(`${date}T${time}:00.000Z`);
    return {
      start: start.toISOString(),
      end: new Date(start.getTime() + 15 * 60_000).toISOString(),
      date,
      available: !taken.includes(time),
    };
  });
}

/** Each month's availability: two dates in November, three in December, none in January. */
const availabilityByMonth: Record<
  number,
  NonNullable<BookPharmacyServiceDateScreenQuery['pharmacyServiceAvailability']>
> = {
  11: {
    availableDates: ['2026-11-26', '2026-11-30'],
    slots: [
      ...slotsOn('2026-11-26', ['09:00', '14:30'], ['09:15']),
      ...slotsOn('2026-11-30', ['10:00']),
    ],
  },
  12: {
    availableDates: ['2026-12-01', '2026-12-03', '2026-12-15'],
    slots: [
      ...slotsOn('2026-12-01', ['09:00', '09:15', '13:45']),
      ...slotsOn('2026-12-03', ['11:30']),
      ...slotsOn('2026-12-15', ['16:00']),
    ],
  },
  1: { availableDates: [], slots: [] },
};

/** The date step's answer for the month it asks about (its variables), with these services. */
export function dateStepAnswer(offered: Service[] = services) {
  return (variables: Record<string, unknown>): { data: BookPharmacyServiceDateScreenQuery } => ({
    data: {
      pharmacyServices: offered,
      ...(variables.withCalendar
        ? { pharmacyServiceAvailability: availabilityByMonth[Number(variables.month)] }
        : {}),
    },
  });
}
