import { parseTrustProxy, type TrustProxy } from '../../api/src/contract/trust-proxy';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { operations } from './generated/rest-api';

/**
 * Names of the REST calls the gateway makes, each the API's operation id (so its body and answer types come from
 * the generated REST types); each maps to a path in gateway/config/endpoints.json.
 */
export const ENDPOINT_NAMES = [
  'mobileConfig',
  'signIn',
  'refreshToken',
  'revokeToken',
  'accountStatus',
  'accountDetails',
  'im1AccountDetails',
  'updateSelectedPatient',
  'ordersList',
  'prescriptionsList',
  'placeOrder',
  'cancelOrder',
  'orderSurvey',
  'updatePatient',
  'remindersList',
  'reminderItems',
  'createReorderReminder',
  'updateReorderReminder',
  'disableReorderReminder',
  'removeReorderReminder',
  'createDailyReminder',
  'updateDailyReminder',
  'removeDailyReminder',
  'searchMedicines',
  'requestPasswordReset',
  'completePasswordReset',
  'registrationLookup',
  'createAccount',
  'resendVerification',
  'verifyEmail',
  'createSignInUser',
  'createPatient',
  'registerWithLinkage',
  'sendEmailChange',
  'verifyEmailChange',
  'nhsLoginAuthorizeConfig',
  'nhsLoginExchange',
  'nhsLoginCreateAccount',
  'pharmaciesByLocation',
  'deletePatient',
  'deregister',
  'connectIm1WithLinkage',
  'reregisterGp',
  'connectIm1WithNhsLogin',
  'appointmentsList',
  'appointmentClinicians',
  'appointmentSlots',
  'bookAppointment',
  'cancelAppointment',
  'messagesList',
  'messageById',
  'messageRecipients',
  'sendMessage',
  'updateMessageStatus',
  'deleteMessage',
  'notificationPreferences',
  'updateNotificationPreferences',
  'medicalRecord',
  'faqs',
  'pharmacyServicesList',
  'pharmacyServiceNames',
  'pharmacyServiceAvailability',
  'createServiceBooking',
  'serviceBookingsList',
  'cancelServiceBooking',
  'updatePatientDetails',
  'searchAddresses',
] as const satisfies readonly (keyof operations)[];
export type EndpointName = (typeof ENDPOINT_NAMES)[number];
export type EndpointPaths = Record<EndpointName, string>;

export interface GatewayConfig {
  port: number;
  host: string;
  production: boolean;
  /**
   * Run only the app's persisted documents (PERSISTED_DOCUMENTS_ONLY; on in production): a request carrying
   * GraphQL text is refused, so no one can send the gateway an operation the app does not make.
   */
  persistedDocumentsOnly: boolean;
  /** Base URL of the REST API, without a trailing slash. */
  apiUrl: string;
  apiKey: string;
  /**
   * How long one REST call may take before the API is treated as unreachable (UPSTREAM_TIMEOUT_MS, default
   * 10 000): a screen waits for its slowest call. The chaos tests set a short one.
   */
  upstreamTimeoutMs: number;
  sessionSecret: string;
  /**
   * The gateway's database (sessions): PostgreSQL when DATABASE_URL is set, shared by every gateway instance (in
   * a schema `gateway` of its own beside the API's tables); otherwise embedded PGlite in `dataDir`.
   */
  databaseUrl: string | null;
  /** GATEWAY_DATA_DIR, else `memory://` when DATA_DIR is (tests), else .data/gateway. */
  dataDir: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Folder of the built app to serve, or null when another server (Vite) serves it. */
  serveAppDir: string | null;
  /** True behind https: the cookie gets Secure and the `__Host-` prefix, and HSTS is sent. */
  cookieSecure: boolean;
  /**
   * TRUST_PROXY (api/src/contract/trust-proxy.ts): whose X-Forwarded-For names the browser's address, which the
   * API's rate limits count (off: the connection's address).
   */
  trustProxy: TrustProxy;
  endpoints: EndpointPaths;
  /** Extra origin allowed in CSP form-action for the NHS login authorize page (null: learn it from mobile config). */
  nhsLoginOrigin: string | null;
  /**
   * Google Maps' browser key for the pharmacy map (GOOGLE_MAPS_API_KEY), or null: no map, the list does the
   * work. With a key, the CSP also allows Google Maps' origins.
   */
  mapsApiKey: string | null;
  /**
   * The analytics script (ANALYTICS_SCRIPT_URL, an https URL, or http on loopback for tests), or null: no
   * analytics. The app loads it only after consent; with it, the CSP also allows its origin.
   */
  analyticsScriptUrl: string | null;
  /**
   * How long a refreshed token pair is kept for requests still carrying the refresh token it replaced;
   * presenting that used token upstream would count as reuse and revoke the whole family.
   */
  refreshGraceMs: number;
  /** How long the public mobile config is cached. */
  mobileConfigTtlMs: number;
  /**
   * After SIGTERM, how long the gateway keeps serving while /readyz answers 503, so that a load balancer stops
   * sending it requests before it stops listening (SHUTDOWN_DRAIN_SECONDS, 0 to 5; main.ts).
   */
  shutdownDrainMs: number;
}

/** Used only outside production so `npm start` works without set-up; production refuses to start without a secret. */
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
const MIN_SECRET_LENGTH = 32;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const endpointsFile = fileURLToPath(new URL('../config/endpoints.json', import.meta.url));

