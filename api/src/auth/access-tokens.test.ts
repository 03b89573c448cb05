import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

/** Access tokens on a clock the test moves, with the sign-ins the test says stand (found as the account id). */
function tokensAt(start: Date, liveSignIns: Set<string>) {
  let now = start.getTime();
  const tokens = createAccessTokens({
    secret: SECRET,
    ttlSeconds: 60,
    clock: () => new Date(now),
    findSignedIn: (accountId, signInId) =>
      Promise.resolve(liveSignIns.has(signInId) ? accountId : undefined),
  });
  return { tokens, advanceSeconds: (seconds: number) => (now += seconds * 1000) };
}

describe('access token verification (issue #20: the signature once per token)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the signature of a token once, and its sign-in and expiry on every request', async () => {
    const live = new Set(['sign-in-1']);
    const { tokens, advanceSeconds } = tokensAt(new Date('2026-11-26T12:00:00Z'), live);
    const token = await tokens.issue('account-1', 'sign-in-1');
    const hmac = vi.spyOn(crypto.subtle, 'verify');

    for (let request = 0; request < 5; request++)
      expect(await tokens.verify(token)).toBe('account-1');
    expect(hmac).toHaveBeenCalledTimes(1);

    // Signed out on any instance: refused at once, remembered or not.
    live.delete('sign-in-1');
    expect(await tokens.verify(token)).toBeUndefined();
    live.add('sign-in-1');
    expect(await tokens.verify(token)).toBe('account-1');

    // Expired exactly at `exp`, as jose has it.
    advanceSeconds(60);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('still refuses a token altered after the genuine one was remembered', async () => {
    const { tokens } = tokensAt(new Date('2026-11-26T12:00:00Z'), new Set(['sign-in-1']));
    const token = await tokens.issue('account-1', 'sign-in-1');
    expect(await tokens.verify(token)).toBe('account-1');

    const [header, payload, signature = ''] = token.split('.');
    const otherAccount = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: 'account-2',
      }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${otherAccount}.${signature}`)).toBeUndefined();
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
  });
});
