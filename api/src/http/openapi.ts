/**
 * The OpenAPI document of this API, drawn by @fastify/swagger from the route schemas themselves: the
 * contract is the schemas, and the document (api/openapi.json, written by `npm run openapi`) only says them
 * in a form other programs can read. Development servers also answer GET /openapi.json.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { usesAccessToken } from '../auth/access-guard';
import { ErrorBody } from './api-error';
import { CLIENT_PLATFORM, CLIENT_VERSION } from './client-headers';

export const OPENAPI_PATH = '/openapi.json';

const description = `The reference REST API behind the gateway. Every call under /v1 needs the client headers \
X-Api-Key, X-Version (${CLIENT_VERSION}) and X-Platform (${CLIENT_PLATFORM}); the signed-in calls also \
\`Authorization: Bearer <access token>\`. Every failure answers the ErrorBody shape. What the schemas \
cannot say (token rotation, single-use links, error codes) is in docs/rest-api.md.`;

/**
 * Registers the document's collector; call before any route is added. With `serve`, GET /openapi.json
 * answers the document (development only: production keeps its surface to the calls the app makes).
 */
export async function registerOpenApi(app: FastifyInstance, options: { serve: boolean }) {
  // Answers name ErrorBody by reference, so the document (and the gateway's generated types) has it once.
  app.addSchema(ErrorBody);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Medicines Online REST API', version: CLIENT_VERSION, description },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          accessToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    // /dev/… are pages for a developer's browser (the mail outbox), not calls.
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/dev/') ? { ...schema, hide: true } : schema,
      url,
    }),
    // Shared schemas keep their $id as their component name instead of def-0, def-1…
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  if (options.serve) {
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  }
}

/**
 * For the routes of one scope (the client calls): records in each route's schema that it needs the API key,
 * and the access token where its guard asks for one. Read from the hooks the route really runs, so the
 * document cannot claim a call is public when it is not.
 */
export function documentClientSecurity(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const security: Record<string, string[]> = usesAccessToken(route.onRequest)
      ? { apiKey: [], accessToken: [] }
      : { apiKey: [] };
    route.schema = { ...route.schema, security: [security] };
  });
}
