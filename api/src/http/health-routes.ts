/**
 * The API's health answers (issue 22; README "Production deployment"): `/healthz` (live: the process answers),
 * `/readyz` (ready: the database answers `select 1` in time, and the API is not shutting down), and `/health`,
 * the older name of `/healthz` that `npm start` and the tests wait on. None needs the client headers.
 */
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkReadiness, LIVE } from '../contract';
import type { AppDatabase } from '../db/database';

const CheckResult = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);
const HealthBody = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  checks: Type.Record(Type.String(), CheckResult),
});

export interface HealthOptions {
  db: AppDatabase;
  /** True from SIGTERM on (main.ts): /readyz answers 503 while in-flight requests finish. */
  shuttingDown: () => boolean;
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  for (const [url, operationId] of [
    ['/healthz', 'healthz'],
    ['/health', 'health'],
  ] as const) {
    app.get(url, { schema: { operationId, response: { 200: HealthBody } } }, async () => LIVE);
  }
  app.get(
    '/readyz',
    { schema: { operationId: 'readyz', response: { 200: HealthBody, 503: HealthBody } } },
    async (_request, reply) => {
      const body = await checkReadiness(
        { database: () => options.db.execute(sql`select 1`) },
        { shuttingDown: options.shuttingDown() },
      );
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
}
