/**
 * 'Add to calendar' (issue #15, beyond the spec): a booked GP appointment as an iCalendar file (RFC 5545),
 * made with ical-generator. Times are written in UTC (`DTSTART:…Z`, RFC 5545 §3.3.5 form 2), so every
 * calendar shows the practice's Europe/London wall-clock time in the patient's own zone, in summer time or
 * not, without a VTIMEZONE block. The words come from locales/en/appointments.json (`calendar.*`), where
 * content designers edit them with the app's own.
 */
import ical, { ICalAlarmType } from 'ical-generator';
import appointmentWords from '../../../locales/en/appointments.json' with { type: 'json' };
import type { SlotType } from '../generated/resolvers-types';

/** How long before the appointment the calendar reminds the patient (VALARM TRIGGER). */
export const CALENDAR_REMINDER_MINUTES = 60;

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
  const calendar = ical({
    prodId: { company: 'NHS', product: 'GP appointments', language: 'EN' },
  });
  calendar.createEvent({
    // RFC 5545 §3.8.4.7: the same appointment keeps its UID, so adding it twice updates one event.
    id: `gp-appointment-${appointment.slotId}`,
    start: new Date(appointment.startTime),
    end: new Date(appointment.endTime),
    stamp: now,
    summary: text(`appointments:calendar.summary.${appointment.slotType}`, {
      practice: practice.name,
    }),
    location: [practice.name, ...practice.address]
      .map((line) => line?.trim() ?? '')
      .filter((line) => line !== '')
      .join(', '),
    description: appointment.clinicianName
      ? text('appointments:calendar.description', { clinician: appointment.clinicianName })
      : null,
    alarms: [
      {
        type: ICalAlarmType.display,
        triggerBefore: CALENDAR_REMINDER_MINUTES * 60,
        description: text('appointments:calendar.reminder'),
      },
    ],
  });
  return calendar.toString();
}

/**
 * The English text of an 'appointments:…' key (written whole, so the catalogue check sees it used), with
 * i18next's `{{name}}` placeholders filled.
 */
function text(key: `appointments:calendar.${string}`, values: Record<string, string> = {}): string {
  const path = key.slice('appointments:'.length).split('.');
  let found: unknown = appointmentWords;
  for (const part of path) found = (found as Record<string, unknown> | undefined)?.[part];
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
