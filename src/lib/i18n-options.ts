import type { InitOptions } from 'i18next';

/** Namespaces follow the feature areas (docs: ../shared/design/CONTENT.md). */
export const defaultNamespace = 'common';

/** What every i18next instance of the app shares, whichever way its resources arrive. */
export const sharedI18nOptions = {
  fallbackLng: 'en',
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
