/** Where NHS.UK's font face is served from (nhsuk-frontend loads it; the stack falls back to Arial offline). */
const NHS_ASSETS_ORIGIN = 'https://assets.nhs.uk';

export interface SecurityHeaderOptions {
  /** Sent only over https, where it pins the browser to https for a year. */
  hsts: boolean;
  /** The NHS login authorize origin: the sign-in page may post or navigate there. */
  nhsLoginOrigin: string | null;
  /** A Google Maps key is configured: the pharmacy map loads Google's script, tiles and fonts. */
  googleMaps?: boolean;
  /** The analytics script's origin, when one is configured: it may load and send its counts there. */
  analyticsOrigin?: string | null;
}

/** What the Maps JavaScript API needs (Google's CSP guide); only sent when a maps key is configured. */
const GOOGLE_MAPS = {
  script: 'https://maps.googleapis.com',
  connect: 'https://maps.googleapis.com',
  img: 'https://*.googleapis.com https://*.gstatic.com https://*.google.com',
  font: 'https://fonts.gstatic.com',
  // The map sets inline styles on the elements it draws.
  style: "'unsafe-inline' https://fonts.googleapis.com",
} as const;

/**
 * Headers for every response. The CSP allows only this origin for scripts, styles, data and frames (nothing may
 * frame the app: clickjacking); no-referrer keeps one-time values in URLs (verification tokens, NHS login codes)
 * from leaking to other sites.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const formAction = ["'self'", ...(options.nhsLoginOrigin ? [options.nhsLoginOrigin] : [])].join(
    ' ',
  );
  const maps = (part: keyof typeof GOOGLE_MAPS) =>
    options.googleMaps ? ` ${GOOGLE_MAPS[part]}` : '';
  const analytics = options.analyticsOrigin ? ` ${options.analyticsOrigin}` : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${maps('script')}${analytics}`,
    `style-src 'self'${maps('style')}`,
    `img-src 'self' data:${maps('img')}`,
    `font-src 'self' ${NHS_ASSETS_ORIGIN}${maps('font')}`,
    `connect-src 'self'${maps('connect')}${analytics}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "object-src 'none'",
  ].join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (options.hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * GraphiQL (development only) is an inline page that loads its code from a CDN; it gets a CSP that allows that,
 * still with no framing.
 */
export const GRAPHIQL_CSP =
  "default-src 'self' https://unpkg.com; script-src 'self' 'unsafe-inline' https://unpkg.com; " +
  "style-src 'self' 'unsafe-inline' https://unpkg.com; img-src 'self' data: https://raw.githubusercontent.com; " +
  "font-src 'self' data: https://unpkg.com; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'";
