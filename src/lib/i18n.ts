import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedI18nOptions } from './i18n-options';
import { englishResources } from './locale-resources';
import { pseudoLocalise } from './pseudo-locale';

export { defaultNamespace } from './i18n-options';

/**
 * An i18next instance with every namespace bundled, English and the pseudo-language: for tests, stories and
 * the catalogue check, which render any screen at once. The app itself uses createAppI18n (app-i18n.ts).
 */
export function createI18n(language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...sharedI18nOptions,
    lng: language,
    resources: { en: englishResources, pseudo: pseudoLocalise(englishResources) },
    ns: Object.keys(englishResources),
    initAsync: false,
  });
  return instance;
}
