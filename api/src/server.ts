import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { registerRequestContext } from './http/request-context';
import { requestIdOptions, withoutPersonalData } from './http/request-log';
import { registerHealthRoutes } from './http/health-routes';
import { databaseRateLimitStore } from './http/rate-limits';
import { registerAccountRoutes } from './accounts/routes';
import { loadSignedInPatientContext } from './accounts/account-details';
import { registerAppointmentRoutes } from './appointments/routes';
import type { ApiContext } from './api-context';
import { createAccessTokens, type Clock } from './auth/access-tokens';
import { configurePasswordGate } from './auth/password-gate';
import { createRefreshTokens } from './auth/refresh-tokens';
import { registerPasswordResetRoutes } from './auth/password-reset-routes';
import { registerAuthRoutes } from './auth/routes';
import type { ApiConfig } from './config';
import { registerConfigRoutes } from './config/routes';
import { openDatabase, type ApiDatabase, type OpenDatabaseOptions } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './demo/seed';
import type { Geocoder } from './geocoding/geocoder';
import { createGeocoder } from './geocoding/geocoder-config';
import { requireClientHeaders } from './http/client-headers';
import { REQUEST_ID_HEADER } from './contract';
import { installErrorHandling } from './http/error-handler';
import { documentClientSecurity, registerOpenApi } from './http/openapi';
import { loadFaqs } from './help/faqs';
import { registerHelpRoutes } from './help/routes';
import { registerIm1Routes } from './im1/routes';
import { registerDevLinkageRoutes } from './linkage/dev-routes';
import { registerLinkageRoutes } from './linkage/linkage-routes';
import { registerDevOutboxPage, registerDevOutboxRoutes } from './mail/dev-outbox-routes';
import { createMailer } from './mail/mailer';
import { createMailRelay } from './mail/relay';
import {
  createNhsLogin,
  registerNhsLoginJwks,
  registerNhsLoginRoutes,
} from './nhs-login/nhs-login-routes';
import { registerEmailChangeRoutes } from './email-change/email-change-routes';
import { registerDevMessageRoutes } from './messages/dev-routes';
import { registerMessageRoutes } from './messages/routes';
import { registerMedicalRecordRoutes } from './medical-record/routes';
import { registerDevOrderRoutes } from './orders/dev-routes';
import { registerDevPharmacyRoutes } from './pharmacies/dev-routes';
import { registerDevDemoRoutes } from './demo/dev-routes';
import { registerLinkedPatientRoutes } from './patients/linked-patient-routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerOrderRoutes } from './orders/routes';
import { registerPatientRoutes } from './patients/routes';
import { registerProfileRoutes } from './patients/profile-routes';
import { registerPharmacyRoutes } from './pharmacies/routes';
import { registerPharmacyServiceRoutes } from './pharmacy-services/routes';
import { registerPrescriptionRoutes } from './prescriptions/routes';
import { registerRegistrationCompletionRoutes } from './registration/registration-completion-routes';
import { registerRegistrationRoutes } from './registration/registration-routes';
import { createReminderDelivery } from './reminders/delivery/reminder-delivery';
import { syncMedicineList } from './reminders/medicines/medicine-list';
import { registerReminderRoutes } from './reminders/routes';

export interface BuildApiOptions {
  config: ApiConfig;
  /**
   * An open, migrated database to use instead of opening one from `config`. Tests share one per file this
   * way; the caller then closes it. A database buildApi opens itself is closed by `app.close()`.
   */
  database?: ApiDatabase;
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Defaults to the one `config.geocoder` names. */
  geocoder?: Geocoder;
  /** Fastify's logger option; off unless given. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Mail due reminders from this instance every config.reminderDeliveryIntervalMs, from ready to close
   * (api/src/reminders/delivery/). The program (main.ts) does; tests that only call routes leave it off.
   */
  deliverReminders?: boolean;
  /**
   * With MAIL_TRANSPORT=smtp, send the mail stored in the outbox from this instance every
   * MAIL_RELAY_INTERVAL_MS, from ready to close (api/src/mail/relay.ts). The program (main.ts) does.
   */
  relayMail?: boolean;
  /**
   * True once the program is shutting down (main.ts, on SIGTERM): /readyz then answers 503 and every answer
   * closes its connection.
   */
  shuttingDown?: () => boolean;
}

