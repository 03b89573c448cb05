/**
 * The OpenAPI document of the routes as built now, for `npm run openapi` (scripts/openapi.ts) and its
 * freshness check. Development configuration, so the development-only calls are described too (they say so).
 */
import type { ApiDatabase } from './db/database';
import { loadApiConfig } from './config';
import { buildApi } from './server';

/**
 * The routes are registered but never called, so no database is opened (PGlite takes seconds to start):
 * one that refuses every use stands in.
 */
const unusedDatabase: ApiDatabase = {
  engine: 'pglite',
  db: new Proxy(Object.create(null) as ApiDatabase['db'], {
    get() {
      throw new Error('the OpenAPI document is built without a database');
    },
  }),
  inSqlTransaction: () => Promise.reject(new Error('no database')),
  close: async () => {},
};

export async function describeApi(): Promise<Record<string, unknown>> {
  const app = await buildApi({
    config: loadApiConfig({ DATA_DIR: 'memory://', NODE_ENV: 'development' }),
    database: unusedDatabase,
  });
  try {
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
