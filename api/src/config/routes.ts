import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { noQuerystring, replies } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { MobileConfigResponse } from './mobile-config';

/** GET /v1/config/mobile (mobileConfig): public, fetched by the app at start (spec part 1 §7). */
export function registerConfigRoutes(fastify: FastifyInstance, context: ApiContext): void {
  withSchemaTypes(fastify).get(
    '/v1/config/mobile',
    {
      schema: {
        operationId: 'mobileConfig',
        querystring: noQuerystring,
        response: replies({ 200: MobileConfigResponse }),
      },
    },
    async () => context.config.mobileConfig,
  );
}
