import type { i18n as I18n } from 'i18next';

/**
 * The error catalogue (locales/en/errors.json) beyond the frame's groups, which the app's i18next instance has
 * from the entry (locale-core.ts): scripts/vite/error-catalogue-beyond-frame.ts leaves those out. The query
 * also makes it a module apart from the entry's import of the same file.
 */
const catalogueBeyondFrame = import.meta.glob<Record<string, unknown>>(
  '../../locales/en/errors.json',
  { query: '?beyond-frame&lang.json', import: 'default' },
);

/** Per instance: adds the whole catalogue to `errors`; forgotten on failure, so the next ask tries again. */
const loading = new WeakMap<I18n, Promise<void>>();
/** Instances created with only the frame's errors (createAppI18n); any other has them all already. */
const partial = new WeakSet<I18n>();

/** Marks `instance` as holding only the frame's errors and starts loading the rest at once. */
export function startLoadingErrorCatalogue(instance: I18n): void {
  partial.add(instance);
  wholeErrorCatalogue(instance)?.catch(() => undefined);
}

/**
 * Settles once `instance` has the whole error catalogue; undefined when it has it already. A screen waits
 * for it before it renders (router.tsx), so a failure it shows is never a key.
 */
export function wholeErrorCatalogue(instance: I18n): Promise<void> | undefined {
  if (!partial.has(instance)) return undefined;
  let added = loading.get(instance);
  if (added === undefined) {
    const load = catalogueBeyondFrame['../../locales/en/errors.json'];
    if (load === undefined) throw new Error('no locales/en/errors.json');
    added = load().then((errors) => {
      // Added beside the frame's groups in a new object (not deep): the entry's bundle is a module's object,
      // shared by every instance, which a deep merge would change.
      instance.addResourceBundle('en', 'errors', errors, false, true);
      partial.delete(instance);
    });
    added.catch(() => loading.delete(instance));
    loading.set(instance, added);
  }
  return added;
}
