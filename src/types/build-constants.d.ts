/**
 * The gateway's UPSTREAM_TIMEOUT_MS as the app was built with it (vite.config.ts `define`, read as the gateway
 * reads it: gateway/src/config.ts upstreamTimeoutMsOf).
 */
declare const __UPSTREAM_TIMEOUT_MS__: number;
