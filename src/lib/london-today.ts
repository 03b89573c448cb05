/**
 * Today's date in Europe/London as YYYY-MM-DD (the calendar day the 16-year rule counts from, and the one a
 * reminder's date is measured against). Its own module, without the date-of-birth rules and the contract's
 * date checks, so that the reminders list does not fetch those with its dates (issue #20).
 */
export function londonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
