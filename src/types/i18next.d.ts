import 'i18next';
import type { englishResources } from '../lib/locale-resources';

// Keys are typed from the English resources, so a missing key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}
