/**
 * Starts the local NHS login stand-in: `node --import tsx api/src/nhs-login-stand-in/main.ts` (npm start and
 * npm run dev start it next to the API). Listens on NHS_LOGIN_HOST:NHS_LOGIN_PORT (127.0.0.1:4020) and closes
 * on SIGTERM or SIGINT. Configuration: ./stand-in-config.ts, README.md "NHS login".
 */
import { loadStandInConfig } from './stand-in-config';
import { listenStandIn } from './stand-in';

let running: Awaited<ReturnType<typeof listenStandIn>>;
try {
  const config = loadStandInConfig();
  running = await listenStandIn({
    port: config.port,
    host: config.host,
    issuer: config.issuer,
    client: config.client,
  });
  console.log(
    `NHS login stand-in listening on ${running.url} (issuer ${config.issuer}, client ${config.client.clientId})`,
  );
} catch (error) {
  console.error(
    `NHS login stand-in failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
