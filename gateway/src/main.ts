import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config';
import { openGatewayDatabase } from './db/gateway-database';
import type { GatewayLog } from './log';
import { createGateway } from './server';
import { DatabaseSessionStore } from './session/session-store';

/**
 * Log lines go out in writes of 4 KB or more, at least once a second, and at exit (pino flushes its destination
 * on 'exit', so process.exit and a crash's exit keep them): one write per line, at a REST call's `info` line per
 * request, cost ~5 % of the gateway's CPU per `me` (issue #20). A process killed by SIGKILL loses up to a
 * second of lines.
 */
const LOG_DESTINATION = { dest: 1, minLength: 4096, periodicFlush: 1_000, sync: false };

/** How long a shutdown may take, drain included, before the process exits anyway (with 1). */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the gateway: `node --import tsx gateway/src/main.ts` (environment variables in gateway/README.md).
 * Logs are JSON lines (pino) at LOG_LEVEL (default info: problems and each REST call's timing). On SIGTERM or
 * SIGINT /readyz answers 503 at once; after SHUTDOWN_DRAIN_SECONDS the gateway stops accepting connections,
 * finishes the requests in flight, closes its database and exits 0; after 10 s it exits 1 whatever is open.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[gateway] configuration: ${error.message}`);
    process.exit(1);
  }

  const logger = pino(
    { name: 'gateway', level: process.env.LOG_LEVEL?.trim() || 'info' },
    pino.destination(LOG_DESTINATION),
  );
  const log: GatewayLog = (line, fields, level = 'warn') => logger[level](fields ?? {}, line);
  const database = await openGatewayDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (error) =>
      logger.warn(`database connection lost (a new one is opened when needed): ${error.message}`),
  });
  let shuttingDown = false;
  const server = createGateway(config, {
    sessions: new DatabaseSessionStore(database.db, config.sessionSecret),
    log,
    readinessChecks: { database: () => database.db.execute(sql`select 1`) },
    shuttingDown: () => shuttingDown,
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`[gateway] listening on http://${config.host}:${port} (API ${config.apiUrl})`);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`[gateway] ${signal}: not ready; closing in ${config.shutdownDrainMs} ms`);
    setTimeout(() => {
      console.error('[gateway] shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // During the drain /readyz answers 503, so a load balancer stops sending requests here.
    setTimeout(() => {
      // Stop accepting; answers in flight end with `connection: close` (server.ts), idle connections now.
      server.close(() => {
        database.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
      server.closeIdleConnections();
    }, config.shutdownDrainMs);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    `[gateway] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