/** Thrown at start-up for a configuration that must not run; the message names the variable, never its value. */
export class ConfigError extends Error {}

/** A script address the browser may load: https, or http only on this machine (the journeys' stand-in). */
function parseAnalyticsScriptUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ConfigError('ANALYTICS_SCRIPT_URL must be a URL');
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new ConfigError('ANALYTICS_SCRIPT_URL must be https (or http on loopback)');
  return url.href;
}

/**
 * UPSTREAM_TIMEOUT_MS (default 10 000): how long the gateway waits for one REST call. One place for it: the app's
 * build reads it too (vite.config.ts defines `__UPSTREAM_TIMEOUT_MS__`), so that the browser gives up on a gateway
 * that has not answered a little after the gateway would have given up on the API (src/lib/gateway-client.ts).
 */
export function upstreamTimeoutMsOf(env: NodeJS.ProcessEnv): number {
  return parseInteger(env.UPSTREAM_TIMEOUT_MS, 10_000, 'UPSTREAM_TIMEOUT_MS');
}

/** Reads the gateway's configuration from the environment (see gateway/README.md for each variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';

  const sessionSecret = env.SESSION_SECRET ?? (production ? undefined : DEV_SESSION_SECRET);
  if (sessionSecret === undefined)
    throw new ConfigError('SESSION_SECRET is required in production');
  if (sessionSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }

  const serveApp = env.SERVE_APP ?? (production ? 'dist/app' : 'off');
  const publicUrl = env.PUBLIC_URL;
  const cookieSecure =
    env.COOKIE_SECURE !== undefined
      ? parseBoolean(env.COOKIE_SECURE, 'COOKIE_SECURE')
      : publicUrl !== undefined && publicUrl.startsWith('https:');

  return {
    port: parseInteger(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    production,
    persistedDocumentsOnly:
      env.PERSISTED_DOCUMENTS_ONLY !== undefined
        ? parseBoolean(env.PERSISTED_DOCUMENTS_ONLY, 'PERSISTED_DOCUMENTS_ONLY')
        : production,
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, ''),
    apiKey: env.API_KEY ?? 'dev-api-key',
    upstreamTimeoutMs: upstreamTimeoutMsOf(env),
    sessionSecret,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: gatewayDataDir(env),
    // SESSION_IDLE_SECONDS (tests: a time-out warning within seconds) wins over SESSION_IDLE_MINUTES.
    sessionIdleMs:
      env.SESSION_IDLE_SECONDS !== undefined
        ? parseInteger(env.SESSION_IDLE_SECONDS, 1800, 'SESSION_IDLE_SECONDS') * 1000
        : parseInteger(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES') * 60_000,
    sessionAbsoluteMs:
      parseInteger(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS') * 3_600_000,
    serveAppDir: serveApp === 'off' ? null : resolveFromRoot(serveApp),
    cookieSecure,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    endpoints: loadEndpoints(env),
    nhsLoginOrigin: env.NHS_LOGIN_ORIGIN ? new URL(env.NHS_LOGIN_ORIGIN).origin : null,
    mapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || null,
    analyticsScriptUrl: parseAnalyticsScriptUrl(env.ANALYTICS_SCRIPT_URL),
    refreshGraceMs: 30_000,
    mobileConfigTtlMs: 60_000,
    shutdownDrainMs: parseShutdownDrainSeconds(env.SHUTDOWN_DRAIN_SECONDS) * 1000,
  };
}

/** endpoints.json, each path overridable by ENDPOINT_<NAME> (e.g. ENDPOINT_SIGNIN, ENDPOINT_ACCOUNTDETAILS). */
export function loadEndpoints(env: NodeJS.ProcessEnv = process.env): EndpointPaths {
  const fromFile = JSON.parse(readFileSync(endpointsFile, 'utf8')) as Partial<
    Record<string, unknown>
  >;
  const paths = {} as EndpointPaths;
  for (const name of ENDPOINT_NAMES) {
    const path = env[`ENDPOINT_${name.toUpperCase()}`] ?? fromFile[name];
    if (typeof path !== 'string' || !path.startsWith('/')) {
      throw new ConfigError(
        `endpoint ${name} needs a path starting with / (endpoints.json or ENDPOINT_${name.toUpperCase()})`,
      );
    }
    paths[name] = path;
  }
  return paths;
}

/** Embedded PGlite's folder: throw-away when the API's is (DATA_DIR=memory://, as the journeys run). */
function gatewayDataDir(env: NodeJS.ProcessEnv): string {
  const dataDir =
    env.GATEWAY_DATA_DIR ?? (env.DATA_DIR === 'memory://' ? 'memory://' : '.data/gateway');
  return dataDir.startsWith('memory://') ? dataDir : resolveFromRoot(dataDir);
}

/** Relative SERVE_APP paths are taken from the repository root, wherever the process was started. */
function resolveFromRoot(path: string): string {
  return resolve(repoRoot, path);
}

function parseInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new ConfigError(`${name} must be a whole number`);
  return parsed;
}

/** At most 5 s: the drain and the in-flight requests must fit in the 10 s a shutdown is given. */
function parseShutdownDrainSeconds(value: string | undefined): number {
  const seconds = parseInteger(value, 0, 'SHUTDOWN_DRAIN_SECONDS');
  if (seconds > 5) throw new ConfigError('SHUTDOWN_DRAIN_SECONDS must be from 0 to 5');
  return seconds;
}

function parseBoolean(value: string, name: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false`);
}
