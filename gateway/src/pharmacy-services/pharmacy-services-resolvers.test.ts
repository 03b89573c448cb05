import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import type { RestPharmacyService, RestServiceBooking } from './pharmacy-services-upstream';

const BOOKINGS = /* GraphQL */ `
  query Bookings {
    pharmacyServiceBookings {
      id
      serviceName
      subType
      start
      consultationType
      locationInformation
      videoLink
      videoPassword
      canBeCancelled
    }
  }
`;
const SERVICES = /* GraphQL */ `
  query Services {
    pharmacyServices {
      id
      name
      hasSubTypes
      bookable
      firstBookableDate
    }
  }
`;
const AVAILABILITY = /* GraphQL */ `
  query Availability($serviceId: ID!, $subType: String, $year: Int!, $month: Int!) {
    pharmacyServiceAvailability(
      serviceId: $serviceId
      subType: $subType
      year: $year
      month: $month
    ) {
      availableDates
      slots {
        start
        end
        date
        available
      }
    }
  }
`;
const BOOK = /* GraphQL */ `
  mutation Book($input: BookPharmacyServiceInput!, $idempotencyKey: String) {
    bookPharmacyService(input: $input, idempotencyKey: $idempotencyKey) {
      id
      serviceName
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($bookingId: ID!) {
    cancelPharmacyServiceBooking(bookingId: $bookingId) {
      id
    }
  }
`;

// Thursday 26 November 2026, 10:00 in London.
const NOW = Date.parse('2026-11-26T10:00:00Z');
const service = (overrides: Partial<RestPharmacyService>): RestPharmacyService => ({
  id: 'svc-flu',
  serviceNameId: 'flu-vaccination',
  name: 'Flu vaccination',
  subServices: [{ serviceNameId: 'flu-adult', name: 'Adult (18 to 64)' }],
  hasServiceSubTypes: true,
  externalLink: null,
  externalLinkText: null,
  externalDescription: null,
  pricingInformation: null,
  startDt: null,
  endDt: null,
  active: true,
  daysBookableInAdvance: 1,
  resourceId: 'room',
  consultationType: 'InPerson',
  ...overrides,
});
const services = [
  service({}),
  service({
    id: 'svc-ended',
    name: 'COVID-19 vaccination',
    subServices: [],
    hasServiceSubTypes: false,
    endDt: '2026-11-19',
  }),
];
const video: RestServiceBooking = {
  id: 'booking-video',
  name: 'Contraception consultation',
  serviceSubType: null,
  start: '2026-12-03T10:00:00.000Z',
  end: '2026-12-03T10:15:00.000Z',
  serviceId: 'svc-video',
  resourceId: 'video-clinic',
  cancellationKey: 'secret-key',
  locationInformation: null,
  vcJoinLink: 'https://video.example/join/abc',
  vcPassword: 'KX7P4QZ2',
  pharmacyId: 'ph-1',
};
const inPerson: RestServiceBooking = {
  ...video,
  id: 'booking-flu',
  name: 'Flu vaccination',
  serviceSubType: 'Adult (18 to 64)',
  start: '2026-12-02T14:30:00.000Z',
  end: '2026-12-02T14:45:00.000Z',
  serviceId: 'svc-flu',
  resourceId: 'room',
  cancellationKey: 'flu-key',
  locationInformation: 'Consultation room 1',
  vcJoinLink: null,
  vcPassword: null,
};

let stack: FakeStack;
let bookings: RestServiceBooking[];
beforeEach(async () => {
  stack = await startFakeStack({ now: () => NOW });
  await stack.signIn();
  bookings = [inPerson, video];
  answer('/v1/pharmacy-services/bookings/list', () => ({ status: 200, body: { bookings } }));
  answer('/v1/pharmacy-services', () => ({ status: 200, body: { services } }));
});
afterEach(() => stack.stop());

function answer(path: string, reply: FakeReply | (() => FakeReply)): void {
  stack.api.overrides.set(path, typeof reply === 'function' ? reply : () => reply);
}
const bodiesTo = (path: string, method = 'POST') =>
  stack.api
    .callsTo(path)
    .filter((call) => call.method === method)
    .map((call) => call.body);
