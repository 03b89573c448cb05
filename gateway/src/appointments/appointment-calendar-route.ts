import { fetchAccountDetails } from '../account/account-upstream';
import type { CalendarDownload } from '../calendar/calendar-download-route';
import { appointmentCalendar } from './appointment-calendar';
import { fetchAppointments } from './appointments-upstream';

/**
 * GET /calendar/appointments/<slotId>.ics (appointmentCalendarPath in src/lib/route-paths.ts): one of the
 * signed-in patient's own appointments, with the practice's name and address as its place; served by
 * ../calendar/calendar-download-route.ts, which sends the browser to the list when there is no file to give.
 */
export const appointmentCalendarDownload: CalendarDownload = {
  prefix: '/calendar/appointments/',
  listPath: '/my-services/appointments',
  operationName: 'AppointmentCalendar',
  fileName: 'gp-appointment.ics',
  async build(ctx, slotId, now) {
    const [appointments, details] = await Promise.all([
      fetchAppointments(ctx),
      fetchAccountDetails(ctx),
    ]);
    const appointment = appointments.find((candidate) => candidate.slotId === slotId);
    const patient = details.patient;
    if (!appointment || !patient?.gpName) return null;
    return appointmentCalendar(
      {
        slotId: appointment.slotId,
        startTime: appointment.startTime,
        endTime: appointment.endTime,
        slotType: appointment.slotTypeStatus,
        clinicianName: appointment.clinician?.displayName ?? null,
      },
      {
        name: patient.gpName,
        address: [
          patient.gpAddress1,
          patient.gpAddress2,
          patient.gpAddress3,
          patient.gpAddress4,
          patient.gpPostcode,
        ],
      },
      now,
    );
  },
};
