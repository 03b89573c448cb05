/**
 * The demo's pharmacy services and bookings (issue #17): the owned pharmacy offers several services (one with
 * sub types, one by video, one through an external link, one ended, one inactive) and has one fully booked day;
 * the partner pharmacy offers two; the independent one lists a service but takes no bookings. Pia has two
 * upcoming bookings, one by video and one in person. Dates are relative to `now`, so the demo reads as current.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isoDateAfter } from '../contract';
import type { Queryable } from '../db/database';
import { pharmacyServiceBookings, pharmacyServices } from '../db/schema';
import type { OpeningTimes } from '../pharmacies/opening-times';
import { openingSlotsOn } from '../pharmacy-services/availability';
import type { NewPharmacyService, NewServiceBooking } from '../pharmacy-services/repository';
import { londonDateOf, londonInstant } from '../time/london-time';
import {
  seedPharmacyIds,
  seedPharmacyServiceIds,
  seedPharmacyServicePatientIds,
  seedServiceBookingIds,
} from './seed-ids';

/** The owned pharmacy's rooms: the in-person services share its consultation room, so they share its slots. */
export const gosforthResources = {
  room: 'gosforth-consultation-room',
  video: 'gosforth-video-clinic',
};

const inPerson = (resourceId: string, locationInformation: string) =>
  ({ consultationType: 'InPerson', resourceId, locationInformation }) as const;

const noExternalLink = { externalLink: null, externalLinkText: null, externalDescription: null };

/** Active, with no start or end date: bookable whenever the pharmacy is open. */
const runsWithoutEnd = { startDt: null, endDt: null, active: true };

