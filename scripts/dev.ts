/**
 * `npm run dev`: the API, the NHS login stand-in and the gateway restarting on change (tsx watch), and Vite's
 * dev server with hot reload on http://localhost:5173, which passes /graphql to the gateway on GATEWAY_PORT
 * (default 3000). Ctrl+C stops them all, each by its own PID.
 */
// First: which Node runs this, and a stop before anything else when it is too old.
import './lib/require-supported-node';
import {
  assertPortsFree,
  loadDotEnv,
  nhsLoginStandInEnv,
  readyMessage,
  startAndWait,
  tsxCli,
  viteCli,
} from './lib/stack';
import { firstExit, portFromEnv, startProcess, stopOnSignals } from './lib/processes';
import { killOnExit, stopAll, type ManagedProcess } from '../tests/support/processes';
import { repositoryRoot } from '../tests/support/repository';

const processes: ManagedProcess[] = [];
const stopRequested = stopOnSignals(processes);
killOnExit(processes);

async function main(): Promise<number> {
  loadDotEnv();
  const vitePort = portFromEnv(process.env, 'VITE_PORT', 5173);
  const gatewayPort = portFromEnv(process.env, 'GATEWAY_PORT', 3000);
  const apiPort = portFromEnv(process.env, 'API_PORT', 4010);
  const nhsLoginPort = portFromEnv(process.env, 'NHS_LOGIN_PORT', 4020);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const appUrl = `http://localhost:${vitePort}`;
  await assertPortsFree([
    { name: 'VITE_PORT', port: vitePort },
    { name: 'GATEWAY_PORT', port: gatewayPort },
    { name: 'API_PORT', port: apiPort },
    { name: 'NHS_LOGIN_PORT', port: nhsLoginPort },
  ]);

  const watch = (entry: string) => [
    process.execPath,
    tsxCli,
    'watch',
    '--clear-screen=false',
    entry,
  ];
  await startAndWait(
    processes,
    'api',
    watch('api/src/main.ts'),
    {
      ...process.env,
      API_PORT: String(apiPort),
      NHS_LOGIN_PORT: String(nhsLoginPort),
      PUBLIC_APP_URL: appUrl,
    },
    `${apiUrl}/health`,
  );
  await startAndWait(
    processes,
    'nhs-login',
    watch('api/src/nhs-login-stand-in/main.ts'),
    nhsLoginStandInEnv({ apiPort, nhsLoginPort, appUrl }),
    `http://127.0.0.1:${nhsLoginPort}/health`,
  );
  await startAndWait(
    processes,
    'gateway',
    watch('gateway/src/main.ts'),
    {
      ...process.env,
      PORT: String(gatewayPort),
      API_URL: apiUrl,
      SERVE_APP: 'off',
      PUBLIC_URL: appUrl,
    },
    `${gatewayUrl}/health`,
  );
  processes.push(
    startProcess('vite', process.execPath, [viteCli, '--port', String(vitePort), '--strictPort'], {
      cwd: repositoryRoot,
      env: { ...process.env, GATEWAY_URL: gatewayUrl },
    }),
  );
  console.log(readyMessage(appUrl));

  const { name, code } = await firstExit(processes);
  // Stopping on Ctrl+C: the signal handler waits for the children and exits.
  if (stopRequested()) return new Promise<number>(() => undefined);
  console.error(`[dev] ${name} exited with code ${code}; stopping`);
  await stopAll(processes);
  return code === 0 ? 1 : code;
}

main().then(
  (code) => {
    if (!stopRequested()) process.exit(code);
  },
  async (error: unknown) => {
    if (stopRequested()) return;
    console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(processes);
    process.exit(1);
  },
);
