/**
 * A throw-away PostgreSQL server for a run of tests or a local cluster (scripts/postgres-check.ts,
 * scripts/cluster/start-cluster.ts): initdb (from PG_BIN, else PATH, else the newest
 * /usr/lib/postgresql/<version>/bin) into a temporary directory, listening only on 127.0.0.1 at a free port, with
 * random passwords and a role `api_test` that has CREATEDB but is not a superuser, as the API's role would be in
 * production. `stop` stops it with pg_ctl and deletes it. initdb refuses to run as root, so as root the server
 * runs as the `postgres` user.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sparePort } from '../../tests/support/processes';
import { findPostgresPrograms } from './postgres-programs';

export interface PostgresServer {
  url: string;
  description: string;
  /** Absent for a server this process did not start. */
  stop?: () => Promise<void>;
}

/** A throw-away server that can also be crashed and brought back, for the kill -9 check (issue #22). */
export interface CrashableServer extends PostgresServer {
  stop: () => Promise<void>;
  /** Ends the server's processes at once with SIGKILL, as a crash would: no shutdown, no checkpoint. */
  crash: () => Promise<void>;
  /** Starts it again on the same port and data; it replays its write-ahead log before it answers. */
  restart: () => Promise<void>;
}

export interface ThrowAwayOptions {
  /**
   * Whether a commit waits for its write-ahead log record to be written out before it is acknowledged
   * (`synchronous_commit`). Off by default: nothing is wanted from a server that is deleted in a minute. On for a
   * server that is crashed on purpose, so that what it acknowledged survives the crash as it would in
   * production. `fsync` stays off either way: a process crash keeps the operating system's file cache.
   */
  durableCommits?: boolean;
}

/**
 * Starts the server. `interrupted` says whether Ctrl+C reached the process (and so the server too), so a failed
 * stop is not reported then.
 */
export async function startThrowAwayServer(
  interrupted: () => boolean = () => false,
  options: ThrowAwayOptions = {},
): Promise<CrashableServer> {
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
    const serverOptionList = (serverPort: number, socketDirectory: string) => [
      '-p',
      String(serverPort),
      '-k',
      socketDirectory,
      '-c',
      'listen_addresses=127.0.0.1',
      // Durability is not wanted from a server that is deleted in a minute (but see durableCommits).
      '-c',
      'fsync=off',
      '-c',
      `synchronous_commit=${options.durableCommits ? 'on' : 'off'}`,
      '-c',
      'full_page_writes=off',
    ];
    const serverOptions = serverOptionList(port, `'${directory}'`).join(' ');
    const logFile = join(directory, 'server.log');
    const startWithPgCtl = async () => {
      await run(
        ...asOwner(pgCtl, [
          '-D',
          dataDir,
          '-l',
          logFile,
          '-w',
          '-t',
          '60',
          '-o',
          serverOptions,
          'start',
        ]),
      );
    };
    // A server to be crashed runs as this process's descendant (postgres under runuser, which waits for it),
    // not pg_ctl's orphan: an orphan killed with SIGKILL stays a zombie where the machine's init does not reap,
    // and a zombie's pid in postmaster.pid stops the next start.
    let postmaster: ChildProcess | undefined;
    const startAsChild = async () => {
      const log = openSync(logFile, 'a');
      try {
        postmaster = spawn(
          ...asOwner(join(bin, 'postgres'), ['-D', dataDir, ...serverOptionList(port, directory)]),
          { stdio: ['ignore', log, log] },
        );
      } finally {
        closeSync(log);
      }
      await untilAccepting(
        { host: '127.0.0.1', port, user: 'postgres', password: superuserPassword },
        postmaster,
        logFile,
      );
    };
    const start = options.durableCommits ? startAsChild : startWithPgCtl;
    started = true;
    await start();

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
      crash: async () => {
        if (!postmaster)
          throw new Error('only a server started with durableCommits can be crashed');
        const exited = new Promise((resolve) => postmaster?.once('exit', resolve));
        await crashServer(dataDir);
        await exited;
      },
      restart: async () => {
        await start();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * SIGKILL to the postmaster and every process it started (the backends, the writers): the postmaster first, or
 * it would see a backend die and restart the others itself; then the rest, so that none stays attached to the
 * shared memory the next start needs. The postmaster's pid is the first line of its lock file.
 */
async function crashServer(dataDir: string): Promise<void> {
  const postmaster = Number(
    (await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  if (!Number.isInteger(postmaster) || postmaster <= 1)
    throw new Error('the throw-away server has no postmaster to crash');
  // pgrep exits 1 when there is no child.
  const children = (await run('pgrep', ['-P', String(postmaster)]).catch(() => ''))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number);
  for (const pid of [postmaster, ...children]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  for (const pid of [...children, postmaster])
    while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Whether the process still runs: a zombie (killed, not yet reaped by whoever adopted it) does not. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Waits until the server takes a connection (after its recovery, on a restart), or fails if it exits. */
async function untilAccepting(
  connection: pg.ClientConfig,
  server: ChildProcess,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null || Date.now() > deadline) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`the throw-away server did not start:\n${log.slice(-2_000)}`);
    }
    const client = new pg.Client({ ...connection, database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
