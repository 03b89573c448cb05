/**
 * An order's date as the user's language writes it, in Europe/London (CONTENT.md: dates by Intl). The
 * catalogue's languages are bare ('en', 'cy'); the region is the UK's (en-GB: '27 March 2026').
 */
export function formatOrderDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.includes('-') ? language : `${language}-GB`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}
