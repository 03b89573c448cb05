/**
 * The product as a health service would run it (issue #22): N gateways and M APIs on one PostgreSQL, each
 * behind a round-robin proxy (round-robin-proxy.ts), the gateways serving the built app. The browser's proxy
 * spreads requests over the gateways, the gateways' API_URL is a second proxy over the APIs, so any request may
 * land on any instance. Every program gets TRUST_PROXY=loopback, so rate limits count the address the proxy
 * names. Used by `npm run cluster` (scripts/cluster.ts), the cluster tests (scripts/cluster/*.test.ts) and
 * `npm run bench -- --only=load|kill`.
 *
 * The database: `databaseUrl`, else DATABASE_URL, else a throw-away PostgreSQL server started for the cluster
 * (scripts/lib/throwaway-postgres.ts, deleted by `stop`) with a fresh database on it.
 */
import { randomBytes } from 'node:crypto';
import { createPostgresTestDatabase } from '../../gateway/src/testing/test-gateway-database';
import {
  startApiProcess,
  startProgram,
  type ChildProgram,
} from '../../tests/support/child-program';
import { sparePort } from '../../tests/support/processes';
import { startThrowAwayServer, type CrashableServer } from '../lib/throwaway-postgres';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

export type ProgramKind = 'api' | 'gateway';

export interface ClusterOptions {
  gateways?: number;
  apis?: number;
  /** A database to use as it is (migrated and seeded by the first API). */
  databaseUrl?: string;
  /** The built app's folder for the gateways, or 'off' (tests that need no pages). Default dist/app. */
  serveApp?: string;
  /** More environment for every program, e.g. RATE_LIMIT_FACTOR or REMINDER_DELIVERY_INTERVAL_MS. */
  env?: Record<string, string>;
  /** More of Node's options for every program (tests/support/child-program.ts, `nodeOptions`). */
  nodeOptions?: readonly string[];
}

/** One running program of the cluster; `program` changes when it is restarted. */
export interface ClusterMember {
  kind: ProgramKind;
  index: number;
  port: number;
  program: ChildProgram;
}

export interface Cluster {
  /** The address a person opens: the proxy in front of the gateways. */
  url: string;
  /** The proxy in front of the APIs (the gateways' API_URL). */
  apiUrl: string;
  databaseUrl: string;
  /**
   * The database server, when the cluster started its own: it can be crashed and restarted like the programs
   * (its commits are durable, ThrowAwayOptions). Absent on a server given by URL, which is not ours to crash.
   */
  databaseServer?: Pick<CrashableServer, 'crash' | 'restart'>;
  members: ClusterMember[];
  gatewayProxy: RoundRobinProxy;
  apiProxy: RoundRobinProxy;
  /** Ends a member at once with SIGKILL, as a crash would (no shutdown code runs). */
  kill(member: ClusterMember): Promise<void>;
  /** Starts a stopped or killed member again on its port and waits until it answers. */
  restart(member: ClusterMember): Promise<void>;
  /** Stops every program (SIGTERM), both proxies and a throw-away database server. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const gatewayCount = options.gateways ?? 2;
  const apiCount = options.apis ?? 2;
  const cleanups: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const { databaseUrl, databaseServer } = await clusterDatabase(options.databaseUrl, cleanups);
    // Every port in one pick, the proxies' too: picked apart, two could be the same, or a proxy listening on
    // port 0 could take a member's. The member then cannot listen, yet its start is taken for done when the
    // program on its port answers /health. A kill test run met it: 404s to the load's GraphQL requests, which
    // no gateway gives, so a gateway's port held an API or the APIs' proxy.
    const [apiProxyPort = 0, gatewayProxyPort = 0, ...memberPorts] = await spareports(
      2 + apiCount + gatewayCount,
    );
    const apiPorts = memberPorts.slice(0, apiCount);
    const gatewayPorts = memberPorts.slice(apiCount);
    const apiProxy = await startRoundRobinProxy(apiPorts.map(loopbackUrl), apiProxyPort);
    cleanups.push(() => apiProxy.close());
    const gatewayProxy = await startRoundRobinProxy(
      gatewayPorts.map(loopbackUrl),
      gatewayProxyPort,
    );
    cleanups.push(() => gatewayProxy.close());

    const shared = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const sessionSecret = randomBytes(32).toString('hex');
    const startMember = (kind: ProgramKind, port: number): Promise<ChildProgram> =>
      kind === 'api'
        ? startApiProcess(
            { ...shared, PUBLIC_APP_URL: gatewayProxy.url },
            {
              name: 'api',
              port,
              startTimeoutMs: START_TIMEOUT_MS,
              ...(options.nodeOptions ? { nodeOptions: options.nodeOptions } : {}),
            },
          )
        : startProgram({
            name: 'gateway',
            script: 'gateway/src/main.ts',
            port,
            startTimeoutMs: START_TIMEOUT_MS,
            ...(options.nodeOptions ? { nodeOptions: options.nodeOptions } : {}),
            env: {
              ...process.env,
              ...shared,
              PORT: String(port),
              HOST: '127.0.0.1',
              API_URL: apiProxy.url,
              SESSION_SECRET: sessionSecret,
              PUBLIC_URL: gatewayProxy.url,
              SERVE_APP: options.serveApp ?? 'dist/app',
            },
          });

    const members: ClusterMember[] = [];
    const add = async (kind: ProgramKind, index: number, port: number) => {
      const member = { kind, index, port, program: await startMember(kind, port) };
      members.push(member);
      cleanups.push(() => member.program.stop());
    };
    // The first API migrates and seeds alone; the rest find the database ready.
    await add('api', 0, apiPorts[0] as number);
    await Promise.all([
      ...apiPorts.slice(1).map((port, i) => add('api', i + 1, port)),
      ...gatewayPorts.map((port, i) => add('gateway', i, port)),
    ]);
    members.sort((a, b) => a.kind.localeCompare(b.kind) || a.index - b.index);

    return {
      url: gatewayProxy.url,
      apiUrl: apiProxy.url,
      databaseUrl,
      ...(databaseServer ? { databaseServer } : {}),
      members,
      gatewayProxy,
      apiProxy,
      kill: (member) => member.program.kill(),
      restart: async (member) => {
        member.program = await startMember(member.kind, member.port);
      },
      // Each cleanup stops the member's program of the time it started; a restarted one is stopped here.
      stop: async () => {
        await Promise.all(members.map((member) => member.program.stop()));
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function clusterDatabase(
  given: string | undefined,
  cleanups: (() => Promise<unknown>)[],
): Promise<{ databaseUrl: string; databaseServer?: CrashableServer }> {
  const url = given ?? (process.env.DATABASE_URL?.trim() || undefined);
  if (url) return { databaseUrl: url };
  const server = await startThrowAwayServer(undefined, { durableCommits: true });
  cleanups.push(server.stop);
  const database = await createPostgresTestDatabase(server.url);
  return { databaseUrl: database.url, databaseServer: server };
}

async function spareports(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await sparePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

function loopbackUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}
