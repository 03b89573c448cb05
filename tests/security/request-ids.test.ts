/**
 * Issue 22: one request id from the browser's request through the gateway to the API, in both programs' logs
 * and in the answer; an id that is not well formed (too long, odd characters, personal data) is replaced by
 * the gateway's own and never reaches a log line.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, seedEmails } from '../../api/src/demo/seed-ids';
import type { GatewayClient } from '../../gateway/src/testing/gateway-client';
import { appOperations, startSecurityStack, type SecurityStack } from './security-stack';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let stack: SecurityStack;
beforeAll(async () => {
  stack = await startSecurityStack();
}, 120_000);
afterAll(() => stack.stop());

interface LogEntry {
  requestId?: string;
  /** The gateway's line; absent on the API's. */
  gateway?: string;
  call?: string;
  status?: number;
  ms?: number;
}

/** Signs Alex in with `requestId` as the request's X-Request-Id; answers the id the gateway answered with. */
async function signInWithRequestId(requestId: string): Promise<string | null> {
  const signIn = appOperations().get('SignIn');
  if (!signIn) throw new Error('the app has no SignIn operation');
  const browser: GatewayClient = stack.browser();
  browser.headers['x-request-id'] = requestId;
  const reply = await browser.persisted(signIn.id, {
    email: seedEmails.alexLinked,
    password: SEED_PASSWORD,
  });
  expect(reply.json.errors).toBeUndefined();
  return reply.headers.get('x-request-id');
}

function entriesFor(requestId: string): { api: LogEntry[]; gateway: LogEntry[] } {
  const entries = stack.logLines
    .map((line) => JSON.parse(line) as LogEntry)
    .filter((entry) => entry.requestId === requestId);
  return {
    api: entries.filter((entry) => entry.gateway === undefined),
    gateway: entries.filter((entry) => entry.gateway !== undefined),
  };
}

describe('request ids', { timeout: 60_000 }, () => {
  it("carries the browser's id into the gateway's and the API's log lines and back in the answer", async () => {
    const requestId = randomUUID();
    expect(await signInWithRequestId(requestId)).toBe(requestId);

    const { api, gateway } = entriesFor(requestId);
    // The API's request lines (incoming, completed) for each call the gateway made, sign-in first.
    expect(api.length).toBeGreaterThanOrEqual(2);
    // The gateway's timing of each REST call: its operation id, status and duration, no URL.
    const signInCall = gateway.find((entry) => entry.call === 'signIn');
    expect(signInCall).toMatchObject({ gateway: '[upstream] call', status: 200 });
    expect(signInCall?.ms).toEqual(expect.any(Number));
  });

  it('replaces an id that is not well formed and never logs it', async () => {
    for (const malformed of [
      seedEmails.taraTpp,
      'f'.repeat(300),
      'abc def <script>',
      `${randomUUID()}-and-more`,
    ]) {
      const answered = await signInWithRequestId(malformed);
      expect(answered).toMatch(UUID);
      expect(stack.logLines.some((line) => line.includes(malformed))).toBe(false);
      const { api, gateway } = entriesFor(answered ?? '');
      expect(api.length).toBeGreaterThan(0);
      expect(gateway.length).toBeGreaterThan(0);
    }
  });
});
