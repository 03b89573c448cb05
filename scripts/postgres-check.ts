/**
 * `npm run test:postgres`: the API's tests (api/) and the gateway's session tests on a real PostgreSQL server
 * instead of embedded PGlite, including those that only PostgreSQL can run (lost connections, DateStyle,
 * main.ts as a process, two gateway processes on one database). Each API test file creates and drops a
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
 * the test files or folders to run instead of those (`npm run test:postgres -- api/src/reminders/`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { sparePort } from '../tests/support/processes';
import { repositoryRoot } from '../tests/support/repository';
import { findPostgresPrograms } from './lib/postgres-programs';

const require = createRequire(import.meta.url);
/**
 * The gateway's tests that hold on a real server only: its session store, and two gateway processes on one
 * database (sign-out on one ends the session on the other; issue #21).
 */
const GATEWAY_ON_POSTGRES = ['gateway/src/session/'];

const vitestCli = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

interface Server {
  url: string;
  description: string;
  /** Absent for a server this script did not start. */
  stop?: () => Promise<void>;
}

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
let server: Server | undefined;
let exitCode = 1;
try {
  server = given
    ? { url: given, description: 'the server in TEST_DATABASE_URL' }
    : await startThrowAwayServer();
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
    const files = args.some((arg) => /^(api|gateway)\//.test(arg))
      ? []
      : ['api/', ...GATEWAY_ON_POSTGRES];
    vitest = spawn(process.execPath, [vitestCli, 'run', '--project', 'server', ...files, ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, TEST_DATABASE_URL: url },
      stdio: 'inherit',
    });
    vitest.once('error', () => resolve(1));
    vitest.once('exit', (code) => resolve(code ?? 1));
  });
}

async function startThrowAwayServer(): Promise<Server> {
  const bin = findServerBinaries();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : undefined;
  // The server's own commands run as `postgres` when this script runs as root.
  const asOwner = (command: string, args: string[]): [string, string[]] =>
    owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

  const directory = await mkdtemp(join(tmpdir(), 'api-postgres-'));
  const dataDir = join(directory, 'data');
  const passwordFile = join(directory, 'superuser-password');
  const superuserPassword = randomBytes(18).toString('hex');
  const testPassword = randomBytes(18).toString('hex');
  await writeFile(passwordFile, `${superuserPassword}\n`, { mode: 0o600 });
  if (owner) {
    await chown(directory, owner.uid, owner.gid);
    await chown(passwordFile, owner.uid, owner.gid);
  }

  let started = false;
  const pgCtl = join(bin, 'pg_ctl');
  const stop = async () => {
    if (started) {
      // After Ctrl+C the server has had the SIGINT too and may be gone already.
      await run(...asOwner(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])).catch(
        (error: unknown) => {
          if (!interrupted())
            console.error(`could not stop the throw-away server: ${String(error)}`);
        },
      );
    }
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await run(
      ...asOwner(join(bin, 'initdb'), [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--no-locale',
        '--no-sync',
      ]),
    );
    const port = await sparePort();
    // Durability is not wanted from a server that is deleted in a minute.
    const serverOptions = [
      `-p ${port}`,
      `-k '${directory}'`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    started = true;
    await run(
      ...asOwner(pgCtl, [
        '-D',
        dataDir,
        '-l',
        join(directory, 'server.log'),
        '-w',
        '-t',
        '60',
        '-o',
        serverOptions,
        'start',
      ]),
    );

    const admin = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password: superuserPassword,
      database: 'postgres',
    });
    await admin.connect();
    let version: string | undefined;
    try {
      await admin.query(`CREATE ROLE api_test LOGIN CREATEDB PASSWORD '${testPassword}'`);
      const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
      version = rows[0]?.server_version;
    } finally {
      await admin.end();
    }
    return {
      url: `postgres://api_test:${testPassword}@127.0.0.1:${port}/postgres`,
      description: `a throw-away PostgreSQL ${version ?? ''} at 127.0.0.1:${port} (${bin})`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** initdb and pg_ctl (postgres-programs.ts), or an error that says how to get them. */
function findServerBinaries(): string {
  const found = findPostgresPrograms();
  if (found) return found;
  const fromEnv = process.env.PG_BIN?.trim();
  throw new Error(
    fromEnv
      ? `PG_BIN=${fromEnv} has no initdb and pg_ctl`
      : 'no PostgreSQL server programs (initdb, pg_ctl) found. Install them (Debian: apt-get install ' +
          'postgresql), set PG_BIN to their folder, or set TEST_DATABASE_URL to a server of your own.',
  );
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).trim());
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    throw new Error(
      'initdb cannot run as root and there is no `postgres` user to run it as: run this as another ' +
        'user, or set TEST_DATABASE_URL',
    );
  }
}

/** Runs a command to completion; its output is shown only when it fails. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}
