/**
 * Runs on its own thread (src/lib/intl-warm-up.ts): makes and uses one of each kind of Intl object the screens
 * make, in the locales they are given, then ends. ICU's locale data, London's time-zone rules and V8's date
 * pattern generators are cached for the whole browser process, so a screen's first formatter on the main
 * thread then costs ~1 ms instead of the 25–40 ms (100–150 ms on a phone's slower core) of a cold start.
 */
self.onmessage = ({ data: locales }: MessageEvent<readonly string[]>) => {
  const instant = new Date();
  for (const locale of locales) {
    // Dates and times in London, in words and in parts; 12-hour times; numbers; plurals (i18next's counts).
    new Intl.DateTimeFormat(locale, { timeZone: 'Europe/London', dateStyle: 'long' }).format(
      instant,
    );
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/London',
      weekday: 'long',
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }).formatToParts(instant);
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
    new Intl.PluralRules(locale).select(1);
  }
  self.close();
};
