/**
 * 'Add to calendar' (issue #15, beyond the spec; reused by issue #17): one booked event as an iCalendar file
 * (RFC 5545), made with ical-generator. Times are written in UTC (`DTSTART:…Z`, RFC 5545 §3.3.5 form 2), so
 * every calendar shows the Europe/London wall-clock time in the patient's own zone, in summer time or not,
 * without a VTIMEZONE block. The words come from the area's locales/en/<namespace>.json (`calendar.*`), where
 * content designers edit them with the app's own.
 */
import ical, { ICalAlarmType } from 'ical-generator';

/** How long before the event the calendar reminds the patient (VALARM TRIGGER). */
export const CALENDAR_REMINDER_MINUTES = 60;

export interface CalendarEvent {
  /** RFC 5545 §3.8.4.7: the same booking keeps its UID, so adding it twice updates one event. */
  uid: string;
  /** ISO 8601 instants, as the API answers them. */
  start: string;
  end: string;
  summary: string;
  /** The place's lines (blank ones are left out), or none for an event without a place. */
  location: (string | null | undefined)[];
  description: string | null;
  /** The reminder's text. */
  reminder: string;
}

/** The .ics text of one event of `product` (the calendar's PRODID), stamped `now`. */
export function calendarFile(product: string, event: CalendarEvent, now: Date): string {
  const calendar = ical({ prodId: { company: 'NHS', product, language: 'EN' } });
  const location = event.location
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '')
    .join(', ');
  calendar.createEvent({
    id: event.uid,
    start: new Date(event.start),
    end: new Date(event.end),
    stamp: now,
    summary: event.summary,
    location: location === '' ? null : location,
    description: event.description,
    alarms: [
      {
        type: ICalAlarmType.display,
        triggerBefore: CALENDAR_REMINDER_MINUTES * 60,
        description: event.reminder,
      },
    ],
  });
  return calendar.toString();
}

/**
 * The English text at `key` of a locale file (the caller writes its `namespace:calendar.…` key whole, so the
 * catalogue check sees it used), with i18next's `{{name}}` placeholders filled.
 */
export function catalogueText(
  words: unknown,
  key: string,
  values: Record<string, string> = {},
): string {
  const path = key.slice(key.indexOf(':') + 1).split('.');
  let found: unknown = words;
  for (const part of path) found = (found as Record<string, unknown> | undefined)?.[part];
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