/** The services of the demo pharmacies; the ended one ended a week before `now`. */
export function seedPharmacyServices(now: Date): NewPharmacyService[] {
  const today = londonDateOf(now);
  const gosforthRoom = inPerson(
    gosforthResources.room,
    'Consultation room 1, ground floor, 12 High Street',
  );
  return [
    {
      id: seedPharmacyServiceIds.gosforthFlu,
      pharmacyId: seedPharmacyIds.gosforthOwned,
      serviceNameId: 'flu-vaccination',
      name: 'Flu vaccination',
      subServices: [
        { serviceNameId: 'flu-vaccination-adult', name: 'Adult (18 to 64)' },
        { serviceNameId: 'flu-vaccination-over-65', name: 'Adult (65 and over)' },
        { serviceNameId: 'flu-vaccination-child', name: 'Child (2 to 17)' },
      ],
      ...gosforthRoom,
      ...noExternalLink,
      pricingInformation: 'Free on the NHS if you are eligible, otherwise £16.99.',
      ...runsWithoutEnd,
      daysBookableInAdvance: 1,
      sortOrder: 1,
    },
    {
      id: seedPharmacyServiceIds.gosforthBloodPressure,
      pharmacyId: seedPharmacyIds.gosforthOwned,
      serviceNameId: 'blood-pressure-check',
      name: 'Blood pressure check',
      subServices: [],
      ...gosforthRoom,
      ...noExternalLink,
      pricingInformation: 'Free for adults aged 40 and over.',
      ...runsWithoutEnd,
      daysBookableInAdvance: 0,
      sortOrder: 2,
    },
    {
      id: seedPharmacyServiceIds.gosforthContraceptionVideo,
      pharmacyId: seedPharmacyIds.gosforthOwned,
      serviceNameId: 'contraception-consultation',
      name: 'Contraception consultation (video)',
      subServices: [],
      consultationType: 'Video',
      resourceId: gosforthResources.video,
      locationInformation: null,
      ...noExternalLink,
      pricingInformation: 'Free.',
      ...runsWithoutEnd,
      daysBookableInAdvance: 0,
      sortOrder: 3,
    },
    {
      id: seedPharmacyServiceIds.gosforthTravelExternal,
      pharmacyId: seedPharmacyIds.gosforthOwned,
      serviceNameId: 'travel-health',
      name: 'Travel vaccinations',
      subServices: [],
      ...gosforthRoom,
      externalLink: 'https://www.nhs.uk/conditions/travel-vaccinations/',
      externalLinkText: 'Book travel vaccinations with our travel clinic',
      externalDescription:
        'Our travel clinic books its own appointments. Book at least 8 weeks before you travel.',
      pricingInformation: 'Prices depend on the vaccinations you need.',
      ...runsWithoutEnd,
      daysBookableInAdvance: 0,
      sortOrder: 4,
    },
    {
      id: seedPharmacyServiceIds.gosforthCovidEnded,
      pharmacyId: seedPharmacyIds.gosforthOwned,
      serviceNameId: 'covid-19-vaccination',
      name: 'COVID-19 vaccination',
      subServices: [],
      ...gosforthRoom,
      ...noExternalLink,
      pricingInformation: 'Free on the NHS if you are eligible.',
      startDt: isoDateAfter(today, -60),
      endDt: isoDateAfter(today, -7),
      active: true,
      daysBookableInAdvance: 0,
      sortOrder: 5,
    },
    {
      id: seedPharmacyServiceIds.gosforthHayFeverInactive,
      pharmacyId: seedPharmacyIds.gosforthOwned,
      serviceNameId: 'hay-fever-clinic',
      name: 'Hay fever clinic',
      subServices: [],
      ...gosforthRoom,
      ...noExternalLink,
      pricingInformation: null,
      startDt: null,
      endDt: null,
      active: false,
      daysBookableInAdvance: 0,
      sortOrder: 6,
    },
    {
      id: seedPharmacyServiceIds.quaysidePharmacyFirst,
      pharmacyId: seedPharmacyIds.quaysidePartner,
      serviceNameId: 'pharmacy-first',
      name: 'Pharmacy First consultation',
      subServices: [],
      ...inPerson('quayside-counter', 'Private consultation area, Unit 3, The Quayside'),
      ...noExternalLink,
      pricingInformation: 'Free.',
      ...runsWithoutEnd,
      daysBookableInAdvance: 0,
      sortOrder: 1,
    },
    {
      id: seedPharmacyServiceIds.quaysideFlu,
      pharmacyId: seedPharmacyIds.quaysidePartner,
      serviceNameId: 'flu-vaccination',
      name: 'Flu vaccination',
      subServices: [],
      ...inPerson('quayside-counter', 'Private consultation area, Unit 3, The Quayside'),
      ...noExternalLink,
      pricingInformation: 'Free on the NHS if you are eligible.',
      ...runsWithoutEnd,
      daysBookableInAdvance: 0,
      sortOrder: 2,
    },
    {
      id: seedPharmacyServiceIds.jesmondBloodPressure,
      pharmacyId: seedPharmacyIds.jesmondIndependent,
      serviceNameId: 'blood-pressure-check',
      name: 'Blood pressure check',
      subServices: [],
      ...inPerson('jesmond-room', 'Consultation room, 48 Acorn Road'),
      ...noExternalLink,
      pricingInformation: 'Free for adults aged 40 and over.',
      ...runsWithoutEnd,
      daysBookableInAdvance: 0,
      sortOrder: 1,
    },
  ];
}

/** The owned pharmacy's fully booked day: the first Wednesday at least a week after `now` (London dates). */
export function fullyBookedDate(now: Date): string {
  let date = isoDateAfter(londonDateOf(now), 7);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 3) date = isoDateAfter(date, 1);
  return date;
}

/**
 * Bookings the owned pharmacy took itself that fill every slot of its consultation room (open in its
 * `openingTimes`) on the fully booked day.
 */
export function seedCounterBookings(now: Date, openingTimes: OpeningTimes): NewServiceBooking[] {
  const date = fullyBookedDate(now);
  return openingSlotsOn({ openingTimes }, date).map((slot, index) => ({
    pharmacyId: seedPharmacyIds.gosforthOwned,
    serviceId: seedPharmacyServiceIds.gosforthBloodPressure,
    resourceId: gosforthResources.room,
    patientId: null,
    serviceSubType: null,
    startTime: slot.start,
    endTime: slot.end,
    cancellationKey: `counter-${date}-${index}`,
    firstName: 'Walk-in',
    lastName: `patient ${index + 1}`,
    email: null,
    contactNumber: null,
    dateOfBirth: null,
    platform: 'pharmacy',
    locationInformation: null,
    vcJoinLink: null,
    vcPassword: null,
  }));
}

