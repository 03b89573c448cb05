import type { AppConfig } from '../generated/resolvers-types';
import type { RestMobileConfig } from '../upstream/rest-types';

/** Mobile config → AppConfig: the public flags and links the app needs before sign-in. */
export function mapAppConfig(config: RestMobileConfig): Omit<AppConfig, 'mapsApiKey'> {
  return {
    productName: config.productName,
    featureNHSLogin: config.featureNHSLogin,
    featureIM1: config.featureIM1,
    featurePharmacyServiceBooking: config.featurePharmacyServiceBooking,
    featureAllergyTesting: config.featureAllergyTesting,
    featureCovidVaccination: config.featureCovidVaccination,
    featureEmailChange: config.featureEmailChange !== 'Disabled',
    links: {
      provider: config.links.provider,
      appDownload: config.links.appDownload,
      terms: config.links.terms,
      privacy: config.links.privacy,
      cookiePolicy: config.links.cookiePolicy,
      contact: config.links.contact,
      findOutMore: config.links.findOutMore,
      allergyTesting: config.links.allergyTesting,
      facebook: config.links.facebook,
      twitter: config.links.twitter,
      instagram: config.links.instagram,
    },
    supportEmail: config.supportEmail,
  };
}
