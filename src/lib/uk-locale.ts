/**
 * The catalogue's languages are bare ('en', 'cy'), and the app writes them as the UK does ('en-GB':
 * '27 March 2026'): the UK's region of a bare language, a full tag as it is. A module of its own so that the
 * entry, which warms Intl for this locale (intl-warm-up.ts), does not take the formatters with it.
 */
export function ukLocale(language: string): string {
  return language.includes('-') ? language : `${language}-GB`;
}
