/**
 * Issue 21, limits on every door: depth, aliases, tokens, one mutation per request, only the app's documents in
 * production; and every error body carries a catalogue key and nothing else (no class names, stack, SQL, schema
 * names or upstream bodies).
 */
import { readFileSync } from 'node:fs';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { buildASTSchema, parse, validate } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type GatewayConfig } from './config';
import { readPersistedDocuments } from './persisted-documents';
import { oneMutationField, REQUEST_LIMITS } from './request-limits';
import { readSchemaSources } from './schema';
import { FAKE_PASSWORD } from './testing/fake-rest-api';
import { startFakeStack, type FakeStack } from './testing/fake-stack';
import type { GraphQLReply } from './testing/gateway-client';
import { ME } from './testing/operations';
import { TEST_SESSION_SECRET } from './testing/test-config';

let stack: FakeStack;
let started = false;
afterEach(async () => {
  if (started) await stack.stop();
  started = false;
});

async function start(config: Partial<GatewayConfig> = {}): Promise<void> {
  stack = await startFakeStack({ config });
  started = true;
}

/** Sends a raw body (anything) as the app would: CSRF header, the stack client's cookies. */
async function raw(
  body: string,
  init: { method?: string; contentType?: string; path?: string } = {},
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${stack.client.baseUrl}/graphql${init.path ?? ''}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': init.contentType ?? 'application/json',
      'x-graphql-csrf': '1',
      ...(stack.client.cookies.size > 0 ? { cookie: stack.client.cookieHeader() } : {}),
    },
    ...(init.method === 'GET' ? {} : { body }),
  });
  return { status: response.status, text: await response.text() };
}

const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: session { signedIn }`).join(' ')} }`;

describe('limits', () => {
  it("lets every one of the app's own operations through", () => {
    const schema = buildASTSchema(parse(readSchemaSources().join('\n')));
    const documents = [...readPersistedDocuments().values()];
    expect(documents.length).toBeGreaterThan(50);
    for (const text of documents) {
      const document = new MaxTokensParserWLexer(text, {
        n: REQUEST_LIMITS.maxTokens,
      }).parseDocument();
      const errors = validate(schema, document, [
        maxDepthRule({ n: REQUEST_LIMITS.maxDepth, flattenFragments: true }),
        maxAliasesRule({ n: REQUEST_LIMITS.maxAliases }),
        maxDirectivesRule({ n: REQUEST_LIMITS.maxDirectives }),
        oneMutationField,
      ]);
      expect(errors.map((error) => `${text.slice(0, 40)}: ${error.message}`)).toEqual([]);
    }
  });

  it('refuses more than 15 aliases before running any (500 aliases cost no upstream call)', async () => {
    await start();
    await stack.signIn();
    const calls = stack.api.callsTo('/v1/accounts/details').length;
    const within = await stack.client.graphql(aliases(15));
    expect(within.json.errors).toBeUndefined();

    for (const count of [16, 500]) {
      const reply = await stack.client.graphql(
        `{ ${Array.from({ length: count }, (_, i) => `a${i}: me { account { email } }`).join(' ')} }`,
      );
      expect(codes(reply)).toEqual(['common.unexpected']);
      expect(reply.json.data ?? undefined).toBeUndefined();
    }
    expect(stack.api.callsTo('/v1/accounts/details').length).toBe(calls);
  });

  it('refuses a query deeper than 10 and one of more than 1,000 tokens', async () => {
    await start();
    // The schema's only deep path is introspection's (allowed outside production): each ofType is a level.
    const deep = (levels: number) =>
      `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(levels - 4)}name${' }'.repeat(levels - 4)} } } } }`;
    expect((await stack.client.graphql(deep(10))).json.errors).toBeUndefined();
    expect(codes(await stack.client.graphql(deep(11)))).toEqual(['common.unexpected']);

    const tokens = (repeats: number) =>
      `{ ${Array.from({ length: repeats }, () => 'session { signedIn }').join(' ')} }`;
    expect((await stack.client.graphql(tokens(240))).json.errors).toBeUndefined(); // 962 tokens
    expect(codes(await stack.client.graphql(tokens(260)))).toEqual(['common.unexpected']);
  });

  it('runs at most one mutation per request: two sign-ins in one request run neither', async () => {
    await start();
    const reply = await stack.client.graphql(
      `mutation Twice($email: String!, $password: String!) {
        a: signIn(email: $email, password: $password) { destination }
        b: signIn(email: $email, password: $password) { destination }
      }`,
      { email: 'pat@example.com', password: FAKE_PASSWORD },
    );
    expect(codes(reply)).toEqual(['common.unexpected']);
    expect(stack.api.callsTo('/v1/auth/token')).toHaveLength(0);
    expect(stack.client.cookies.size).toBe(0);
  });
});

