import { dateTimeFormat } from './intl-formats';

const longDate: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
};

/**
 * A date as the user's language writes it in full, in Europe/London (CONTENT.md: dates by Intl): an order's
 * date, the accessibility statement's dates. The catalogue's languages are bare ('en', 'cy'); the region is
 * the UK's (en-GB: '27 March 2026').
 */
export function formatLongDate(iso: string, language: string): string {
  return dateTimeFormat(language, longDate).format(new Date(iso));
}
