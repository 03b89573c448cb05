import { apiHeaders } from './demo-data';
import { e2eApiURL } from './stack';

/**
 * Straight calls to the reference API's development controls for pharmacy services (docs/rest-api.md), for
 * journeys and crawl entries that change Pia's seeded bookings: putting them back afterwards.
 */

/** Gives pia.pharmacyservices her two seeded bookings back, and only those (POST /v1/dev/demo/pharmacy-bookings). */
export async function restorePiaBookingsDirectly(email: string): Promise<void> {
  const response = await fetch(`${e2eApiURL}/v1/dev/demo/pharmacy-bookings`, {
    method: 'POST',
    headers: await apiHeaders(email),
    body: '{}',
  });
  if (!response.ok) throw new Error(`API restoreDemoPharmacyBookings answered ${response.status}`);
}
