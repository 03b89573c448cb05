/**
 * Starts the reference REST API: `node --import tsx api/src/main.ts` (environment in api/README.md).
 * Listens on API_HOST:API_PORT (127.0.0.1:4010 by default) and closes cleanly on SIGTERM or SIGINT: /readyz
 * answers 503 at once, and after SHUTDOWN_DRAIN_SECONDS it stops accepting connections, lets in-flight requests
 * finish, closes the database pool and exits 0; after 10 s it exits 1 whatever is still open.
 */
import type { FastifyInstance } from 'fastify';
import { loadApiConfig, type ApiConfig } from './config';
import { buildApi } from './server';

// How long open requests get to finish at shutdown before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

let app: FastifyInstance;
let address: string;
let config: ApiConfig;
let shuttingDown = false;
try {
  config = loadApiConfig();
  app = await buildApi({
    config,
    logger: { level: process.env.LOG_LEVEL?.trim() || 'info' },
    deliverReminders: true,
    relayMail: true,
    shuttingDown: () => shuttingDown,
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

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received: not ready; closing in ${config.shutdownDrainMs} ms`);
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // A load balancer polling /readyz sees 503 during the drain and stops sending requests here; then
    // Fastify stops accepting, answers 503 on open connections, waits for in-flight requests and closes the pool.
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
  });
}
