import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateAfter } from '../contract';
import {
  seedEmails,
  seedPatientIds,
  seedPharmacyIds,
  seedPharmacyServiceIds,
  seedPharmacyServicePatientIds,
} from '../demo/seed-ids';
import { fullyBookedDate } from '../demo/seed-pharmacy-services';
import { accessTokensFor, expectError, startTestApi, type TestApi } from '../testing/test-api';
import { londonDateOf } from '../time/london-time';
import { openingSlotsOn } from './availability';
import type {
  AvailabilityResponse,
  BookingResponse,
  PharmacyServiceResponse,
} from './pharmacy-service-schemas';

// The seed runs with the real clock, so the API's clock is the real time this file started.
const NOW = new Date();
const gosforth = seedPharmacyIds.gosforthOwned;
const services = seedPharmacyServiceIds;
const FULL_DAY = fullyBookedDate(NOW);
/** The Tuesday before the fully booked Wednesday: open 08:30 to 18:30, at least six days ahead. */
const OPEN_DAY = isoDateAfter(FULL_DAY, -1);
const gosforthWeekday = { openingTimes: { ...weekdayHours('08:30', '18:30') } };

/** Accounts whose selected patient's pharmacy is the owned one (Gosforth). */
const gosforthAccounts = [
  seedEmails.bobBookService,
  seedEmails.piaPharmacyServices,
  seedEmails.alexLinked,
  seedEmails.ellisNoCourses,
  seedEmails.caseyCarer,
  seedEmails.ritaOneProxy,
  seedEmails.avaAppointments,
  seedEmails.miaMessages,
  seedEmails.rubyRecordOff,
  seedEmails.noelNoSlots,
];
const customerOf: Record<string, string> = {
  [seedEmails.bobBookService]: seedPharmacyServicePatientIds.bobBookService,
  [seedEmails.piaPharmacyServices]: seedPharmacyServicePatientIds.piaPharmacyServices,
  [seedEmails.alexLinked]: seedPatientIds.alexMorgan,
  [seedEmails.ellisNoCourses]: seedPatientIds.ellisEvans,
  [seedEmails.caseyCarer]: seedPatientIds.caseyCarter,
  [seedEmails.ritaOneProxy]: seedPatientIds.ritaRowe,
  [seedEmails.rubyRecordOff]: seedPatientIds.rubyRoss,
  [seedEmails.nicoNoBookings]: seedPharmacyServicePatientIds.nicoNoBookings,
};