const shown = (message: string): FakeReply => ({
  status: 422,
  body: { code: 'pharmacyService.slotTaken', message, show: true },
});

describe('pharmacyServiceBookings', () => {
  it("lists the patient's bookings at the nominated pharmacy, in person or by video", async () => {
    const reply = await stack.client.graphql(BOOKINGS);
    expect(bodiesTo('/v1/pharmacy-services/bookings/list')).toEqual([
      { customerId: stack.api.accountDetails.patient?.id, externalOwnerId: 'ph-1' },
    ]);
    expect(reply.json.data).toEqual({
      pharmacyServiceBookings: [
        {
          id: 'booking-flu',
          serviceName: 'Flu vaccination',
          subType: 'Adult (18 to 64)',
          start: inPerson.start,
          consultationType: 'InPerson',
          locationInformation: 'Consultation room 1',
          videoLink: null,
          videoPassword: null,
          canBeCancelled: true,
        },
        {
          id: 'booking-video',
          serviceName: 'Contraception consultation',
          subType: null,
          start: video.start,
          consultationType: 'Video',
          locationInformation: null,
          videoLink: video.vcJoinLink,
          videoPassword: 'KX7P4QZ2',
          canBeCancelled: true,
        },
      ],
    });
  });

  it('turns a failed list into pharmacyServices.bookingsLoadFailed', async () => {
    answer('/v1/pharmacy-services/bookings/list', {
      status: 500,
      body: { code: 'server.error', message: 'x', show: false },
    });
    expect(errorCodes(await stack.client.graphql(BOOKINGS))).toEqual([
      'pharmacyServices.bookingsLoadFailed',
    ]);
  });
});

describe('pharmacyServices', () => {
  it('says which services can be booked today (spec part 2 §5) and from when', async () => {
    expect((await stack.client.graphql(SERVICES)).json.data).toEqual({
      pharmacyServices: [
        {
          id: 'svc-flu',
          name: 'Flu vaccination',
          hasSubTypes: true,
          bookable: true,
          firstBookableDate: '2026-11-27',
        },
        {
          id: 'svc-ended',
          name: 'COVID-19 vaccination',
          hasSubTypes: false,
          bookable: false,
          firstBookableDate: '2026-11-27',
        },
      ],
    });
  });

  it('is empty without asking the API when the pharmacy takes no bookings', async () => {
    stack.api.accountDetails.pharmacy = {
      ...stack.api.accountDetails.pharmacy!,
      isServiceBookingEnabled: false,
    };
    expect((await stack.client.graphql(SERVICES)).json.data).toEqual({ pharmacyServices: [] });
    expect(stack.api.callsTo('/v1/pharmacy-services')).toHaveLength(0);
  });
});

