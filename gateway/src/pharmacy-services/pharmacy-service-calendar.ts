/**
 * 'Add to calendar' for a booked pharmacy service (issue #17), made by the shared calendar file and served by
 * the shared download route (../calendar/). GET /calendar/pharmacy-services/<bookingId>.ics
 * (pharmacyServiceCalendarPath in src/lib/route-paths.ts): one of the signed-in patient's own bookings, at the
 * pharmacy's address, or by video with its link and password. The words come from
 * locales/en/pharmacy-services.json (`calendar.*`).
 */
import serviceWords from '../../../locales/en/pharmacy-services.json' with { type: 'json' };
import { loadMe } from '../account/load-me';
import type { CalendarDownload } from '../calendar/calendar-download-route';
import { calendarFile, catalogueText } from '../calendar/calendar-file';
import type { Pharmacy, ServiceBooking } from '../generated/resolvers-types';
import { listBookings } from './pharmacy-services-resolvers';

const text = (key: `pharmacy-services:calendar.${string}`, values?: Record<string, string>) =>
  catalogueText(serviceWords, key, values);

/** The .ics text of one booking at the pharmacy, stamped `now`. */
export function serviceBookingCalendar(
  booking: ServiceBooking,
  pharmacy: Pick<
    Pharmacy,
    'businessName' | 'address1' | 'address2' | 'address3' | 'city' | 'postcode'
  >,
  now: Date,
): string {
  const service = booking.subType
    ? `${booking.serviceName} (${booking.subType})`
    : booking.serviceName;
  const names = { service, pharmacy: pharmacy.businessName };
  const video = booking.videoLink !== null && booking.videoLink !== undefined;
  return calendarFile(
    'Pharmacy services',
    {
      uid: `pharmacy-service-${booking.id}`,
      start: booking.start,
      end: booking.end,
      summary: video
        ? text('pharmacy-services:calendar.summaryVideo', names)
        : text('pharmacy-services:calendar.summary', names),
      location: video
        ? []
        : [
            booking.locationInformation,
            pharmacy.businessName,
            pharmacy.address1,
            pharmacy.address2,
            pharmacy.address3,
            pharmacy.city,
            pharmacy.postcode,
          ],
      description: video
        ? text('pharmacy-services:calendar.descriptionVideo', {
            link: booking.videoLink ?? '',
            password: booking.videoPassword ?? '',
          })
        : null,
      reminder: text('pharmacy-services:calendar.reminder'),
    },
    now,
  );
}

export const pharmacyServiceCalendarDownload: CalendarDownload = {
  prefix: '/calendar/pharmacy-services/',
  listPath: '/my-services/pharmacy-services',
  operationName: 'PharmacyServiceCalendar',
  fileName: 'pharmacy-service.ics',
  async build(ctx, bookingId, now) {
    const me = await loadMe(ctx);
    if (!me.features.pharmacyServices || !me.pharmacy) return null;
    const booking = (await listBookings(ctx, me)).find((candidate) => candidate.id === bookingId);
    return booking ? serviceBookingCalendar(booking, me.pharmacy, now) : null;
  },
};
