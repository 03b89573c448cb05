/**
 * A throw-away PostgreSQL server for a run of tests or a local cluster (scripts/postgres-check.ts,
 * scripts/cluster/start-cluster.ts): initdb (from PG_BIN, else PATH, else the newest
 * /usr/lib/postgresql/<version>/bin) into a temporary directory, listening only on 127.0.0.1 at a free port, with
 * random passwords and a role `api_test` that has CREATEDB but is not a superuser, as the API's role would be in
 * production. `stop` stops it with pg_ctl and deletes it. initdb refuses to run as root, so as root the server
 * runs as the `postgres` user.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

/**
 * Starts the server. `interrupted` says whether Ctrl+C reached the process (and so the server too), so a failed
 * stop is not reported then.
 */
export async function startThrowAwayServer(
  interrupted: () => boolean = () => false,
): Promise<PostgresServer> {
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
