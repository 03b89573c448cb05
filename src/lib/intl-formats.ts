import { ukLocale } from './uk-locale';

/**
 * The app's Intl formatters (CONTENT.md: dates, times and numbers by Intl), in one place for two rules:
 * - they write the catalogue's language as the UK does (uk-locale.ts); a locale Intl refuses falls back to
 *   British English;
 * - a formatter is made once per locale and options and kept: making one costs far more than using it
 *   (~0.1-0.5 ms each on a phone's core, so a list of 2,000 record values or dates made them for most of its
 *   render: issue #20).
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  language: string,
  options: object,
  make: (locale: string) => Format,
): Format {
  const locale = ukLocale(language);
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = made.get(key) as Format | undefined;
  if (!format) {
    try {
      format = make(locale);
    } catch {
      format = make('en-GB');
    }
    made.set(key, format);
  }
  return format;
}

/** A date and time formatter for `language` in the UK, kept for the next call with the same options. */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** A number formatter for `language` in the UK, kept for the next call with the same options. */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return kept('number', language, options, (locale) => new Intl.NumberFormat(locale, options));
}
