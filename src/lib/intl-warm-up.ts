import { ukLocale } from './uk-locale';

/**
 * Canada's English writes dates as YYYY-MM-DD, London's day as src/lib/london-today.ts reads it. Here, not
 * there, so that the entry, which starts the warm-up, does not take that module with it.
 */
export const LONDON_DAY_LOCALE = 'en-CA';

/**
 * Issue #20: the first `Intl.DateTimeFormat` a page makes loads ICU's data, one task of 25–40 ms on this
 * machine's core and 100–150 ms on a phone's (Lighthouse's fourfold slowdown), in the middle of rendering the
 * screen whose dates it formats. Loaded on a worker thread at start instead, while the page's query is on its
 * way: ICU's caches are the process's, so the screen's own formatters then start warm. Nothing depends on it;
 * where workers are missing (jsdom) or refused, the main thread loads the data itself, as before.
 */
export function warmIntlOffMainThread(language: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
    });
    const locales = new Set([ukLocale(language), 'en-GB', LONDON_DAY_LOCALE]);
    worker.postMessage([...locales]);
  } catch {
    // A browser that refuses the worker: the screens load the data when they need it.
  }
}
