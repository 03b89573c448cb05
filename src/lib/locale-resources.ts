// Every English namespace, one JSON file per feature area (locales/en/<namespace>.json). Tests, stories and
// the catalogue check use them all at once; the app bundles only the core and loads the rest per page
// (src/lib/app-i18n.ts).
import accessibility from '../../locales/en/accessibility.json';
import appointments from '../../locales/en/appointments.json';
import auth from '../../locales/en/auth.json';
import errors from '../../locales/en/errors.json';
import help from '../../locales/en/help.json';
import home from '../../locales/en/home.json';
import myDetails from '../../locales/en/my-details.json';
import myServices from '../../locales/en/my-services.json';
import linking from '../../locales/en/linking.json';
import messages from '../../locales/en/messages.json';
import medicalRecord from '../../locales/en/medical-record.json';
import orders from '../../locales/en/orders.json';
import pharmacy from '../../locales/en/pharmacy.json';
import pharmacyServices from '../../locales/en/pharmacy-services.json';
import profile from '../../locales/en/profile.json';
import registration from '../../locales/en/registration.json';
import reminders from '../../locales/en/reminders.json';
import { coreEnglish } from './locale-core';

export const englishResources = {
  ...coreEnglish,
  errors,
  accessibility,
  appointments,
  auth,
  help,
  home,
  'my-details': myDetails,
  'my-services': myServices,
  linking,
  messages,
  'medical-record': medicalRecord,
  orders,
  pharmacy,
  'pharmacy-services': pharmacyServices,
  profile,
  registration,
  reminders,
} as const;
