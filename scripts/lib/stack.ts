/** What `npm start` and `npm run dev` share: where things are and how the API and gateway are started. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  isPortFree,
  isRunning,
  waitForHealth,
  type ManagedProcess,
} from '../../tests/support/processes';
import { repositoryRoot } from '../../tests/support/repository';
import { startProcess } from './processes';

const require = createRequire(import.meta.url);
/** Entry points of tools run as child processes (resolved here so a global install is never needed). */
export const viteCli = join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
export const tsxCli = require.resolve('tsx/cli');

/** Ports and URLs of one running stack. */
export interface StackPorts {
  /** The gateway (which in `npm start` also serves the app). */
  port: number;
  apiPort: number;
  /** Where the gateway finds the API. */
  apiUrl: string;
  /** The address a person opens. */
  appUrl: string;
}

/** Fails early, with the variable to change, when a port is taken. */
export async function assertPortsFree(ports: { name: string; port: number }[]): Promise<void> {
  for (const { name, port } of ports) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `port ${port} is already in use: stop what uses it, or set ${name} to another port`,
      );
    }
  }
}

/** How long a program gets to answer /health: PGlite takes seconds to open, more on a cold disk. */
export const healthTimeoutMs = 120_000;

/** Starts a program and waits until its /health answers; throws if it exits first or is too slow. */
export async function startAndWait(
  processes: ManagedProcess[],
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  healthUrl: string,
): Promise<ManagedProcess> {
  const started = startProcess(name, args[0] ?? process.execPath, args.slice(1), {
    env,
    cwd: repositoryRoot,
  });
  processes.push(started);
  await waitForHealth(healthUrl, {
    timeoutMs: healthTimeoutMs,
    stillRunning: () => isRunning(started),
  });
  return started;
}

/**
 * The NHS login stand-in's environment (api/src/nhs-login-stand-in/stand-in-config.ts): its port, the app's
 * address for the client's redirect URIs, and where the API publishes the client's public keys.
 */
export function nhsLoginStandInEnv(ports: {
  apiPort: number;
  nhsLoginPort: number;
  appUrl: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    API_PORT: String(ports.apiPort),
    NHS_LOGIN_PORT: String(ports.nhsLoginPort),
    PUBLIC_APP_URL: ports.appUrl,
  };
}

/** The demo account hint printed once the stack runs (accounts: api/src/demo/seed.ts, README.md). */
export function readyMessage(appUrl: string): string {
  return [
    '',
    `  Ready: open ${appUrl}`,
    '',
    '  Sign in with a demo account, for example alex.linked@example.com, password Password123!',
    '  (every demo account and where it lands: README.md, "Demo accounts"). NHS login goes to a local',
    '  stand-in where you pick Nadia Nash, Priya Nine or Sam Five. Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

/**
 * Reads `.env` at the repository root into the environment, if there is one (.env.example lists every
 * variable). Variables already set win, so `PORT=3100 npm start` still overrides the file.
 */
export function loadDotEnv(): void {
  const file = join(repositoryRoot, '.env');
  if (!existsSync(file)) return;
  process.loadEnvFile(file);
  console.log('[config] read .env');
}
