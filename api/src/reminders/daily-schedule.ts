/**
 * When a daily reminder next falls due: its time of day on the Europe/London calendar (spec part 2 §3
 * reminderTime "HH:mm:ss"), so 08:00 stays 08:00 for the patient across the clock changes.
 */
import { TZDate } from '@date-fns/tz';

const LONDON = 'Europe/London';

/**
 * The first instant strictly after `after` at which London's clock reads `time`. A time the spring change
 * skips (01:30 on the last Sunday of March) falls at the same moment an hour later by the clock, 02:30 BST.
 */
export function nextDailyDue(time: string, after: Date): Date {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  const today = new TZDate(after.getTime(), LONDON);
  for (let days = 0; days <= 2; days += 1) {
    const candidate = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + days,
      hours,
      minutes,
      seconds,
      LONDON,
    );
    if (candidate.getTime() > after.getTime()) return new Date(candidate.getTime());
  }
  throw new Error(`no London day after ${after.toISOString()} has ${time}`);
}
