import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { startLoadingErrorCatalogue } from './error-catalogue';
import { sharedI18nOptions } from './i18n-options';
import { coreEnglish } from './locale-core';

// One chunk per feature namespace; the core ones are bundled with the entry instead.
const featureNamespaces = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/*.json', '!../../locales/en/{common,errors,frame}.json'],
  { import: 'default' },
);

type NamespaceLoaders = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Loads a feature's words the first time one of its components asks for them (useTranslation('orders')):
 * react-i18next suspends that component meanwhile, and the route's Suspense shows the spinner. So the first
 * visit to /login downloads the login words, not every page's.
 */
export function namespaceBackend(loaders: NamespaceLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(_language, namespace, callback) {
      const load = loaders[`../../locales/en/${namespace}.json`];
      if (!load) {
        callback(new Error(`no locales/en/${namespace}.json`), false);
        return;
      }
      // A chunk that failed to arrive (a dropped connection, a busy server) is asked for again: `true` lets
      // i18next retry a few times, waiting longer each time, before the screen would show keys for words.
      load().then(
        (resources) => callback(null, resources),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}

/**
 * The app's i18next instance: English, core namespaces at once (of the errors, the frame's), feature namespaces
 * on demand, the rest of the errors at once in a chunk of their own.
 */
export function createAppI18n(loaders: NamespaceLoaders = featureNamespaces): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(namespaceBackend(loaders))
    .use(initReactI18next)
    .init({
      ...sharedI18nOptions,
      lng: 'en',
      // A container of its own: i18next writes the namespaces it adds later into it.
      resources: { en: { ...coreEnglish } },
      // Core namespaces come from `resources`; any other is read from the backend when first used.
      partialBundledLanguages: true,
      ns: Object.keys(coreEnglish),
      initAsync: false,
    });
  startLoadingErrorCatalogue(instance);
  return instance;
}
