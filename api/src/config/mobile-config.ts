import { Type, type Static } from '@sinclair/typebox';
import { booleanFlags, stringEnum, stringFields } from '../http/schemas';
import type { NhsLoginConfig } from '../nhs-login/nhs-login-config';
import { readBoolean, readString, type Env } from './env-values';
import { configLinks, loadPublicPagesConfig } from './public-pages-config';

/** The public configuration the app fetches at start (spec part 1 §7). */
export const MobileConfigResponse = Type.Object({
  productName: Type.String(),
  ...booleanFlags([
    'featureNHSLogin',
    'featureIM1',
    'featurePharmacyServiceBooking',
    'featureAllergyTesting',
    'featureCovidVaccination',
  ]).properties,
  featureEmailChange: stringEnum(['Enabled', 'Disabled']),
  betaFeatures: booleanFlags([
    'autoReorderReminders',
    'manualReorderReminders',
    'autoDailyReminders',
    'manualDailyReminders',
  ]),
  nhsLogin: Type.Object({
    authorizeUrl: Type.String(),
    clientId: Type.String(),
    redirectUri: Type.String(),
    scope: Type.String(),
  }),
  links: stringFields(configLinks),
  supportEmail: Type.String(),
});
export type MobileConfig = Static<typeof MobileConfigResponse>;

/**
 * Reads the mobile config from the environment. Every feature flag defaults to on so a fresh checkout shows
 * the whole product; `FEATURE_<NAME>=false` switches one off (for tests of the gates in spec part 1 §6).
 */
export function loadMobileConfig(
  env: Env,
  nhsLogin: Pick<NhsLoginConfig, 'authorizeUrl' | 'clientId' | 'redirectUri' | 'scope'>,
): MobileConfig {
  const emailChange = readString(env, 'FEATURE_EMAIL_CHANGE', 'Enabled');
  if (emailChange !== 'Enabled' && emailChange !== 'Disabled') {
    throw new Error(`FEATURE_EMAIL_CHANGE must be Enabled or Disabled, not "${emailChange}"`);
  }
  return {
    ...loadPublicPagesConfig(env),
    featureIM1: readBoolean(env, 'FEATURE_IM1', true),
    featurePharmacyServiceBooking: readBoolean(env, 'FEATURE_PHARMACY_SERVICE_BOOKING', true),
    featureAllergyTesting: readBoolean(env, 'FEATURE_ALLERGY_TESTING', true),
    featureCovidVaccination: readBoolean(env, 'FEATURE_COVID_VACCINATION', true),
    featureEmailChange: emailChange,
    betaFeatures: {
      autoReorderReminders: readBoolean(env, 'BETA_AUTO_REORDER_REMINDERS', true),
      manualReorderReminders: readBoolean(env, 'BETA_MANUAL_REORDER_REMINDERS', true),
      autoDailyReminders: readBoolean(env, 'BETA_AUTO_DAILY_REMINDERS', true),
      manualDailyReminders: readBoolean(env, 'BETA_MANUAL_DAILY_REMINDERS', true),
    },
    // The same client as GET /v1/nhs-login/authorize-config (api/src/nhs-login/nhs-login-config.ts).
    nhsLogin: {
      authorizeUrl: nhsLogin.authorizeUrl,
      clientId: nhsLogin.clientId,
      redirectUri: nhsLogin.redirectUri,
      scope: nhsLogin.scope,
    },
    supportEmail: readString(env, 'SUPPORT_EMAIL', 'support@example.com'),
  };
}
