/**
 * The gateway's UPSTREAM_TIMEOUT_MS as the app was built with it (vite.config.ts `define`, read as the gateway
 * reads it: gateway/src/config.ts upstreamTimeoutMsOf).
 */
declare const __UPSTREAM_TIMEOUT_MS__: number;

/**
 * What the public pages show of the API's configuration, as the build read it (vite.config.ts `define`, read
 * as the API reads it: api/src/config/public-pages-config.ts); typed with the fields the app reads of it.
 */
declare const __BUILT_PUBLIC_CONFIG__: {
  productName: string;
  featureNHSLogin: boolean;
  links: { findOutMore: string; terms: string; privacy: string };
};
