/**
 * Issue #21 "Fuzz", the API's side: bodies, path segments and query strings drawn from each route's schema in
 * api/openapi.json and malformed (./fuzz/), sent as the gateway sends them (client headers, Alex's access
 * token where the route wants one). Every answer: no 5xx, nothing of the server's internals; every refused
 * one (4xx) left every table as it was. The development routes are off, as in production.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapi from '../../api/openapi.json';
import { seedEmails, seedPatientIds } from '../../api/src/demo/seed-ids';
import { signIn, startTestApi, type TestApi } from '../../api/src/testing/test-api';
import { FUZZ_SEED, fuzzRuns, fuzzTimeoutMs, internalsIn } from './fuzz/fuzz-runs';
import { valuesOf, type JsonSchema } from './fuzz/json-schema-values';
import { badValue } from './fuzz/malformed-values';
import { databaseFingerprint } from './security-stack';

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  security?: Record<string, string[]>[];
}

interface Call {
  method: InjectOptions['method'];
  /** The route as declared, for the report. */
  route: string;
  url: string;
  body?: unknown;
  signedIn: boolean;
}

const RUNS = fuzzRuns(600);
/** Counted on refused requests too, by design (docs/security.md "Limits on every door"). */
const CHANGED_BY_DESIGN = ['rate_limit_counters'];
const known = { ids: Object.values(seedPatientIds) };

/**
 * NHS login is not set up here (no stand-in): its calls answer the documented 503 nhsLogin.unavailable, the one
 * 5xx the contract names, for an outside service being out of reach.
 */
const isNhsLoginUnavailable = (status: number, body: string) =>
  status === 503 && body.includes('"code":"nhsLogin.unavailable"');

/** A value as text goes in a path or query: strings as they are, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

/** One arbitrary per route of the production API: its path, query and body, each maybe malformed. */
function callsOf(document: {
  paths: Record<string, Record<string, Operation>>;
}): fc.Arbitrary<Call> {
  const routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/v1/') && !path.startsWith('/v1/dev/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header');
        const segment = (name: string) =>
          parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
        const pathValues = fc.record(
          Object.fromEntries(
            [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
              name!,
              fc.oneof(valuesOf(segment(name!), known), badValue).map(asText),
            ]),
          ),
        );
        const query = fc.array(
          fc.tuple(
            fc.constantFrom(...parameters.filter((p) => p.in === 'query').map((p) => p.name), 'x'),
            fc.oneof(fc.string(), badValue.map(asText)),
          ),
          { maxLength: 2 },
        );
        const schema = operation.requestBody?.content['application/json'].schema;
        const body = schema ? fc.oneof(valuesOf(schema, known), badValue) : fc.constant(undefined);
        return fc
          .record({ pathValues, query, body })
          .map(({ pathValues: values, query: pairs, body: payload }): Call => ({
            method: method.toUpperCase(),
            route: `${method.toUpperCase()} ${path}`,
            url:
              path.replace(/\{(\w+)\}/g, (_, name: string) =>
                encodeURIComponent(values[name] ?? ''),
              ) + (pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : ''),
            body: payload,
            signedIn: (operation.security ?? []).some((scheme) => 'accessToken' in scheme),
          }));
      }),
    );
  expect(routes.length).toBeGreaterThan(50);
  return fc.oneof(...routes);
}

describe('API fuzz (issue #21)', () => {
  let api: TestApi;
  let accessToken: string;

  beforeAll(async () => {
    api = await startTestApi({ env: { DEV_CONTROLS: 'false' } });
    accessToken = (await signIn(api, seedEmails.alexLinked)).access_token;
  }, 120_000);
  afterAll(() => api.close());

  it(
    `answers ${RUNS} malformed requests without a 5xx or internals, and stores nothing it refuses`,
    async () => {
      const statuses = new Map<number, number>();
      let before = await databaseFingerprint(api.database, CHANGED_BY_DESIGN);
      await fc.assert(
        fc.asyncProperty(callsOf(openapi as never), async (call) => {
          const response = await api.call({
            method: call.method,
            url: call.url,
            ...(call.signedIn ? { token: accessToken } : {}),
            ...(call.body === undefined
              ? {}
              : {
                  payload: JSON.stringify(call.body),
                  headers: { 'content-type': 'application/json' },
                }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (!isNhsLoginUnavailable(response.statusCode, response.body)) {
            expect(response.statusCode, `${call.route} ${response.body}`).toBeLessThan(500);
          }
          const after = await databaseFingerprint(api.database, CHANGED_BY_DESIGN);
          if (response.statusCode >= 400) {
            expect(internalsIn(response.body), `${call.route} ${response.body}`).toBeNull();
            expect(after, `${call.route} ${response.statusCode} stored something`).toEqual(before);
          }
          before = after;
        }),
        { seed: FUZZ_SEED, numRuns: RUNS, endOnFailure: true },
      );
      console.log(`API fuzz: ${RUNS} requests; answers by status`, Object.fromEntries(statuses));
    },
    fuzzTimeoutMs(RUNS),
  );
});