describe('pharmacyServiceAvailability', () => {
  it('asks for one London month in UTC and groups nothing away', async () => {
    answer('/v1/pharmacy-services/availability', {
      status: 200,
      body: {
        availability: [
          { start: '2026-10-30T09:00:00.000Z', isAvailable: true },
          { start: '2026-10-31T23:45:00.000Z', isAvailable: false },
        ],
        days: [{ availableDate: '2026-10-30' }],
      },
    });
    const reply = await stack.client.graphql(AVAILABILITY, {
      serviceId: 'svc-flu',
      subType: 'Adult (18 to 64)',
      year: 2026,
      month: 10,
    });
    // October: 1 October 00:00 BST is 30 September 23:00 UTC; 1 November 00:00 GMT is midnight UTC.
    expect(bodiesTo('/v1/pharmacy-services/availability')).toEqual([
      {
        ownerId: 'ph-1',
        resourceId: '',
        serviceId: 'svc-flu',
        dateFrom: '2026-09-30T23:00:00.000Z',
        dateTo: '2026-11-01T00:00:00.000Z',
      },
    ]);
    expect(reply.json.data).toEqual({
      pharmacyServiceAvailability: {
        availableDates: ['2026-10-30'],
        slots: [
          {
            start: '2026-10-30T09:00:00.000Z',
            end: '2026-10-30T09:15:00.000Z',
            date: '2026-10-30',
            available: true,
          },
          {
            start: '2026-10-31T23:45:00.000Z',
            end: '2026-11-01T00:00:00.000Z',
            date: '2026-10-31',
            available: false,
          },
        ],
      },
    });
  });

  it('refuses a bad month, service or sub type without asking, and passes a 422 message on', async () => {
    for (const variables of [
      { serviceId: 'svc-flu', year: 2026, month: 13 },
      { serviceId: 'svc-flu', year: 2096, month: 1 },
      { serviceId: 'svc-unknown', year: 2026, month: 12 },
      { serviceId: 'svc-flu', subType: 'Pets', year: 2026, month: 12 },
    ]) {
      expect(errorCodes(await stack.client.graphql(AVAILABILITY, variables))).toEqual([
        'pharmacyServices.availabilityFailed',
      ]);
    }
    expect(stack.api.callsTo('/v1/pharmacy-services/availability')).toHaveLength(0);
    answer(
      '/v1/pharmacy-services/availability',
      shown('Your pharmacy is not currently accepting bookings.'),
    );
    const refused = await stack.client.graphql(AVAILABILITY, {
      serviceId: 'svc-flu',
      year: 2026,
      month: 12,
    });
    expect(refused.json.errors?.[0]?.extensions).toMatchObject({
      code: 'pharmacyServices.availabilityFailed',
      serverMessage: 'Your pharmacy is not currently accepting bookings.',
    });
  });
});

describe('bookPharmacyService', () => {
  it("books for the active patient with the account's details and the attempt's key", async () => {
    answer('/v1/pharmacy-services/bookings', { status: 201, body: inPerson });
    const reply = await stack.client.graphql(BOOK, {
      input: { serviceId: 'svc-flu', subType: 'Adult (18 to 64)', start: inPerson.start },
      idempotencyKey: 'attempt-1',
    });
    expect(
      stack.api
        .callsTo('/v1/pharmacy-services/bookings')
        .map((call) => call.headers['idempotency-key']),
    ).toEqual(['attempt-1']);
    expect(reply.json.data).toEqual({
      bookPharmacyService: { id: 'booking-flu', serviceName: 'Flu vaccination' },
    });
    const patient = stack.api.accountDetails.patient!;
    expect(bodiesTo('/v1/pharmacy-services/bookings')).toEqual([
      {
        externalId: 'ph-1',
        serviceId: 'svc-flu',
        startDate: inPerson.start,
        customerId: patient.id,
        firstName: patient.firstName,
        lastName: patient.lastName,
        email: stack.api.accountDetails.account.email,
        contactNumber: patient.primaryContactNumber,
        notes: '',
        dateOfBirth: patient.dateOfBirth,
        platform: 'web app',
        serviceName: 'Flu vaccination',
        serviceSubType: 'Adult (18 to 64)',
      },
    ]);
  });

  it('asks for a time and, for a service with sub types, a sub type, before calling', async () => {
    const book = (input: object) => stack.client.graphql(BOOK, { input });
    expect(
      errorCodes(await book({ serviceId: 'svc-flu', subType: 'Adult (18 to 64)', start: ' ' })),
    ).toEqual(['pharmacyServices.timeRequired']);
    expect(
      errorCodes(await book({ serviceId: 'svc-flu', subType: '  ', start: inPerson.start })),
    ).toEqual(['pharmacyServices.subTypeRequired']);
    expect(stack.api.callsTo('/v1/pharmacy-services/bookings')).toHaveLength(0);
  });

  it("shows the server's message for a 422 and the catalogue's otherwise", async () => {
    const message =
      'Sorry, that time has just been booked by someone else. Please choose another time.';
    answer('/v1/pharmacy-services/bookings', shown(message));
    const input = { serviceId: 'svc-flu', subType: 'Adult (18 to 64)', start: inPerson.start };
    const taken = await stack.client.graphql(BOOK, { input });
    expect(taken.json.errors?.[0]?.extensions).toMatchObject({
      code: 'pharmacyServices.bookFailed',
      serverMessage: message,
    });
    answer('/v1/pharmacy-services/bookings', {
      status: 503,
      body: { code: 'server.error', message: 'x', show: false },
    });
    const failed = await stack.client.graphql(BOOK, { input });
    expect(failed.json.errors?.[0]?.extensions).toEqual({ code: 'pharmacyServices.bookFailed' });
  });
});

