// Making an Intl.DateTimeFormat costs far more than using one: a list of 2,000 dates (a long medical record)
// would spend most of its render making them. One per locale, made on first use.
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the user's language writes it in full, in Europe/London (CONTENT.md: dates by Intl): an order's
 * date, the accessibility statement's dates. The catalogue's languages are bare ('en', 'cy'); the region is
 * the UK's (en-GB: '27 March 2026').
 */
export function formatLongDate(iso: string, language: string): string {
  const locale = language.includes('-') ? language : `${language}-GB`;
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    longDateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
