/**
 * Starts the reference REST API: `node --import tsx api/src/main.ts` (environment in api/README.md).
 * Listens on API_HOST:API_PORT (127.0.0.1:4010 by default) and closes cleanly on SIGTERM or SIGINT.
 */
import type { FastifyInstance } from 'fastify';
import { loadApiConfig, type ApiConfig } from './config';
import { buildApi } from './server';

// How long open requests get to finish at shutdown before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

let app: FastifyInstance;
let address: string;
let config: ApiConfig;
try {
  config = loadApiConfig();
  app = await buildApi({
    config,
    logger: { level: process.env.LOG_LEVEL?.trim() || 'info' },
    deliverReminders: true,
  });
  address = await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // A configuration mistake or a busy port: one clear line, not a stack trace in the middle of npm start.
  console.error(`API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
app.log.info(
  `API listening on ${address} (${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`})`,
);
if (config.mail.transport === 'outbox' && !config.devControls) {
  // Without the development outbox nobody can read the kept mail: password resets would never arrive.
  app.log.warn('MAIL_TRANSPORT is outbox with development controls off: mail is kept, never sent');
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}
