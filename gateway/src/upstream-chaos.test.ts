import { readFileSync } from 'node:fs';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPersistedDocuments } from './persisted-documents';
import { createGateway } from './server';
import { MemorySessionStore } from './session/session-store';
import { ChaosUpstream } from './testing/chaos-upstream';
import { FAKE_PASSWORD, FakeRestApi } from './testing/fake-rest-api';
import { close, GatewayClient, listen, type GraphQLReply } from './testing/gateway-client';
import { SIGN_IN } from './testing/operations';
import { testConfig } from './testing/test-config';
import { chaosFaults, type UpstreamFault } from './testing/upstream-faults';
import { gatewaySchema, variablesOf } from './testing/operation-variables';

/**
 * Issue #22 'Upstream chaos', at the gateway: every operation the app's screens run (its persisted documents,
 * so an operation a new screen adds is covered without a line here), signed in, with the API failing in each of
 * the ways of upstream-faults.ts, answers in time with GraphQL errors whose codes are catalogue keys: never a
 * 5xx, never an HTML page or the API's internals, never a wait past the upstream time-out.
 */

/** Short, so that a slow API (10 s) is given up on quickly; each call of an operation waits at most this. */
const UPSTREAM_TIMEOUT_MS = 200;
/** An operation makes a few calls in turn; a hang would be the slow API's 10 s. */
const ANSWERED_WITHIN_MS = 3_000;

/** Every catalogue key (locales/en/errors.json, flattened): the codes the app can say. */
function catalogueCodes(): Set<string> {
  const catalogue = JSON.parse(
    readFileSync(new URL('../../locales/en/errors.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const codes = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') codes.add(prefix);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        walk(value, prefix ? `${prefix}.${key}` : key);
  };
  walk(catalogue, '');
  return codes;
}

/** A value of `type` that the schema accepts: the first enum value, one list item, every required field. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  switch (named.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return '1';
  }
}

const schema = gatewaySchema();
const operations = [...readPersistedDocuments()].map(([id, text]) => ({
  id,
  name: /^(?:fragment[^{]*\{[^]*?\}\s*)*(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? id,
  variables: Object.fromEntries(
    variablesOf(schema, text).map(({ name, type }) => [name, sampleValue(type)]),
  ),
}));
const codes = catalogueCodes();

/** What the API's failure must never show the user: its error page, its internals, the gateway's own. */
const internals = [
  /Internal Server Error/i,
  /Db\.query/,
  /SyntaxError|Unexpected (end|token)/,
  /ECONN|fetch failed|socket|127\.0\.0\.1/i,
  /token\.invalid/,
];

/** Signing out ends the session at the gateway whatever the API says to the token's revocation (spec part 1 §7). */
const completesWithoutApi = ['FrameSignOut'];

interface Outcome {
  reply: GraphQLReply | Error;
  tookMs: number;
  /** Calls the chaos upstream failed while this operation was the only one running. */
  faulted: number;
}

describe.each(chaosFaults)('with the API %s', (fault: UpstreamFault) => {
  const outcomes = new Map<string, Outcome>();
  let api: FakeRestApi;
  let chaos: ChaosUpstream;

  beforeAll(async () => {
    api = new FakeRestApi();
    await api.start();
    chaos = new ChaosUpstream(api.url);
    await chaos.start();
    const gateway = createGateway(
      testConfig(chaos.url, { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS }),
      { sessions: new MemorySessionStore(), log: () => undefined },
    );
    const baseUrl = await listen(gateway);
    try {
      // Each operation in a session of its own, signed in while the API works (a 401 storm ends the session
      // it meets, which must not decide what the next operation sees).
      const clients = await Promise.all(
        operations.map(async () => {
          const client = new GatewayClient(baseUrl);
          await client.graphql(SIGN_IN, { email: 'pat@example.com', password: FAKE_PASSWORD });
          return client;
        }),
      );
      await chaos.fail(fault);
      // One at a time, so that the calls the upstream failed belong to the operation.
      for (const [index, operation] of operations.entries()) {
        const before = chaos.faulted;
        const started = performance.now();
        const reply = await clients[index]!.persisted(operation.id, operation.variables).catch(
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        );
        outcomes.set(operation.id, {
          reply,
          tookMs: performance.now() - started,
          faulted: chaos.faulted - before,
        });
      }
    } finally {
      await close(gateway);
    }
  }, 120_000);

  afterAll(async () => {
    await chaos.stop();
    await api.stop();
  });

  it.each(operations)('$name answers with catalogue codes, in time', ({ id, name }) => {
    const { reply, tookMs, faulted } = outcomes.get(id)!;
    if (reply instanceof Error) throw reply;
    expect(reply.status, reply.text).toBeLessThan(500);
    expect(reply.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    for (const pattern of internals) expect(reply.text).not.toMatch(pattern);
    const errorCodes = (reply.json.errors ?? []).map((error) => error.extensions?.['code']);
    for (const code of errorCodes) expect([...codes]).toContain(code);
    // An operation that met the fault says so (a refused connection is not counted: nothing answers it).
    if (faulted > 0 && !completesWithoutApi.includes(name))
      expect(errorCodes.length, reply.text).toBeGreaterThan(0);
    expect(tookMs).toBeLessThan(ANSWERED_WITHIN_MS);
  });
});