/** Pia's bookings: a video consultation and an in-person check on the two weekdays after the full day. */
export function seedPiaBookings(now: Date): NewServiceBooking[] {
  const full = fullyBookedDate(now);
  const at = (date: string, hour: number, minute: number) => {
    const start = londonInstant(date, hour * 60 + minute);
    return { startTime: start, endTime: new Date(start.getTime() + 15 * 60_000) };
  };
  const pia = {
    pharmacyId: seedPharmacyIds.gosforthOwned,
    patientId: seedPharmacyServicePatientIds.piaPharmacyServices,
    firstName: 'Pia',
    lastName: 'Patel',
    email: 'pia.pharmacyservices@example.com',
    contactNumber: '07700 900170',
    dateOfBirth: '1988-03-14',
    platform: 'web app',
  };
  return [
    {
      ...pia,
      id: seedServiceBookingIds.piaVideo,
      serviceId: seedPharmacyServiceIds.gosforthContraceptionVideo,
      resourceId: gosforthResources.video,
      serviceSubType: null,
      ...at(isoDateAfter(full, 2), 10, 0),
      cancellationKey: 'demo-pia-video-consultation',
      locationInformation: null,
      vcJoinLink: 'https://video.pharmacy.example/join/demo-pia-contraception',
      vcPassword: 'KX7P4QZ2',
    },
    {
      ...pia,
      id: seedServiceBookingIds.piaInPerson,
      serviceId: seedPharmacyServiceIds.gosforthFlu,
      resourceId: gosforthResources.room,
      serviceSubType: 'Adult (18 to 64)',
      ...at(isoDateAfter(full, 1), 14, 30),
      cancellationKey: 'demo-pia-flu-vaccination',
      locationInformation: 'Consultation room 1, ground floor, 12 High Street',
      vcJoinLink: null,
      vcPassword: null,
    },
  ];
}

/**
 * Upserts the services; puts the pharmacy's own bookings on the current fully booked day (replacing older
 * ones); gives Pia her bookings when her patient is new (`newPatientIds`), so a booking she cancelled stays
 * cancelled until the data is reset (./demo-restore.ts).
 */
export async function seedPharmacyServiceData(
  tx: Queryable,
  newPatientIds: ReadonlySet<string>,
  now: Date,
  gosforthOpeningTimes: OpeningTimes,
): Promise<void> {
  for (const service of seedPharmacyServices(now)) {
    await tx
      .insert(pharmacyServices)
      .values(service)
      .onConflictDoUpdate({ target: pharmacyServices.id, set: service });
  }
  await tx
    .delete(pharmacyServiceBookings)
    .where(
      and(
        isNull(pharmacyServiceBookings.patientId),
        eq(pharmacyServiceBookings.pharmacyId, seedPharmacyIds.gosforthOwned),
      ),
    );
  await tx
    .insert(pharmacyServiceBookings)
    .values(seedCounterBookings(now, gosforthOpeningTimes))
    .onConflictDoNothing();
  if (newPatientIds.has(seedPharmacyServicePatientIds.piaPharmacyServices)) {
    await tx.insert(pharmacyServiceBookings).values(seedPiaBookings(now)).onConflictDoNothing();
  }
}

/** Gives Pia her seeded bookings back (and takes away any others she made), relative to `now`. */
export async function restorePiaBookings(tx: Queryable, now: Date): Promise<void> {
  await tx
    .delete(pharmacyServiceBookings)
    .where(
      inArray(pharmacyServiceBookings.patientId, [
        seedPharmacyServicePatientIds.piaPharmacyServices,
      ]),
    );
  await tx.insert(pharmacyServiceBookings).values(seedPiaBookings(now)).onConflictDoNothing();
}
