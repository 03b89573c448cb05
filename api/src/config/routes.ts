import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { noQuerystring } from '../http/schemas';

/** GET /v1/config/mobile (mobileConfig): public, fetched by the app at start (spec part 1 §7). */
export function registerConfigRoutes(app: FastifyInstance, context: ApiContext): void {
  app.get(
    '/v1/config/mobile',
    { schema: { querystring: noQuerystring } },
    async () => context.config.mobileConfig,
  );
}
