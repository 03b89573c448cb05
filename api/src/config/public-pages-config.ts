import { readBoolean, readString, type Env } from './env-values';

/** The configuration's links (mobile-config.ts's response names them all). */
export const configLinks = [
  'provider',
  'appDownload',
  'terms',
  'privacy',
  'cookiePolicy',
  'contact',
  'findOutMore',
  'allergyTesting',
  'facebook',
  'twitter',
  'instagram',
] as const;

export interface PublicPagesConfig {
  productName: string;
  featureNHSLogin: boolean;
  links: Record<(typeof configLinks)[number], string>;
}

/**
 * What the public pages show of the configuration: the product's name, whether NHS login is on, and the
 * links. The app's build reads it from the same variables (vite.config.ts), so that the pages it renders at
 * build time say what this API will answer; so this module imports nothing the build need not load.
 */
export function loadPublicPagesConfig(env: Env): PublicPagesConfig {
  return {
    productName: readString(env, 'PRODUCT_NAME', 'Medicines Online'),
    featureNHSLogin: readBoolean(env, 'FEATURE_NHS_LOGIN', true),
    links: {
      provider: readString(env, 'LINK_PROVIDER', 'https://www.medicines-online.example/'),
      appDownload: readString(env, 'LINK_APP_DOWNLOAD', 'https://www.medicines-online.example/app'),
      terms: readString(env, 'LINK_TERMS', 'https://www.medicines-online.example/terms'),
      privacy: readString(env, 'LINK_PRIVACY', 'https://www.medicines-online.example/privacy'),
      cookiePolicy: readString(env, 'LINK_COOKIE_POLICY', '/help/cookies'),
      contact: readString(env, 'LINK_CONTACT', 'https://www.medicines-online.example/contact'),
      findOutMore: readString(
        env,
        'LINK_FIND_OUT_MORE',
        'https://www.medicines-online.example/about',
      ),
      allergyTesting: readString(
        env,
        'LINK_ALLERGY_TESTING',
        'https://www.medicines-online.example/allergy-testing',
      ),
      facebook: readString(env, 'LINK_FACEBOOK', 'https://www.facebook.com/'),
      twitter: readString(env, 'LINK_TWITTER', 'https://x.com/'),
      instagram: readString(env, 'LINK_INSTAGRAM', 'https://www.instagram.com/'),
    },
  };
}
