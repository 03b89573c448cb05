/** Steps shared by the registration and email-change tests: reading the outbox, walking registration. */
import { expect } from 'vitest';
import type { OutboxMessage } from '../mail/outbox';
import { createTestClock, type TestApi } from './test-api';

export const NEW_PASSWORD = 'Regist3r-Pa55word';

/**
 * A test clock for the API that moves a second on at each reading, so each mail is newer than the one before
 * (the outbox lists newest first). `clock` moves it further by hand.
 */
export function createTickingClock() {
  const clock = createTestClock();
  return {
    clock,
    now: () => {
      clock.advanceSeconds(1);
      return clock.now();
    },
  };
}

/** The outbox's messages to `to`, newest first. */
export async function outbox(api: TestApi, to: string): Promise<OutboxMessage[]> {
  const response = await api.call({ method: 'GET', url: '/v1/dev/outbox', query: { to } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: OutboxMessage[] }>().messages;
}

/** The last path segment or `query` parameter of the only link in the newest mail to `to`. */
export async function tokenFromNewestMail(
  api: TestApi,
  to: string,
  query?: string,
): Promise<string> {
  const [link] = (await outbox(api, to))[0]?.links ?? [];
  if (!link) throw new Error(`no link mailed to ${to}`);
  const url = new URL(link);
  const token = query ? url.searchParams.get(query) : url.pathname.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export function createAccount(api: TestApi, email: string, marketingOptin = false) {
  return api.call({
    method: 'POST',
    url: '/v1/accounts',
    payload: { email, platform: 'web', marketingOptin },
  });
}

export function verifyEmail(api: TestApi, token: string) {
  return api.call({ method: 'GET', url: `/v1/accounts/verify-email/${token}` });
}

export interface VerifiedAccount {
  accountId: string;
  email: string;
  registrationToken: string;
}

/** Creates an account and follows its verification link: what the finishing steps start from. */
export async function verifiedAccount(api: TestApi, email: string): Promise<VerifiedAccount> {
  const created = await createAccount(api, email);
  expect(created.statusCode, created.body).toBe(201);
  const token = await tokenFromNewestMail(api, email, 'verificationToken');
  const verified = await verifyEmail(api, token);
  expect(verified.statusCode, verified.body).toBe(200);
  const { id, registrationToken } = verified.json<{ id: string; registrationToken: string }>();
  return { accountId: id, email, registrationToken };
}
