/**
 * `npm run test:postgres`: the API's tests (api/) and the gateway's session tests on a real PostgreSQL server
 * instead of embedded PGlite, including those that only PostgreSQL can run (lost connections, DateStyle,
 * main.ts as a process, two gateway processes on one database), and the cluster's (scripts/cluster/: 2 gateways
 * and 2 APIs behind proxies, kill -9 under load). Each API test file creates and drops a
 * database of its own (api/src/testing/test-database.ts).
 *
 * With TEST_DATABASE_URL set, that server is used: a connection string to a database its role may connect
 * to, the role having CREATEDB, PostgreSQL 13 or later. Otherwise a throw-away server is started for the run:
 * initdb (from PG_BIN, else PATH, else the newest /usr/lib/postgresql/<version>/bin) into a temporary
 * directory, listening only on 127.0.0.1 at a free port, with random passwords and a role `api_test` that has
 * CREATEDB but is not a superuser, as the API's role would be in production. It is stopped with pg_ctl and
 * deleted afterwards. initdb refuses to run as root, so as root the server runs as the `postgres` user.
 *
 * Arguments go to vitest: `npm run test:postgres -- -t refresh`; arguments starting `api/` or `gateway/` name
 * the test files or folders to run instead of those (`npm run test:postgres -- api/src/reminders/`), and so
 * do those starting `scripts/` (`npm run test:postgres -- scripts/cluster/`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repositoryRoot } from '../tests/support/repository';
import { startThrowAwayServer, type PostgresServer } from './lib/throwaway-postgres';

const require = createRequire(import.meta.url);
/**
 * The gateway's tests that hold on a real server only: its session store, and two gateway processes on one
 * database (sign-out on one ends the session on the other; issue #21).
 */
const GATEWAY_ON_POSTGRES = ['gateway/src/session/'];
/**
 * The cluster's tests (issue #22): 2 gateways and 2 APIs on one database behind round-robin proxies, the
 * journeys across them, and processes killed with SIGKILL under load losing no acknowledged write.
 */
const CLUSTER_ON_POSTGRES = ['scripts/cluster/'];

const vitestCli = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

let vitest: ChildProcess | undefined;
// Read through a function: the signal handlers below change it while this module awaits.
const signals = { received: false };
const interrupted = () => signals.received;
// Ctrl+C reaches vitest (and the throw-away server) as well; wait for them, then clean up below. A SIGTERM
// sent to this process alone is passed on to vitest by its PID.
process.on('SIGINT', () => {
  signals.received = true;
});
process.on('SIGTERM', () => {
  signals.received = true;
  vitest?.kill('SIGTERM');
});

const given = process.env.TEST_DATABASE_URL?.trim();
let server: PostgresServer | undefined;
let exitCode = 1;
try {
  server = given
    ? { url: given, description: 'the server in TEST_DATABASE_URL' }
    : await startThrowAwayServer(interrupted);
  console.log(`API tests on PostgreSQL: ${server.description}\n`);
  exitCode = await runVitest(server.url, process.argv.slice(2));
} catch (error) {
  console.error(`test:postgres: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await server?.stop?.();
}
process.exit(interrupted() && exitCode === 0 ? 1 : exitCode);

function runVitest(url: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    // vitest runs every file that matches any filter: 'api/' would add all the rest back.
    const files = args.some((arg) => /^(api|gateway|scripts)\//.test(arg))
      ? []
      : ['api/', ...GATEWAY_ON_POSTGRES, ...CLUSTER_ON_POSTGRES];
    vitest = spawn(process.execPath, [vitestCli, 'run', '--project', 'server', ...files, ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, TEST_DATABASE_URL: url },
      stdio: 'inherit',
    });
    vitest.once('error', () => resolve(1));
    vitest.once('exit', (code) => resolve(code ?? 1));
  });
}