describe('cancelPharmacyServiceBooking', () => {
  it('cancels with the booking’s key, which never reaches the browser, then lists the rest', async () => {
    answer('/v1/pharmacy-services/bookings', () => {
      bookings = [inPerson];
      return { status: 204, body: undefined };
    });
    const reply = await stack.client.graphql(CANCEL, { bookingId: 'booking-video' });
    expect(JSON.stringify(reply.json)).not.toContain('secret-key');
    expect(bodiesTo('/v1/pharmacy-services/bookings', 'DELETE')).toEqual([
      {
        resourceId: 'video-clinic',
        startDate: video.start,
        cancellationKey: 'secret-key',
        cancellationReason: '',
        bookingPlatform: 'web app',
      },
    ]);
    expect(reply.json.data).toEqual({ cancelPharmacyServiceBooking: [{ id: 'booking-flu' }] });
  });

  it('refuses a booking that is not in the list, and passes a 422 message on', async () => {
    expect(errorCodes(await stack.client.graphql(CANCEL, { bookingId: 'someone-elses' }))).toEqual([
      'pharmacyServices.cancelFailed',
    ]);
    expect(bodiesTo('/v1/pharmacy-services/bookings', 'DELETE')).toHaveLength(0);
    answer('/v1/pharmacy-services/bookings', shown('This service has already started.'));
    const refused = await stack.client.graphql(CANCEL, { bookingId: 'booking-video' });
    expect(refused.json.errors?.[0]?.extensions).toMatchObject({
      code: 'pharmacyServices.cancelFailed',
      serverMessage: 'This service has already started.',
    });
  });
});

describe('GET /calendar/pharmacy-services/<bookingId>.ics', () => {
  const download = (path: string) =>
    fetch(`${stack.client.baseUrl}${path}`, {
      headers: { cookie: stack.client.cookieHeader() },
      redirect: 'manual',
    });
  const eventOf = async (response: Response) =>
    new ICAL.Event(
      new ICAL.Component(ICAL.parse(await response.text()) as unknown[]).getFirstSubcomponent(
        'vevent',
      )!,
    );

  it('gives an in-person booking at the pharmacy, and a video one with its link and password', async () => {
    const flu = await download('/calendar/pharmacy-services/booking-flu.ics');
    expect(flu.status).toBe(200);
    expect(flu.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const fluEvent = await eventOf(flu);
    expect(fluEvent.startDate.toJSDate().toISOString()).toBe(inPerson.start);
    expect(fluEvent.summary).toBe('Flu vaccination (Adult (18 to 64)) at High Street Pharmacy');
    expect(fluEvent.location).toBe(
      'Consultation room 1, High Street Pharmacy, 1 High Street, Newcastle, NE1 1AA',
    );

    const videoEvent = await eventOf(
      await download('/calendar/pharmacy-services/booking-video.ics'),
    );
    expect(videoEvent.description).toContain('https://video.example/join/abc');
    expect(videoEvent.description).toContain('KX7P4QZ2');
  });

  it('sends to the list for a booking that is not the patient’s', async () => {
    const response = await download('/calendar/pharmacy-services/someone-elses.ics');
    expect([response.status, response.headers.get('location')]).toEqual([
      303,
      '/my-services/pharmacy-services',
    ]);
  });
});

describe('with featurePharmacyServiceBooking off', () => {
  it('lists nothing without asking the API', async () => {
    const off = await startFakeStack({ now: () => NOW });
    try {
      off.api.config = { ...off.api.config, featurePharmacyServiceBooking: false };
      await off.signIn();
      expect((await off.client.graphql(BOOKINGS)).json.data).toEqual({
        pharmacyServiceBookings: [],
      });
      expect(off.api.callsTo('/v1/pharmacy-services/bookings/list')).toHaveLength(0);
    } finally {
      await off.stop();
    }
  });
});
