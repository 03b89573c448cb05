import type { AppConfig } from '../generated/resolvers-types';
import type { RestMobileConfig } from '../upstream/rest-types';

/** Mobile config → AppConfig: the public flags and links the app needs before sign-in. */
export function mapAppConfig(config: RestMobileConfig): AppConfig {
  return {
    productName: config.productName,
    featureNHSLogin: config.featureNHSLogin,
    featureIM1: config.featureIM1,
    featurePharmacyServiceBooking: config.featurePharmacyServiceBooking,
    featureAllergyTesting: config.featureAllergyTesting,
    featureCovidVaccination: config.featureCovidVaccination,
    nhsLoginAuthorizeUrl: config.featureNHSLogin ? nhsLoginAuthorizeUrl(config.nhsLogin) : null,
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

/**
 * spec part 1 §7: the NHS login redirect uses the authorize endpoint with client_id, response_type code, scope and
 * redirect_uri. (state and nonce belong to the NHS login sign-in flow, which starts it, not to this link.)
 */
export function nhsLoginAuthorizeUrl(nhsLogin: RestMobileConfig['nhsLogin']): string | null {
  if (!nhsLogin?.authorizeUrl) return null;
  const url = new URL(nhsLogin.authorizeUrl);
  url.searchParams.set('client_id', nhsLogin.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', nhsLogin.scope);
  url.searchParams.set('redirect_uri', nhsLogin.redirectUri);
  return url.toString();
}
