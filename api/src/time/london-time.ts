/**
 * Europe/London wall-clock time for the simulated GP and pharmacy systems, whose appointment sessions, opening
 * hours and service dates are London's whatever the server's time zone. Offsets come from the time zone database
 * once per UTC hour (contract/zone-offsets.ts): a TZDate per slot made a month's appointment sessions cost ~20 ms
 * of CPU, a quarter of the APIs' work in issue #22's load.
 */
import { tzOffset } from '@date-fns/tz';
import { HourlyZoneOffsets } from '../contract';

export const LONDON_TIME_ZONE = 'Europe/London';

const londonOffsets = new HourlyZoneOffsets((at) => tzOffset(LONDON_TIME_ZONE, at));

/** The London calendar date of an instant, YYYY-MM-DD. */
export function londonDateOf(instant: Date): string {
  const ms = instant.getTime();
  return new Date(ms + londonOffsets.offsetMs(ms)).toISOString().slice(0, 10);
}

/**
 * The instant of a London wall-clock time, `minuteOfDay` minutes after midnight on the London date `date`
 * (YYYY-MM-DD). As TZDate: a time the clocks skip (01:30 as summer time starts) moves forward an hour, and of a
 * time they repeat (01:30 as it ends) the later is taken.
 */
export function londonInstant(date: string, minuteOfDay: number): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  return new Date(wall - londonOffsets.offsetMs(wall - londonOffsets.offsetMs(wall)));
}

/** The weekday of a calendar date (YYYY-MM-DD), 0 for Sunday to 6 for Saturday, as `Date.getDay`. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A wall-clock time as `HHmm`, from minutes after midnight. */
export function compactTimeOf(minuteOfDay: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minuteOfDay / 60))}${pad(minuteOfDay % 60)}`;
}