describe('pharmacy services (spec part 2 §3, §5, §7)', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;

  beforeAll(async () => {
    api = await startTestApi({ clock: () => NOW });
    tokenOf = await accessTokensFor(api, [...gosforthAccounts, seedEmails.nicoNoBookings]);
  }, 120_000);
  afterAll(() => api.close());

  const call = (email: string, method: 'POST' | 'DELETE', url: string, payload: object) =>
    api.call({ method, url, token: tokenOf(email), payload });
  const slotAt = (date: string, index: number) => {
    const slot = openingSlotsOn(gosforthWeekday, date)[index];
    if (!slot) throw new Error(`no slot ${index} on ${date}`);
    return slot.start.toISOString();
  };
  const bookingBody = (email: string, overrides: object = {}) => ({
    externalId: gosforth,
    serviceId: services.gosforthBloodPressure,
    startDate: slotAt(OPEN_DAY, 0),
    customerId: customerOf[email] ?? '',
    firstName: 'Someone',
    lastName: 'Else',
    email,
    contactNumber: '07700 900170',
    notes: '',
    dateOfBirth: '1975-07-21',
    platform: 'web app',
    serviceName: 'Blood pressure check',
    serviceSubType: null,
    ...overrides,
  });
  const availability = async (email: string, serviceId: string, from: string, days = 28) => {
    const dateFrom = `${from}T00:00:00Z`;
    const dateTo = `${isoDateAfter(from, days)}T00:00:00Z`;
    return call(email, 'POST', '/v1/pharmacy-services/availability', {
      ownerId: gosforth,
      resourceId: '',
      serviceId,
      dateFrom,
      dateTo,
    });
  };
  const bookingsOf = async (email: string) => {
    const response = await call(email, 'POST', '/v1/pharmacy-services/bookings/list', {
      customerId: customerOf[email],
      externalOwnerId: gosforth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ bookings: BookingResponse[] }>().bookings;
  };

  it("lists the nominated pharmacy's services with sub types, links, dates and prices", async () => {
    const response = await call(seedEmails.bobBookService, 'POST', '/v1/pharmacy-services', {
      externalId: gosforth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ services: PharmacyServiceResponse[] }>().services;
    expect(list.map((service) => service.name)).toEqual([
      'Flu vaccination',
      'Blood pressure check',
      'Contraception consultation (video)',
      'Travel vaccinations',
      'COVID-19 vaccination',
      'Hay fever clinic',
    ]);
    const flu = list[0];
    expect(flu?.hasServiceSubTypes).toBe(true);
    expect(flu?.subServices.map((sub) => sub.name)).toContain('Adult (65 and over)');
    expect(list[3]?.externalLink).toMatch(/^https:\/\//);
    expect(list[4]?.endDt && list[4].endDt < londonDateOf(NOW)).toBe(true);
    expect(list[5]?.active).toBe(false);

    const names = await call(seedEmails.bobBookService, 'POST', '/v1/pharmacy-services/names', {
      ownerId: gosforth,
      ExternalId: gosforth,
    });
    expect(names.statusCode, names.body).toBe(200);
    // Another pharmacy's services are refused as unknown.
    expectError(
      await call(seedEmails.bobBookService, 'POST', '/v1/pharmacy-services', {
        externalId: seedPharmacyIds.quaysidePartner,
      }),
      404,
      'pharmacyService.notFound',
    );
  });

  it('offers 15-minute slots in opening hours, none on the fully booked day or for an ended service', async () => {
    const response = await availability(seedEmails.bobBookService, services.gosforthFlu, OPEN_DAY);
    expect(response.statusCode, response.body).toBe(200);
    const { availability: slots, days } = response.json<AvailabilityResponse>();
    const dates = days.map((day) => day.availableDate);
    expect(dates).toContain(OPEN_DAY);
    expect(dates).not.toContain(FULL_DAY);
    const onFullDay = slots.filter((slot) => londonDateOf(new Date(slot.start)) === FULL_DAY);
    expect(onFullDay.length).toBe(40);
    expect(onFullDay.every((slot) => !slot.isAvailable)).toBe(true);
    const openDay = slots.filter((slot) => londonDateOf(new Date(slot.start)) === OPEN_DAY);
    expect(openDay[0]?.start).toBe(slotAt(OPEN_DAY, 0));
    expect(openDay.length).toBe(40);

    const ended = await availability(
      seedEmails.bobBookService,
      services.gosforthCovidEnded,
      OPEN_DAY,
    );
    expect(ended.json<AvailabilityResponse>()).toEqual({ availability: [], days: [] });
    // Flu needs a day's notice: nothing today.
    const today = await availability(
      seedEmails.bobBookService,
      services.gosforthFlu,
      londonDateOf(NOW),
      1,
    );
    expect(today.json<AvailabilityResponse>().days).toEqual([]);
    // More than a month at once is refused.
    expectError(
      await availability(seedEmails.bobBookService, services.gosforthFlu, OPEN_DAY, 40),
      400,
      'validation',
    );
    // A pharmacy that takes no bookings says so.
    const nico = await call(
      seedEmails.nicoNoBookings,
      'POST',
      '/v1/pharmacy-services/availability',
      {
        ownerId: seedPharmacyIds.jesmondIndependent,
        resourceId: '',
        serviceId: services.jesmondBloodPressure,
        dateFrom: `${OPEN_DAY}T00:00:00Z`,
        dateTo: `${isoDateAfter(OPEN_DAY, 7)}T00:00:00Z`,
      },
    );
    expectError(nico, 422, 'pharmacyServices.notAcceptingBookings', { show: true });
  });

  it('refuses times outside opening hours, in the past, outside the dates, and bad sub types; stores nothing', async () => {
    const bob = seedEmails.bobBookService;
    const refuse = async (overrides: object, status: number, code: string, show = true) =>
      expectError(
        await call(bob, 'POST', '/v1/pharmacy-services/bookings', bookingBody(bob, overrides)),
        status,
        code,
        { show },
      );
    await refuse({ startDate: `${OPEN_DAY}T05:00:00Z` }, 422, 'pharmacyService.slotNotOffered');
    await refuse({ startDate: `${OPEN_DAY}T19:45:00Z` }, 422, 'pharmacyService.slotNotOffered');
    await refuse(
      { startDate: new Date(NOW.getTime() - 3_600_000).toISOString() },
      422,
      'pharmacyService.slotNotOffered',
    );
    await refuse(
      { startDate: slotAt(OPEN_DAY, 0).replace(':00.000Z', ':07.000Z') },
      422,
      'pharmacyService.slotNotOffered',
    );
    await refuse({ serviceId: services.gosforthCovidEnded }, 422, 'pharmacyService.notBookable');
    await refuse(
      { serviceId: services.gosforthHayFeverInactive },
      422,
      'pharmacyService.notBookable',
    );
    await refuse(
      { serviceId: services.gosforthTravelExternal },
      422,
      'pharmacyService.notBookable',
    );
    await refuse({ serviceId: services.gosforthFlu }, 400, 'validation', false);
    await refuse(
      { serviceId: services.gosforthFlu, serviceSubType: 'Pets' },
      400,
      'validation',
      false,
    );
    await refuse({ serviceSubType: 'Adult (18 to 64)' }, 400, 'validation', false);
    await refuse({ serviceId: services.quaysideFlu }, 404, 'pharmacyService.notFound', false);
    await refuse({ customerId: seedPatientIds.alexMorgan }, 403, 'patient.forbidden', false);
    await refuse({ startDate: slotAt(FULL_DAY, 3) }, 422, 'pharmacyService.slotTaken');
    expect(await bookingsOf(bob)).toEqual([]);
  });

  it('20 concurrent bookings of one slot make one booking; the others are told it was taken', async () => {
    const startDate = slotAt(OPEN_DAY, 5);
    const emails = gosforthAccounts.filter((email) => customerOf[email]);
    const attempts = Array.from({ length: 20 }, (_, index) => emails[index % emails.length] ?? '');
    const responses = await Promise.all(
      attempts.map((email) =>
        call(email, 'POST', '/v1/pharmacy-services/bookings', bookingBody(email, { startDate })),
      ),
    );
    const made = responses.filter((response) => response.statusCode === 201);
    expect(made).toHaveLength(1);
    for (const response of responses.filter((each) => each.statusCode !== 201)) {
      expectError(response, 422, 'pharmacyService.slotTaken', { show: true });
    }
    const after = await availability(
      seedEmails.bobBookService,
      services.gosforthBloodPressure,
      OPEN_DAY,
      1,
    );
    const slot = after
      .json<AvailabilityResponse>()
      .availability.find((each) => each.start === startDate);
    expect(slot?.isAvailable).toBe(false);
  });

  it("books in person and by video, lists only the patient's own, and cancels only the patient's own", async () => {
    const bob = seedEmails.bobBookService;
    const pia = seedEmails.piaPharmacyServices;
    const inPerson = await call(
      bob,
      'POST',
      '/v1/pharmacy-services/bookings',
      bookingBody(bob, {
        serviceId: services.gosforthFlu,
        serviceSubType: 'Adult (65 and over)',
        startDate: slotAt(OPEN_DAY, 10),
      }),
    );
    expect(inPerson.statusCode, inPerson.body).toBe(201);
    const booked = inPerson.json<BookingResponse>();
    expect(booked).toMatchObject({
      name: 'Flu vaccination',
      serviceSubType: 'Adult (65 and over)',
      vcJoinLink: null,
      pharmacyId: gosforth,
    });
    expect(booked.locationInformation).toContain('Consultation room');
    const video = await call(
      bob,
      'POST',
      '/v1/pharmacy-services/bookings',
      bookingBody(bob, {
        serviceId: services.gosforthContraceptionVideo,
        startDate: slotAt(OPEN_DAY, 10),
      }),
    );
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json<BookingResponse>().vcJoinLink).toMatch(/^https:\/\//);
    expect(video.json<BookingResponse>().vcPassword).toMatch(/^[A-Z0-9]{8}$/);
    expect((await bookingsOf(bob)).map((booking) => booking.id)).toEqual(
      expect.arrayContaining([booked.id, video.json<BookingResponse>().id]),
    );

    // Pia's seeded bookings are hers alone: Bob cannot list them or cancel one, even with its key.
    const [piaBooking] = await bookingsOf(pia);
    if (!piaBooking) throw new Error('Pia has no seeded booking');
    expectError(
      await call(bob, 'POST', '/v1/pharmacy-services/bookings/list', {
        customerId: customerOf[pia],
        externalOwnerId: gosforth,
      }),
      403,
      'patient.forbidden',
    );
    const cancelBody = (booking: BookingResponse, key = booking.cancellationKey) => ({
      resourceId: booking.resourceId,
      startDate: booking.start,
      cancellationKey: key,
      cancellationReason: '',
      bookingPlatform: 'web app',
    });
    const someoneElses = await call(
      bob,
      'DELETE',
      '/v1/pharmacy-services/bookings',
      cancelBody(piaBooking),
    );
    const unknown = await call(
      bob,
      'DELETE',
      '/v1/pharmacy-services/bookings',
      cancelBody(booked, 'no-such-key'),
    );
    expectError(someoneElses, 404, 'pharmacyBooking.notFound');
    expect(someoneElses.body).toBe(unknown.body);
    expect((await bookingsOf(pia)).map((booking) => booking.id)).toContain(piaBooking.id);

    const cancelled = await call(
      bob,
      'DELETE',
      '/v1/pharmacy-services/bookings',
      cancelBody(booked),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await bookingsOf(bob)).map((booking) => booking.id)).not.toContain(booked.id);
    // Its slot is free again.
    const again = await call(
      bob,
      'POST',
      '/v1/pharmacy-services/bookings',
      bookingBody(bob, { startDate: slotAt(OPEN_DAY, 10) }),
    );
    expect(again.statusCode, again.body).toBe(201);
  });
});

function weekdayHours(from: string, to: string) {
  const day = [{ from, to }];
  return {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: [],
    sunday: [],
  };
}
