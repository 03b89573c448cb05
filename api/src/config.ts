import { parseTrustProxy, type TrustProxy } from './contract/trust-proxy';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPasswordGateSettings, type PasswordGateSettings } from './auth/password-gate';
import { loadMailConfig, type MailConfig } from './config/mail-config';
import { loadMobileConfig, type MobileConfig } from './config/mobile-config';
import { readBoolean, readInteger, readString, type Env } from './config/env-values';
import { loadGeocoderConfig, type GeocoderConfig } from './geocoding/geocoder-config';
import { loadNhsLoginConfig, type NhsLoginConfig } from './nhs-login/nhs-login-config';

/** Everything the API reads from its environment, validated once at start. */
export interface ApiConfig {
  port: number;
  /** Loopback by default: the gateway is the only client (docs/rest-api.md). */
  host: string;
  apiKey: string;
  /** When set, a PostgreSQL server through node-postgres; otherwise embedded PGlite at `dataDir`. */
  databaseUrl: string | undefined;
  /** An absolute directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /** Insert the demo data (api/src/demo/seed.ts) after migrating. */
  seed: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  tokenSecret: string;
  publicAppUrl: string;
  publicApiUrl: string;
  mobileConfig: MobileConfig;
  /** The API as NHS login's relying party (./nhs-login/nhs-login-config.ts). */
  nhsLogin: NhsLoginConfig;
  /**
   * Development controls such as POST /v1/dev/orders/:orderId/advance: on unless NODE_ENV=production
   * (always off there) or DEV_CONTROLS=false.
   */
  devControls: boolean;
  mail: MailConfig;
  /** How long the link in a password-reset mail works. */
  passwordResetTtlMinutes: number;
  /** How long the link in a registration's verification mail works. */
  verificationTtlHours: number;
  /** How long a verified email may wait for the rest of registration (its registrationToken). */
  registrationTtlHours: number;
  /** How long the link in an email-change mail works. */
  emailChangeTtlHours: number;
  /** How postcodes become points for pharmacies by location (GEOCODER, POSTCODES_IO_URL). */
  geocoder: GeocoderConfig;
  /** How often the API process mails due reminders (REMINDER_DELIVERY_INTERVAL_MS); 0 turns delivery off. */
  reminderDeliveryIntervalMs: number;
  /**
   * Multiplies every rate limit's allowance (http/rate-limits.ts). 1 in production; the journeys, which sign in
   * hundreds of times from one address, raise it.
   */
  rateLimitFactor: number;
  /**
   * Password hashing's share of the process (auth/password-gate.ts): PASSWORD_HASH_CONCURRENCY hashes at once
   * (default one per core) and PASSWORD_HASH_MAX_WAIT_MS, the longest a request's hash may wait for its turn
   * before it is refused with 503 service.busy (default 2 s, inside the gateway's 10 s upstream time-out).
   */
  passwordGate: PasswordGateSettings;
  /**
   * After SIGTERM, how long the API keeps serving while /readyz answers 503, so that a load balancer stops
   * sending it requests before it stops listening (SHUTDOWN_DRAIN_SECONDS, 0 to 5; main.ts).
   */
  shutdownDrainMs: number;
  /**
   * Test only (NODE_ENV=test and TEST_CRASH_AFTER_IDEMPOTENT_WRITE=true): the process kills itself right after
   * committing a call sent with an Idempotency-Key, before answering (http/idempotency.ts), so that a test can
   * retry across a crash.
   */
  crashAfterIdempotentWrite: boolean;
  /** TRUST_PROXY (api/src/contract/trust-proxy.ts): whose X-Forwarded-For names the client's address. */
  trustProxy: TrustProxy;
}

