import {
  seedPharmacyIds,
  seedPharmacyServiceIds,
  seedPharmacyServicePatientIds,
} from '../../../api/src/demo/seed-ids';
import { apiHeaders, apiHeadersWithoutBody } from './demo-data';
import { demoEmails } from './demo-accounts';
import { e2eApiURL } from './stack';

/**
 * Straight calls to the reference API's pharmacy-service calls (spec part 2 §7), for journeys that need a time
 * taken by another patient first, and to put the demo's bookings back afterwards. Bob and Pia are patients of
 * the owned pharmacy (api/src/demo/seed-pharmacy-services.ts).
 */
const gosforth = seedPharmacyIds.gosforthOwned;

const patients = {
  [demoEmails.bobBookService]: seedPharmacyServicePatientIds.bobBookService,
  [demoEmails.piaPharmacyServices]: seedPharmacyServicePatientIds.piaPharmacyServices,
} as Record<string, string>;

function patientOf(email: string): string {
  const patientId = patients[email];
  if (!patientId) throw new Error(`${email} is not a pharmacy-services demo patient`);
  return patientId;
}

/** The first free slot of the flu vaccination on `date` (YYYY-MM-DD, London) at the owned pharmacy. */
export async function firstFreeFluSlotOn(email: string, date: string): Promise<string> {
  const response = await fetch(`${e2eApiURL}/v1/pharmacy-services/availability`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: JSON.stringify({
      ownerId: gosforth,
      resourceId: '',
      serviceId: seedPharmacyServiceIds.gosforthFlu,
      dateFrom: `${date}T00:00:00.000Z`,
      dateTo: `${date}T23:59:59.000Z`,
    }),
  });
  if (!response.ok) throw new Error(`API pharmacyServiceAvailability answered ${response.status}`);
  const { availability } = (await response.json()) as {
    availability: { start: string; isAvailable: boolean }[];
  };
  const free = availability.find((slot) => slot.isAvailable);
  if (!free) throw new Error(`no free flu vaccination slot on ${date}`);
  return free.start;
}

/** Books the flu vaccination (adult sub type) at `start` for the account's patient, as the app would. */
export async function bookFluDirectly(email: string, start: string): Promise<void> {
  const response = await fetch(`${e2eApiURL}/v1/pharmacy-services/bookings`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: JSON.stringify({
      externalId: gosforth,
      serviceId: seedPharmacyServiceIds.gosforthFlu,
      startDate: start,
      customerId: patientOf(email),
      firstName: 'Demo',
      lastName: 'Patient',
      email,
      contactNumber: null,
      notes: '',
      dateOfBirth: null,
      platform: 'web app',
      serviceName: 'Flu vaccination',
      serviceSubType: 'Adult (18 to 64)',
    }),
  });
  if (!response.ok) throw new Error(`API createServiceBooking answered ${response.status}`);
}

/** Cancels every upcoming booking of the account's patient, freeing their slots. */
export async function cancelServiceBookingsDirectly(email: string): Promise<void> {
  const headers = await apiHeaders(email);
  const listed = await fetch(`${e2eApiURL}/v1/pharmacy-services/bookings/list`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ customerId: patientOf(email), externalOwnerId: gosforth }),
  });
  if (!listed.ok) throw new Error(`API serviceBookingsList answered ${listed.status}`);
  const { bookings } = (await listed.json()) as {
    bookings: { resourceId: string; start: string; cancellationKey: string }[];
  };
  for (const booking of bookings) {
    const cancelled = await fetch(`${e2eApiURL}/v1/pharmacy-services/bookings`, {
      method: 'DELETE',
      headers,
      body: JSON.stringify({
        resourceId: booking.resourceId,
        startDate: booking.start,
        cancellationKey: booking.cancellationKey,
        cancellationReason: '',
        bookingPlatform: 'web app',
      }),
    });
    if (!cancelled.ok) throw new Error(`API cancelServiceBooking answered ${cancelled.status}`);
  }
}

/** Gives Pia her seeded bookings back, and takes away any others (the API's demo restore call). */
export async function restorePiaBookingsDirectly(): Promise<void> {
  const response = await fetch(`${e2eApiURL}/v1/dev/demo/pharmacy-bookings`, {
    method: 'POST',
    headers: await apiHeadersWithoutBody(demoEmails.piaPharmacyServices),
  });
  if (!response.ok) throw new Error(`API restoreDemoPharmacyBookings answered ${response.status}`);
}