// Every body this API accepts is a small JSON object; refuse anything bigger before parsing it.
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Opens the configured database, applies pending migrations, brings the medicine list up to date and, unless
 * SEED=false, adds the demo data.
 */
export async function openPreparedDatabase(
  config: ApiConfig,
  options: Pick<OpenDatabaseOptions, 'onConnectionLost'> = {},
): Promise<ApiDatabase> {
  const database = await openDatabase({ ...config, ...options });
  try {
    await migrate(database);
    await syncMedicineList(database);
    if (config.seed) await seed(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Builds the REST API of docs/rest-api.md, ready for `inject` or `listen`. */
export async function buildApi(options: BuildApiOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  configurePasswordGate(config.passwordGate);

  const app = Fastify({
    logger: withoutPersonalData(options.logger),
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip (what rate limits count when the gateway names no client) from X-Forwarded-For only when
    // TRUST_PROXY says whose header to believe.
    trustProxy: config.trustProxy,
    // Path segments carry email addresses (resendVerification), up to 254 characters; Fastify's default is 100.
    routerOptions: { maxParamLength: 256 },
    ajv: {
      customOptions: {
        // Fastify's defaults would silently drop unknown properties and coerce "12" into 12: the contract
        // wants both refused (docs/rest-api.md). allErrors stays off (Fastify's guard against costly input),
        // so `reasons` names the first problem found.
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: false,
        // regVersion is a string or an integer (spec part 1 §3); said once here rather than warned about.
        allowUnionTypes: true,
      },
    },
  });
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openPreparedDatabase(config, {
      // The message and code only: pg-pool attaches the whole client to an idle connection's error, and pino's
      // error serializer would write its connection settings, password included.
      onConnectionLost: (error) =>
        app.log.warn(
          { reason: error.message, code: (error as { code?: unknown }).code },
          'database connection lost; a new one is opened when needed',
        ),
    }));

  const context: ApiContext = {
    config,
    db: database.db,
    clock,
    accessTokens: createAccessTokens({
      secret: config.tokenSecret,
      ttlSeconds: config.accessTokenTtlSeconds,
      clock,
      findSignedIn: (accountId, signInId) =>
        loadSignedInPatientContext(database.db, accountId, signInId),
    }),
    refreshTokens: createRefreshTokens({
      db: database.db,
      ttlSeconds: config.refreshTokenTtlSeconds,
      clock,
    }),
    mailer: createMailer({ config: config.mail, db: database.db, clock }),
  };

  const delivery =
    options.deliverReminders && config.reminderDeliveryIntervalMs > 0
      ? createReminderDelivery({
          db: database.db,
          config,
          clock,
          intervalMs: config.reminderDeliveryIntervalMs,
          onError: (error) => app.log.error({ err: error }, 'reminder delivery failed; retrying'),
        })
      : undefined;
  const mailConfig = config.mail;
  const relay =
    options.relayMail && mailConfig.transport === 'smtp'
      ? createMailRelay({
          db: database.db,
          config: mailConfig,
          clock,
          // The row's id and the outcome only: never an address or a word of the mail.
          report: (outcome) =>
            outcome.outcome === 'sent'
              ? app.log.info({ mail: outcome }, 'mail relayed')
              : app.log.warn({ mail: outcome }, 'mail not relayed; kept for a later pass'),
          onError: (error) => app.log.error({ err: error }, 'mail relay failed; retrying'),
        })
      : undefined;
  const passes = [delivery, relay].filter((pass) => pass !== undefined);
  if (passes.length > 0) {
    app.addHook('onReady', async () => {
      for (const pass of passes) pass.start();
    });
  }
  // One hook, so the background passes are stopped before the database they work on is closed.
  app.addHook('onClose', async () => {
    await Promise.all(passes.map((pass) => pass.stop()));
    if (ownsDatabase) await database.close();
  });

  let nhsLogin;
  let faqs;
  try {
    // A bad edit of the FAQs file stops the start here, naming the problem (help/faqs.ts).
    faqs = loadFaqs();
    nhsLogin = await createNhsLogin(config.nhsLogin);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  if (nhsLogin.publicJwks.keys.length === 0 && config.mobileConfig.featureNHSLogin) {
    app.log.warn('NHS_LOGIN_PRIVATE_KEY is not set: NHS login answers 503 nhsLogin.unavailable');
  }

  installErrorHandling(app);
  // Limits are opted into per call (http/rate-limits.ts, the linkage letters); nothing is limited globally.
  // Counted in the database, so that they hold across every API process.
  app.decorate('rateLimitFactor', config.rateLimitFactor);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db, clock),
  });
  await registerOpenApi(app, { serve: config.devControls });
  await registerRequestContext(app);
  app.addHook('onRequest', async (request, reply) => {
    // Answers carry personal health data: no shared or browser cache may keep them.
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    // The request's id (http/request-log.ts), so a caller can find this request's log lines.
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const shuttingDown = options.shuttingDown ?? (() => false);
  app.addHook('onSend', async (_request, reply) => {
    // A request already under way at SIGTERM came on a kept-alive connection, which would otherwise hold the
    // server open after its answer (Fastify closes only idle ones, and says `close` only to later requests).
    if (shuttingDown()) reply.header('connection', 'close');
  });

  // For load balancers, process managers and the test harness: no client headers needed.
  registerHealthRoutes(app, { db: database.db, shuttingDown });
  // Development only, and opened in a browser, so outside the client-header scope.
  if (config.devControls) registerDevOutboxPage(app, context);
  // Read by the NHS login provider, which sends no client headers.
  registerNhsLoginJwks(app, nhsLogin);

  await app.register(async (clientApi) => {
    clientApi.addHook('onRequest', requireClientHeaders(config.apiKey));
    documentClientSecurity(clientApi);
    registerConfigRoutes(clientApi, context);
    registerAuthRoutes(clientApi, context);
    registerAccountRoutes(clientApi, context);
    registerPasswordResetRoutes(clientApi, context);
    registerRegistrationRoutes(clientApi, context);
    registerRegistrationCompletionRoutes(clientApi, context);
    registerEmailChangeRoutes(clientApi, context);
    registerNhsLoginRoutes(clientApi, context, nhsLogin);
    registerIm1Routes(clientApi, context);
    registerLinkageRoutes(clientApi, context, nhsLogin);
    registerOrderRoutes(clientApi, context);
    registerPrescriptionRoutes(clientApi, context);
    registerPatientRoutes(clientApi, context);
    registerProfileRoutes(clientApi, context);
    registerLinkedPatientRoutes(clientApi, context);
    registerPharmacyRoutes(clientApi, context, options.geocoder ?? createGeocoder(config.geocoder));
    registerReminderRoutes(clientApi, context);
    registerAppointmentRoutes(clientApi, context);
    registerPharmacyServiceRoutes(clientApi, context);
    registerMessageRoutes(clientApi, context);
    registerMedicalRecordRoutes(clientApi, context);
    registerHelpRoutes(clientApi, faqs);
    registerNotificationRoutes(clientApi, context);
    // Development only: absent routes answer 404 route.notFound like any unknown path.
    if (config.devControls) {
      registerDevOrderRoutes(clientApi, context);
      registerDevMessageRoutes(clientApi, context);
      registerDevOutboxRoutes(clientApi, context);
      registerDevPharmacyRoutes(clientApi, context);
      registerDevDemoRoutes(clientApi, context);
      registerDevLinkageRoutes(clientApi, context);
    }
  });

  try {
    await app.ready();
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  return app;
}
