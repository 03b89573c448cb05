import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type {
  GatewayContext,
  GatewayRequestContext,
  GatewayServerContext,
  GatewayServices,
} from './context';
import { createMaskError } from './errors';
import { CSRF_HEADER } from './http/csrf';
import { DOCUMENT_ID_PARAM, persistedDocumentsPlugin } from './persisted-documents';
import { requestBodyLimitPlugin } from './request-body-limit';
import { codesOnlyPlugin, requestLimitsPlugins } from './request-limits';
import { readSchemaSources, resolvers } from './schema';
import { RequestMemo } from './upstream/request-memo';

/** The GraphQL server (Yoga) of the gateway; the HTTP layer in server.ts routes /graphql to it. */
export function createGatewayYoga(services: GatewayServices) {
  const { production, persistedDocumentsOnly } = services.config;
  return createYoga<GatewayServerContext, GatewayRequestContext>({
    schema: createSchema<GatewayContext>({ typeDefs: readSchemaSources(), resolvers }),
    graphqlEndpoint: '/graphql',
    // The app sends the id of one of its persisted documents, never GraphQL text (gateway/src/persisted-documents.ts).
    extraParamNames: [DOCUMENT_ID_PARAM],
    // Yoga adds this to the server context ({ session, flow }, from server.ts) and the request.
    context: () => ({ services, reads: new RequestMemo() }),
    // Same-origin only: the app is served by this gateway (or proxied to it by Vite in development).
    cors: false,
    landingPage: false,
    // The body's limit is requestBodyLimitPlugin's (below), which does not stream every body through a counter.
    maxRequestBodySize: false,
    graphiql: production
      ? false
      : { title: 'Medicines gateway', additionalHeaders: { [CSRF_HEADER]: '1' } },
    // isDev false: never attach the original error or its stack, whatever NODE_ENV says.
    maskedErrors: { maskError: createMaskError(services.log), isDev: false },
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => services.log(`[yoga] ${args.map(String).join(' ')}`),
      error: (...args: unknown[]) => services.log(`[yoga] ${args.map(describeForLog).join(' ')}`),
    },
    plugins: [
      persistedDocumentsPlugin({ onlyPersisted: persistedDocumentsOnly }),
      ...requestLimitsPlugins(),
      codesOnlyPlugin(),
      sessionCookiePlugin(),
      ...(production ? [disableIntrospection()] : []),
      // The app's largest request is a query with a few variables; refuse anything far bigger before parsing.
      requestBodyLimitPlugin(100_000),
    ],
  });
}

/**
 * Writes the request's session back to the session store, and to the browser as one Set-Cookie (a new
 * session, slid expiry, or deletion), and the flow cookie when a public flow changed.
 */
function sessionCookiePlugin(): Plugin<object, GatewayServerContext> {
  return {
    async onResponse({ serverContext, response }) {
      const header = await serverContext.session.setCookieHeader();
      if (header !== null) response.headers.append('set-cookie', header);
      const flowHeader = await serverContext.flow.setCookieHeader();
      if (flowHeader !== null) response.headers.append('set-cookie', flowHeader);
    },
  };
}

/** Production answers only what the app asks; the schema is not published (security hardening). */
function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Yoga passes errors to its logger; keep the name and message, not the stack or attached objects. */
function describeForLog(value: unknown): string {
  return value instanceof Error ? `${value.name}: ${value.message}` : String(value);
}
