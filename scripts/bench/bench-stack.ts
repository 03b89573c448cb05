/**
 * The benchmark's own stack: the reference API and the gateway in front of it, each on a spare loopback port,
 * started as child processes and stopped by their own PIDs (tests/support/child-program.ts). The database is
 * the embedded one (a throw-away in-memory PGlite for each program, as `npm start` has by default) or, given a
 * PostgreSQL connection string, a fresh database on that server shared by both (as in production).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  startApiProcess,
  startProgram,
  type ChildProgram,
} from '../../tests/support/child-program';
import { sparePort } from '../../tests/support/processes';
import { cpuMillisecondsOf, residentBytesOf } from './process-usage';

export interface BenchStack {
  apiUrl: string;
  gatewayUrl: string;
  /** Resident memory of the API and of the gateway now, in bytes (Linux /proc; null elsewhere). */
  residentBytes: () => { api: number | null; gateway: number | null };
  /**
   * CPU time (user + system) each program has used since it started, in milliseconds (Linux /proc; null
   * elsewhere). Differences around a fixed number of requests give each program's cost per request, which
   * stays meaningful on a busy machine where requests per second do not.
   */
  cpuMilliseconds: () => { api: number | null; gateway: number | null };
  /** Stops both programs (SIGTERM, SIGKILL after 5 s) and waits for them. */
  stop: () => Promise<void>;
}

/** Where the stack keeps its data: embedded PGlite, or a PostgreSQL server the role may create databases on. */
export type BenchDatabase = { kind: 'embedded' } | { kind: 'postgres'; serverUrl: string };

const STOP_GRACE_MS = 5_000;

/**
 * The bench signs in as the same few demo accounts again and again (every Lighthouse run is a new browser), so
 * the per-account and per-address limits are raised as far as development allows.
 */
const BENCH_ENV = { RATE_LIMIT_FACTOR: '1000' };

/** Starts the API, waits for it, then the gateway (serving dist/app), and waits for that. */
export async function startBenchStack(
  database: BenchDatabase = { kind: 'embedded' },
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<BenchStack> {
  const env = { ...BENCH_ENV, ...extraEnv };
  const [apiPort, gatewayPort] = [await sparePort(), await sparePort()];
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const databaseEnv =
    database.kind === 'embedded'
      ? { DATA_DIR: 'memory://', DATABASE_URL: '' }
      : { DATA_DIR: '', DATABASE_URL: await freshDatabase(database.serverUrl) };
  const started: ChildProgram[] = [];
  const stop = async () => {
    await Promise.all(started.map((program) => program.stop()));
  };
  try {
    const api = await startApiProcess(
      { ...databaseEnv, LOG_LEVEL: 'warn', PUBLIC_APP_URL: gatewayUrl, ...env },
      { name: 'api', port: apiPort, startTimeoutMs: 90_000, stopGraceMs: STOP_GRACE_MS },
    );
    started.push(api);
    const gateway = await startProgram({
      name: 'gateway',
      script: 'gateway/src/main.ts',
      env: {
        ...process.env,
        ...databaseEnv,
        ...env,
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        API_URL: api.url,
        SERVE_APP: 'dist/app',
      },
      port: gatewayPort,
      startTimeoutMs: 60_000,
      stopGraceMs: STOP_GRACE_MS,
    });
    started.push(gateway);
    const residentBytes = () => ({
      api: residentBytesOf(api.pid),
      gateway: residentBytesOf(gateway.pid),
    });
    const cpuMilliseconds = () => ({
      api: cpuMillisecondsOf(api.pid),
      gateway: cpuMillisecondsOf(gateway.pid),
    });
    return { apiUrl: api.url, gatewayUrl: gateway.url, residentBytes, cpuMilliseconds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A new, empty database on the server for one stack, so that every run starts from the same seed. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
