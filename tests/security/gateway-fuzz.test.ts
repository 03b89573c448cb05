/**
 * Issue #21 "Fuzz", the gateway's side: the app's own operations (its persisted documents, as the production
 * app sends them) with variables drawn from the schema and malformed (./fuzz/), from a signed-in patient, in
 * front of the real API. Every answer: no 5xx, no internals in its errors; every refused one (an error in the
 * answer) left every table of the API's database as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, seedEmails, seedPatientIds } from '../../api/src/demo/seed-ids';
import type { GatewayClient, GraphQLReply } from '../../gateway/src/testing/gateway-client';
import { FUZZ_SEED, fuzzRuns, fuzzTimeoutMs, internalsIn } from './fuzz/fuzz-runs';
import { gatewaySchema, variablesFor, variablesOf } from './fuzz/graphql-variables';
import {
  appOperations,
  databaseFingerprint,
  startSecurityStack,
  type SecurityStack,
} from './security-stack';

const RUNS = fuzzRuns(400);
/** Counted on refused requests too, by design (docs/security.md "Limits on every door"). */
const CHANGED_BY_DESIGN = ['rate_limit_counters'];
/** Ids the seed knows, so a well-formed id sometimes names a real row (Alex's own and linked patients among them). */
const ids = Object.values(seedPatientIds);

let stack: SecurityStack;
let browser: GatewayClient;

async function signIn(): Promise<void> {
  browser = stack.browser();
  const signIn = appOperations().get('SignIn')!;
  const reply = await browser.persisted(signIn.id, {
    email: seedEmails.alexLinked,
    password: SEED_PASSWORD,
  });
  expect(reply.json.errors).toBeUndefined();
}

beforeAll(async () => {
  stack = await startSecurityStack({
    gateway: { production: true, persistedDocumentsOnly: true },
  });
  await signIn();
}, 120_000);
afterAll(() => stack.stop());

const codesOf = (reply: GraphQLReply) =>
  (reply.json.errors ?? []).map((error) => String(error.extensions?.['code']));

describe('gateway fuzz (issue #21)', () => {
  it(
    `answers ${RUNS} operations with malformed variables without a 5xx or internals, and stores nothing it refuses`,
    async () => {
      const schema = gatewaySchema();
      const operations = [...appOperations().values()]
        .map((operation) => ({ ...operation, variables: variablesOf(schema, operation.text) }))
        .filter(({ variables }) => variables.length > 0);
      expect(operations.length).toBeGreaterThan(40);
      const requests = fc.oneof(
        ...operations.map((operation) =>
          variablesFor(operation.variables, ids).map((variables) => ({ operation, variables })),
        ),
      );
      const codes = new Map<string, number>();
      let before = await databaseFingerprint(stack.database, CHANGED_BY_DESIGN);
      await fc.assert(
        fc.asyncProperty(requests, async ({ operation, variables }) => {
          const reply = await browser.persisted(operation.id, variables);
          const label = `${operation.name} ${reply.status} ${reply.text.slice(0, 400)}`;
          expect(reply.status, label).toBeLessThan(500);
          const refused = codesOf(reply);
          for (const code of refused.length > 0 ? refused : ['(answered)']) {
            codes.set(code, (codes.get(code) ?? 0) + 1);
          }
          expect(internalsIn(JSON.stringify(reply.json.errors ?? [])), label).toBeNull();
          const after = await databaseFingerprint(stack.database, CHANGED_BY_DESIGN);
          if (refused.length > 0) expect(after, `${label} stored something`).toEqual(before);
          before = after;
          // An operation that ended the session (sign-out, deregister): the patient signs in again.
          if (refused.includes('UNAUTHENTICATED') || browser.cookies.size === 0) await signIn();
        }),
        { seed: FUZZ_SEED, numRuns: RUNS, endOnFailure: true },
      );
      console.log(
        `gateway fuzz: ${RUNS} requests; answers by error code`,
        Object.fromEntries(codes),
      );
    },
    fuzzTimeoutMs(RUNS),
  );
});