/** The repository root (this file is api/src/config.ts): relative DATA_DIR values are resolved against it. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

const DEV_API_KEY = 'dev-api-key';
const DEV_TOKEN_SECRET = 'dev-token-secret-change-me-0123456789abcdef';
// HS256 wants a key at least as long as its output (RFC 7518 §3.2): 32 bytes.
const MIN_TOKEN_SECRET_LENGTH = 32;

/** Reads and checks the configuration; throws with a message naming the variable on bad input. */
export function loadApiConfig(env: Env = process.env): ApiConfig {
  const port = readInteger(env, 'API_PORT', 4010, { min: 0, max: 65535 });
  const production = env.NODE_ENV === 'production';

  const tokenSecret = readString(env, 'TOKEN_SECRET', DEV_TOKEN_SECRET);
  if (production && tokenSecret === DEV_TOKEN_SECRET) {
    throw new Error('TOKEN_SECRET must be set in production (the development default is public)');
  }
  if (tokenSecret.length < MIN_TOKEN_SECRET_LENGTH) {
    throw new Error(`TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_LENGTH} characters`);
  }

  const dataDir = readString(env, 'DATA_DIR', '.data/pglite');
  const publicAppUrl = withoutTrailingSlash(
    readString(env, 'PUBLIC_APP_URL', 'http://localhost:3000'),
  );
  const publicApiUrl = withoutTrailingSlash(
    readString(env, 'PUBLIC_API_URL', `http://localhost:${port}`),
  );
  const resolvedDataDir =
    dataDir.startsWith('memory://') || isAbsolute(dataDir)
      ? dataDir
      : resolve(repositoryRoot, dataDir);
  const nhsLogin = loadNhsLoginConfig(env, {
    publicAppUrl,
    dataDir: resolvedDataDir,
    production,
  });
  const mobileConfig = loadMobileConfig(env, nhsLogin);

  return {
    port,
    host: readString(env, 'API_HOST', '127.0.0.1'),
    apiKey: readString(env, 'API_KEY', DEV_API_KEY),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolvedDataDir,
    seed: readBoolean(env, 'SEED', true),
    accessTokenTtlSeconds: readInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 300, {
      min: 1,
      max: 86_400,
    }),
    refreshTokenTtlSeconds: readInteger(env, 'REFRESH_TOKEN_TTL_SECONDS', 43_200, {
      min: 1,
      max: 30 * 86_400,
    }),
    tokenSecret,
    publicAppUrl,
    publicApiUrl,
    mobileConfig,
    nhsLogin,
    devControls: !production && readBoolean(env, 'DEV_CONTROLS', true),
    mail: loadMailConfig(env, mobileConfig.productName),
    passwordResetTtlMinutes: readInteger(env, 'PASSWORD_RESET_TTL_MINUTES', 60, {
      min: 1,
      max: 24 * 60,
    }),
    verificationTtlHours: readTtlHours(env, 'VERIFICATION_TTL_HOURS'),
    registrationTtlHours: readTtlHours(env, 'REGISTRATION_TTL_HOURS'),
    emailChangeTtlHours: readTtlHours(env, 'EMAIL_CHANGE_TTL_HOURS'),
    geocoder: loadGeocoderConfig(env),
    reminderDeliveryIntervalMs: readInteger(env, 'REMINDER_DELIVERY_INTERVAL_MS', 30_000, {
      min: 0,
      max: 3_600_000,
    }),
    rateLimitFactor: production
      ? 1
      : readInteger(env, 'RATE_LIMIT_FACTOR', 1, { min: 1, max: 1_000 }),
    passwordGate: {
      concurrency: readInteger(
        env,
        'PASSWORD_HASH_CONCURRENCY',
        defaultPasswordGateSettings.concurrency,
        { min: 1, max: 64 },
      ),
      maxWaitMs: readInteger(
        env,
        'PASSWORD_HASH_MAX_WAIT_MS',
        defaultPasswordGateSettings.maxWaitMs,
        { min: 100, max: 60_000 },
      ),
    },
    shutdownDrainMs: readInteger(env, 'SHUTDOWN_DRAIN_SECONDS', 0, { min: 0, max: 5 }) * 1000,
    crashAfterIdempotentWrite:
      env.NODE_ENV === 'test' && readBoolean(env, 'TEST_CRASH_AFTER_IDEMPOTENT_WRITE', false),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** A link lifetime in hours: a day by default, at most a week. */
function readTtlHours(env: Env, name: string): number {
  return readInteger(env, name, 24, { min: 1, max: 7 * 24 });
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