describe('production', () => {
  it("runs only the app's persisted documents: GraphQL text is refused before it runs", async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: TEST_SESSION_SECRET,
      SERVE_APP: 'off',
    });
    expect(production.persistedDocumentsOnly).toBe(true);
    await start({ production: true, persistedDocumentsOnly: production.persistedDocumentsOnly });
    const text = await stack.client.graphql(
      `mutation { signIn(email: "pat@example.com", password: "${FAKE_PASSWORD}") { destination } }`,
    );
    expect(codes(text)).toEqual(['common.unexpected']);
    expect(stack.api.callsTo('/v1/auth/token')).toHaveLength(0);
    const [id] = [...readPersistedDocuments()].find(([, doc]) =>
      doc.startsWith('query LoginScreen '),
    )!;
    const own = await raw(JSON.stringify({ documentId: id, operationName: 'LoginScreen' }));
    expect(JSON.parse(own.text)).toMatchObject({ data: { config: expect.any(Object) as object } });
  });
});

describe('error bodies', () => {
  const catalogue = JSON.parse(
    readFileSync(new URL('../../locales/en/errors.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const inCatalogue = (key: string): boolean => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return false;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string';
  };
  /** What no error body may carry: class names, stacks, SQL, schema talk, what the upstream said. */
  const internals =
    /Error\b|\bat [\w.<>]+ \(|stack|SELECT|INSERT|postgres|relation "|Syntax|Cannot query|Did you mean|Variable "|\bExpected\b|Unexpected token|upstream-secret|token limit|depth|alias/i;

  it('carries a catalogue key, as code and message, and nothing else, on every error path', async () => {
    await start({ production: true, persistedDocumentsOnly: false });
    await stack.signIn();
    // An upstream failure whose body holds what must never be passed on.
    stack.api.overrides.set('/v1/orders/list', () => ({
      status: 500,
      body: { code: 'db', message: 'upstream-secret: relation "orders" SELECT * FROM orders' },
    }));
    stack.api.overrides.set('/v1/accounts/details', (call) =>
      call.headers['x-break'] ? { status: 200, body: { account: {} } } : undefined,
    );
    const paths: Record<string, () => Promise<{ status: number; text: string }>> = {
      'invalid JSON': () => raw('{"query": '),
      'not JSON at all': () =>
        raw('query=%7B%7D', { contentType: 'application/x-www-form-urlencoded' }),
      'no query': () => raw('{}'),
      'a syntax error': () => raw(JSON.stringify({ query: '{ me { ' })),
      'an unknown field': () => raw(JSON.stringify({ query: '{ mee { id } }' })),
      'an unknown operation name': () =>
        raw(JSON.stringify({ query: '{ session { signedIn } }', operationName: 'Nope' })),
      'a variable of the wrong type': () =>
        raw(
          JSON.stringify({
            query:
              'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { destination } }',
            variables: { e: 42, p: { nested: 'upstream-secret' } },
          }),
        ),
      'a missing variable': () =>
        raw(
          JSON.stringify({
            query:
              'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { destination } }',
          }),
        ),
      'a huge variable': () =>
        raw(
          JSON.stringify({
            query:
              'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { destination } }',
            variables: { e: 'x'.repeat(90_000), p: 'y' },
          }),
        ),
      'a body over the size limit': () =>
        raw(JSON.stringify({ query: `{ session { signedIn } } #${'x'.repeat(200_000)}` })),
      'a mutation over GET': () =>
        raw('', { method: 'GET', path: `?query=${encodeURIComponent('mutation { signOut }')}` }),
      'an unknown persisted id': () => raw(JSON.stringify({ documentId: 'sha256:nope' })),
      'too many aliases': () => raw(JSON.stringify({ query: aliases(16) })),
      'two mutations': () => raw(JSON.stringify({ query: 'mutation { a: signOut b: signOut }' })),
      'introspection in production': () =>
        raw(JSON.stringify({ query: '{ __schema { types { name } } }' })),
      'an upstream 500 with SQL in its body': () =>
        raw(JSON.stringify({ query: '{ orders { id } }' })),
      'a resolver bug (TypeError)': async () => {
        stack.api.overrides.set('/v1/accounts/details', () => ({
          status: 200,
          body: { account: {} },
        }));
        const reply = await raw(JSON.stringify({ query: ME }));
        stack.api.overrides.delete('/v1/accounts/details');
        return reply;
      },
    };
    const seen = new Set<string>();
    for (const [path, send] of Object.entries(paths)) {
      const { status, text } = await send();
      expect(status, path).toBeLessThan(500);
      expect(text, path).not.toMatch(internals);
      const body = JSON.parse(text) as GraphQLReply['json'];
      expect(body.errors?.length, path).toBeGreaterThan(0);
      for (const error of body.errors ?? []) {
        const code = error.extensions?.['code'];
        expect(typeof code === 'string' && inCatalogue(code), `${path}: ${String(code)}`).toBe(
          true,
        );
        expect(error.message, path).toBe(code);
        seen.add(String(code));
      }
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

function codes(reply: GraphQLReply): string[] {
  return (reply.json.errors ?? []).map((error) => String(error.extensions?.['code']));
}
