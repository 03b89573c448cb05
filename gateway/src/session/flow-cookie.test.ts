import { describe, expect, it } from 'vitest';
import { FlowCookie, flowCookieName } from './flow-cookie';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const registration = {
  accountId: 'acc-1',
  email: 'new@example.com',
  registrationToken: 'proof-1',
  expiresAt: 10_000,
};

function settings(now: number, cookieSecure = false) {
  return { secret, cookieSecure, now: () => now };
}

/** The cookie a response wrote, as the browser would send it back. */
function cookieFrom(header: string | null): string {
  const value = header?.split(';')[0];
  if (!value) throw new Error('no cookie written');
  return value;
}

describe('FlowCookie', () => {
  it('gives back what it sealed, and nothing to a browser that reads the cookie', async () => {
    const flow = await FlowCookie.fromCookieHeader(undefined, settings(1_000));
    flow.set('registration', registration);
    const header = await flow.setCookieHeader();

    expect(header).toMatch(/^flow=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=9$/);
    expect(header).not.toContain('proof-1');
    const again = await FlowCookie.fromCookieHeader(cookieFrom(header), settings(2_000));
    expect(again.get('registration')).toEqual(registration);
  });

  it('counts a tampered cookie, or one sealed with another secret, as none', async () => {
    const flow = await FlowCookie.fromCookieHeader(undefined, settings(1_000));
    flow.set('registration', registration);
    const cookie = cookieFrom(await flow.setCookieHeader());

    const tampered = `${cookie.slice(0, -4)}AAAA`;
    expect((await FlowCookie.fromCookieHeader(tampered, settings(1_000))).get('registration')).toBe(
      undefined,
    );
    const foreign = await FlowCookie.fromCookieHeader(cookie, {
      ...settings(1_000),
      secret: 'another-secret-that-is-long-enough-9876543210',
    });
    expect(foreign.get('registration')).toBeUndefined();
  });

  it('forgets a flow once it has expired, and deletes the cookie when the last one is cleared', async () => {
    const flow = await FlowCookie.fromCookieHeader(undefined, settings(1_000));
    flow.set('registration', registration);
    const cookie = cookieFrom(await flow.setCookieHeader());

    const late = await FlowCookie.fromCookieHeader(cookie, settings(10_000));
    expect(late.get('registration')).toBeUndefined();

    const live = await FlowCookie.fromCookieHeader(cookie, settings(2_000));
    live.clear('registration');
    expect(await live.setCookieHeader()).toMatch(/^flow=; .*Max-Age=0/);
  });

  it('writes nothing when nothing changed, and uses the __Host- name over https', async () => {
    const untouched = await FlowCookie.fromCookieHeader(undefined, settings(1_000));
    expect(await untouched.setCookieHeader()).toBeNull();

    const secure = await FlowCookie.fromCookieHeader(undefined, settings(1_000, true));
    secure.set('registration', registration);
    expect(await secure.setCookieHeader()).toMatch(/^__Host-flow=.*; Secure$/);
    expect(flowCookieName(true)).toBe('__Host-flow');
  });
});
