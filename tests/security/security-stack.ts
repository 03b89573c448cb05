/**
 * The whole server side in one test process, for the security proofs that need both programs and the API's
 * database at once (docs/security.md "Proof"): the reference API (buildApi on a fresh migrated and seeded
 * database, its pino log into memory at the level production uses) listening on a loopback port, and the
 * gateway in front of it over real HTTP with its log sink into memory. The database stays readable, so a test
 * can check that a refused request stored nothing.
 */
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApi, openPreparedDatabase } from '../../api/src/server';
import { rowsOf, type ApiDatabase } from '../../api/src/db/database';
import { createTestDatabase, testConfig as apiTestConfig } from '../../api/src/testing/test-api';
import type { GatewayConfig } from '../../gateway/src/config';
import { readPersistedDocuments } from '../../gateway/src/persisted-documents';
import { createGateway } from '../../gateway/src/server';
import { MemorySessionStore } from '../../gateway/src/session/session-store';
import { close, GatewayClient, listen } from '../../gateway/src/testing/gateway-client';
import { testConfig as gatewayTestConfig } from '../../gateway/src/testing/test-config';

export interface SecurityStack {
  api: FastifyInstance;
  database: ApiDatabase;
  gatewayUrl: string;
  /**
   * Every log line of both programs so far, each a JSON object: the API's as pino writes it, the gateway's as
   * `{ gateway: <line>, level, ...fields }` (its fields, the request id among them, checked like its text).
   */
  logLines: string[];
  /** A new browser stand-in on the gateway. */
  browser(): GatewayClient;
  /**
   * Another gateway instance in front of the same API, with sessions of its own (as an instance whose store
   * the first one cannot reach): its address.
   */
  anotherGateway(): Promise<string>;
  stop(): Promise<void>;
}

export interface SecurityStackOptions {
  /** The gateway's configuration over the tests' (for example production, persisted documents only). */
  gateway?: Partial<GatewayConfig>;
}

export async function startSecurityStack(
  options: SecurityStackOptions = {},
): Promise<SecurityStack> {
  const location = await createTestDatabase();
  const config = apiTestConfig(location.env);
  const database = await openPreparedDatabase(config);
  const logLines: string[] = [];
  const apiLog = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // The level api/src/main.ts uses unless LOG_LEVEL says otherwise.
  const api = await buildApi({ config, database, logger: { level: 'info', stream: apiLog } });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  const gateways: Server[] = [];
  const startGateway = () => {
    const gateway = createGateway(
      { ...gatewayTestConfig(apiUrl), apiKey: config.apiKey, ...options.gateway },
      {
        sessions: new MemorySessionStore(),
        log: (line, fields, level = 'warn') =>
          logLines.push(JSON.stringify({ gateway: line, level, ...fields })),
      },
    );
    gateways.push(gateway);
    return listen(gateway);
  };
  const gatewayUrl = await startGateway();
  return {
    api,
    database,
    gatewayUrl,
    logLines,
    browser: () => new GatewayClient(gatewayUrl),
    anotherGateway: startGateway,
    stop: async () => {
      try {
        for (const gateway of gateways) await close(gateway);
        await api.close();
        await database.close();
      } finally {
        await location.drop();
      }
    },
  };
}

/** One of the app's persisted operations (src/gql/persisted-documents.json). */
export interface AppOperation {
  id: string;
  name: string;
  text: string;
}

/** The app's persisted operations by operation name. */
export function appOperations(): Map<string, AppOperation> {
  return new Map(
    [...readPersistedDocuments()].map(([id, text]) => {
      const name = /\b(?:query|mutation) (\w+)/.exec(text)?.[1];
      if (!name) throw new Error(`a persisted document without an operation name: ${text}`);
      return [name, { id, name, text }];
    }),
  );
}

/**
 * Rows and an MD5 of every row of every public table, in one query: equal fingerprints mean nothing was
 * stored, changed or deleted. `except` names tables whose change a refused request makes by design.
 */
export async function databaseFingerprint(
  database: ApiDatabase,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rowsOf<{ name: string }>(tables)
    .map(({ name }) => name)
    .filter((name) => !except.includes(name) && !name.startsWith('__'));
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${name}" t`,
    )
    .join(' union all ');
  const result = await database.db.execute(sql.raw(query));
  return Object.fromEntries(
    rowsOf<{ name: string; print: string }>(result).map(({ name, print }) => [name, print]),
  );
}
