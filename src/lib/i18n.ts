import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedI18nOptions } from './i18n-options';
import { englishResources } from './locale-resources';
import { pseudoLocalise } from './pseudo-locale';

export { defaultNamespace } from './i18n-options';

/**
 * An i18next instance with every namespace bundled, English and the pseudo-language: for tests, stories and
 * the catalogue check, which render any screen at once. The app itself uses createAppI18n (app-i18n.ts).
 * `english` replaces the catalogue for a test of the tooling on a fixture catalogue (given, not mocked: the
 * server project's files share one module cache, where a module mock would leak into the next file).
 */
export function createI18n(language = 'en', english: Resource[string] = englishResources): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...sharedI18nOptions,
    lng: language,
    resources: { en: english, pseudo: pseudoLocalise(english) },
    ns: Object.keys(english),
    initAsync: false,
  });
  return instance;
}
