/**
 * `npm start`: builds the app, then runs the API (embedded PGlite under .data/, demo data), the NHS login
 * stand-in and the gateway, which serves the built app, on http://localhost:3000 (PORT changes it; API_PORT
 * the API's 4010, NHS_LOGIN_PORT the stand-in's 4020).
 * Ctrl+C (SIGINT) or SIGTERM stops them all, each by its own PID. `npm start -- --skip-build` reuses dist/app.
 */
// First: which Node runs this, and a stop before anything else when it is too old.
import './lib/require-supported-node';
import {
  assertPortsFree,
  loadDotEnv,
  nhsLoginStandInEnv,
  readyMessage,
  startAndWait,
  viteCli,
} from './lib/stack';
import { firstExit, portFromEnv, startProcess, stopOnSignals } from './lib/processes';
import { killOnExit, stopAll, type ManagedProcess } from '../tests/support/processes';
import { nodeWithTsx, repositoryRoot } from '../tests/support/repository';

const processes: ManagedProcess[] = [];
const stopRequested = stopOnSignals(processes);
killOnExit(processes);

async function main(): Promise<number> {
  loadDotEnv();
  const port = portFromEnv(process.env, 'PORT', 3000);
  const apiPort = portFromEnv(process.env, 'API_PORT', 4010);
  const nhsLoginPort = portFromEnv(process.env, 'NHS_LOGIN_PORT', 4020);
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
  const appUrl = process.env.PUBLIC_APP_URL ?? `http://localhost:${port}`;
  await assertPortsFree([
    { name: 'PORT', port },
    { name: 'API_PORT', port: apiPort },
    { name: 'NHS_LOGIN_PORT', port: nhsLoginPort },
  ]);

  if (!process.argv.includes('--skip-build')) {
    const build = startProcess(
      'build',
      process.execPath,
      [viteCli, 'build', '--logLevel', 'warn'],
      {
        cwd: repositoryRoot,
      },
    );
    processes.push(build);
    const code = await build.exited;
    if (code !== 0) {
      if (!stopRequested()) console.error('[start] the app did not build (see above)');
      return code;
    }
    console.log('[start] app built into dist/app');
  }

  await startAndWait(
    processes,
    'api',
    [...nodeWithTsx, 'api/src/main.ts'],
    // Request-by-request logs are for `npm run dev`; LOG_LEVEL=info brings them back.
    {
      LOG_LEVEL: 'warn',
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
    [...nodeWithTsx, 'api/src/nhs-login-stand-in/main.ts'],
    nhsLoginStandInEnv({ apiPort, nhsLoginPort, appUrl }),
    `http://127.0.0.1:${nhsLoginPort}/health`,
  );
  await startAndWait(
    processes,
    'gateway',
    [...nodeWithTsx, 'gateway/src/main.ts'],
    // As the API's: each REST call's timing line is for `npm run dev`; LOG_LEVEL=info brings them back.
    {
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: String(port),
      API_URL: apiUrl,
      // Outside production the gateway serves no app unless told to (gateway/src/config.ts).
      SERVE_APP: process.env.SERVE_APP ?? 'dist/app',
    },
    `http://127.0.0.1:${port}/health`,
  );
  console.log(readyMessage(appUrl));

  const running = processes.filter(({ name }) => name !== 'build');
  const { name, code } = await firstExit(running);
  // Stopping on Ctrl+C: the signal handler waits for the children and exits.
  if (stopRequested()) return new Promise<number>(() => undefined);
  console.error(`[start] ${name} exited with code ${code}; stopping`);
  await stopAll(processes);
  return code === 0 ? 1 : code;
}

main().then(
  (code) => {
    if (!stopRequested()) process.exit(code);
  },
  async (error: unknown) => {
    if (stopRequested()) return;
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(processes);
    process.exit(1);
  },
);
