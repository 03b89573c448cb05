import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { englishResources } from './locale-resources';
import { pseudoLocalise } from './pseudo-locale';

/** Namespaces follow the feature areas (docs: ../shared/design/CONTENT.md). */
export const defaultNamespace = 'common';

/**
 * Starts i18next with the bundled English resources. English ships with the app (it is small and the
 * first paint needs it); further languages would load on demand.
 */
export function createI18n(language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: englishResources, pseudo: pseudoLocalise(englishResources) },
    ns: Object.keys(englishResources),
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
