import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

/**
 * The same Fastify instance, typed from the route schemas: a handler's request body, query and parameters
 * are the schema's types, and what it answers must fit the schema of that status.
 */
export function withSchemaTypes(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}
