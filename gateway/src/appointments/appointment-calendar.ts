/**
 * 'Add to calendar' for a booked GP appointment (issue #15, beyond the spec), made by the shared calendar file
 * (../calendar/calendar-file.ts). The words come from locales/en/appointments.json (`calendar.*`).
 */
import appointmentWords from '../../../locales/en/appointments.json' with { type: 'json' };
import { calendarFile, catalogueText } from '../calendar/calendar-file';
import type { SlotType } from '../generated/resolvers-types';

export { CALENDAR_REMINDER_MINUTES } from '../calendar/calendar-file';

export interface CalendarAppointment {
  slotId: string;
  /** ISO 8601 instants, as the API answers them. */
  startTime: string;
  endTime: string;
  slotType: SlotType;
  clinicianName: string | null;
}

/** The patient's GP practice: its name, then its address lines and postcode (blank ones are left out). */
export interface CalendarPractice {
  name: string;
  address: (string | null | undefined)[];
}

/** The .ics text of one appointment, stamped `now`. */
export function appointmentCalendar(
  appointment: CalendarAppointment,
  practice: CalendarPractice,
  now: Date,
): string {
  const text = (key: `appointments:calendar.${string}`, values?: Record<string, string>) =>
    catalogueText(appointmentWords, key, values);
  return calendarFile(
    'GP appointments',
    {
      uid: `gp-appointment-${appointment.slotId}`,
      start: appointment.startTime,
      end: appointment.endTime,
      summary: text(`appointments:calendar.summary.${appointment.slotType}`, {
        practice: practice.name,
      }),
      location: [practice.name, ...practice.address],
      description: appointment.clinicianName
        ? text('appointments:calendar.description', { clinician: appointment.clinicianName })
        : null,
      reminder: text('appointments:calendar.reminder'),
    },
    now,
  );
}
