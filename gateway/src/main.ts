import { ConfigError, loadConfig } from './config';
import { openGatewayDatabase } from './db/gateway-database';
import { createGateway } from './server';
import { DatabaseSessionStore } from './session/session-store';

/** Starts the gateway: `node --import tsx gateway/src/main.ts` (environment variables in gateway/README.md). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[gateway] configuration: ${error.message}`);
    process.exit(1);
  }

  const database = await openGatewayDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (error) =>
      console.error(`[gateway] database connection lost: ${error.message}`),
  });
  const server = createGateway(config, {
    sessions: new DatabaseSessionStore(database.db, config.sessionSecret),
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`[gateway] listening on http://${config.host}:${port} (API ${config.apiUrl})`);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`[gateway] ${signal}: closing`);
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    // Keep-alive connections would hold close() open; end idle ones now and give busy ones a moment.
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5_000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    `[gateway] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
