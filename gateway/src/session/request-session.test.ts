import { describe, expect, it } from 'vitest';
import { manualClock, TEST_SESSION_SECRET } from '../testing/test-config';
import { IDLE_SLIDE_STEP_MS, RequestSession, type SessionSettings } from './request-session';
import { sealSessionId, unsealSessionId } from './seal';
import { MemorySessionStore } from './session-store';
import { UnsealedSessionIds } from './unsealed-sessions';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const tokens = { accessToken: 'access-secret-1', refreshToken: 'refresh-secret-1' };

/** One session store per clock, as one gateway's database. */
const storeByClock = new WeakMap<object, MemorySessionStore>();

function settings(clock: { now: () => number }, cookieSecure = false): SessionSettings {
  const store = storeByClock.get(clock) ?? new MemorySessionStore();
  storeByClock.set(clock, store);
  return {
    store,
    secret: TEST_SESSION_SECRET,
    idleMs: 30 * MINUTE,
    absoluteMs: 12 * HOUR,
    cookieSecure,
    now: clock.now,
  };
}

/** Signs in and returns the Cookie header a browser would send back. */
async function signedInCookie(sessionSettings: SessionSettings): Promise<string> {
  const session = await RequestSession.fromCookieHeader(undefined, sessionSettings);
  session.start(tokens);
  return cookieFrom(await session.setCookieHeader());
}

function cookieFrom(setCookie: string | null): string {
  if (setCookie === null) throw new Error('no Set-Cookie');
  return setCookie.split(';')[0]!;
}

describe('session sealing', () => {
  it('round-trips a sealed session id and refuses a tampered or foreign one', async () => {
    const sealed = await sealSessionId('s1-random-id', TEST_SESSION_SECRET);
    expect(sealed).not.toContain('s1-random-id');
    expect(await unsealSessionId(sealed, TEST_SESSION_SECRET)).toBe('s1-random-id');

    const flipped = sealed.slice(0, 60) + (sealed[60] === 'A' ? 'B' : 'A') + sealed.slice(61);
    expect(await unsealSessionId(flipped, TEST_SESSION_SECRET)).toBeNull();
    expect(await unsealSessionId(sealed, 'another-secret-of-at-least-32-characters!')).toBeNull();
    expect(await unsealSessionId('not-a-seal', TEST_SESSION_SECRET)).toBeNull();
  });

  it('unseals a cookie once, and still refuses a tampered one or one from another secret', async () => {
    const clock = manualClock();
    const unsealed = new UnsealedSessionIds();
    const withCache = (secret = TEST_SESSION_SECRET) => ({ ...settings(clock), secret, unsealed });
    const cookie = await signedInCookie(withCache());
    const first = await RequestSession.fromCookieHeader(cookie, withCache());
    expect(unsealed.size).toBe(1);
    const again = await RequestSession.fromCookieHeader(cookie, withCache());
    expect(again.current).toEqual(first.current);
    expect(unsealed.size).toBe(1);

    const tampered = cookie.slice(0, -4) + (cookie.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await RequestSession.fromCookieHeader(tampered, withCache())).current).toBeNull();
    const foreign = await signedInCookie({ ...withCache(), unsealed: new UnsealedSessionIds() });
    expect(
      (
        await RequestSession.fromCookieHeader(
          foreign,
          withCache('another-secret-of-at-least-32-characters!'),
        )
      ).current,
    ).toBeNull();
    // A cached session still expires and still ends at sign-out.
    clock.advance(30 * MINUTE);
    expect((await RequestSession.fromCookieHeader(cookie, withCache())).current).toBeNull();
  });

  it('keeps at most its capacity of unsealed sessions, dropping the oldest', () => {
    const unsealed = new UnsealedSessionIds(2);
    for (const sealed of ['a', 'b', 'c']) unsealed.remember(sealed, `id-${sealed}`);
    expect(unsealed.size).toBe(2);
    expect(unsealed.get('a')).toBeUndefined();
    expect(unsealed.get('c')).toBe('id-c');
  });

  it('treats a tampered cookie as no session and clears it', async () => {
    const clock = manualClock();
    const cookie = await signedInCookie(settings(clock));
    const tampered = cookie.slice(0, -4) + (cookie.endsWith('AAAA') ? 'BBBB' : 'AAAA');

    const session = await RequestSession.fromCookieHeader(tampered, settings(clock));

    expect(session.current).toBeNull();
    expect(await session.setCookieHeader()).toMatch(/^session=; .*Max-Age=0/);
  });

  it('writes an httpOnly, SameSite=Lax, Path=/ cookie that expires with the idle timeout', async () => {
    const clock = manualClock();
    const session = await RequestSession.fromCookieHeader(undefined, settings(clock));
    session.start(tokens);
    const header = await session.setCookieHeader();
    expect(header).toMatch(/^session=Fe26\.2\*\*/);
    expect(header).toContain('; HttpOnly');
    expect(header).toContain('; SameSite=Lax');
    expect(header).toContain('; Path=/');
    expect(header).toContain('; Max-Age=1800');
    expect(header).not.toContain('Secure');
    expect(header).not.toContain('secret-1');
  });

  it('uses the __Host- prefix and Secure over https', async () => {
    const clock = manualClock();
    const cookie = await signedInCookie(settings(clock, true));
    expect(cookie).toMatch(/^__Host-session=/);
    const session = await RequestSession.fromCookieHeader(cookie, settings(clock, true));
    expect(session.current?.accessToken).toBe('access-secret-1');
    session.clear();
    expect(await session.setCookieHeader()).toMatch(/^__Host-session=; .*Secure/);
  });
});

describe('session lifetime', () => {
  it('ends after 30 minutes without activity', async () => {
    const clock = manualClock();
    const cookie = await signedInCookie(settings(clock));

    clock.advance(30 * MINUTE - 1);
    expect((await RequestSession.fromCookieHeader(cookie, settings(clock))).current).not.toBeNull();

    clock.advance(1);
    const expired = await RequestSession.fromCookieHeader(cookie, settings(clock));
    expect(expired.current).toBeNull();
    expect(await expired.setCookieHeader()).toMatch(/Max-Age=0/);
  });

  it('slides the idle timeout on every authenticated operation', async () => {
    const clock = manualClock();
    let cookie = await signedInCookie(settings(clock));
    for (let i = 0; i < 4; i++) {
      clock.advance(29 * MINUTE);
      const session = await RequestSession.fromCookieHeader(cookie, settings(clock));
      expect(session.useForOperation()).not.toBeNull();
      cookie = cookieFrom(await session.setCookieHeader());
    }
    // Two hours after sign-in, still signed in because it was used every 29 minutes.
    expect((await RequestSession.fromCookieHeader(cookie, settings(clock))).current).not.toBeNull();
  });

  it('slides in steps: a use within a minute of the last leaves the cookie alone', async () => {
    const clock = manualClock();
    const cookie = await signedInCookie(settings(clock));
    clock.advance(IDLE_SLIDE_STEP_MS - 1);
    const soon = await RequestSession.fromCookieHeader(cookie, settings(clock));
    expect(soon.useForOperation()).not.toBeNull();
    expect(await soon.setCookieHeader()).toBeNull();
    clock.advance(1);
    const later = await RequestSession.fromCookieHeader(cookie, settings(clock));
    later.useForOperation();
    const slid = await RequestSession.fromCookieHeader(
      cookieFrom(await later.setCookieHeader()),
      settings(clock),
    );
    expect(slid.expiry()?.idleExpiresAt.getTime()).toBe(clock.now() + 30 * MINUTE);
  });

  it('slides at once when the user asks to stay signed in, even within a slide step', async () => {
    const clock = manualClock();
    const cookie = await signedInCookie(settings(clock));
    clock.advance(IDLE_SLIDE_STEP_MS / 2);
    const staying = await RequestSession.fromCookieHeader(cookie, settings(clock));
    staying.extend();
    const slid = await RequestSession.fromCookieHeader(
      cookieFrom(await staying.setCookieHeader()),
      settings(clock),
    );
    expect(slid.expiry()?.idleExpiresAt.getTime()).toBe(clock.now() + 30 * MINUTE);
  });

  it('does not slide when only asked whether it exists', async () => {
    const clock = manualClock();
    const cookie = await signedInCookie(settings(clock));
    clock.advance(20 * MINUTE);
    const session = await RequestSession.fromCookieHeader(cookie, settings(clock));
    expect(session.expiry()?.idleExpiresAt.getTime()).toBe(clock.now() + 10 * MINUTE);
    expect(await session.setCookieHeader()).toBeNull();
  });

  it('ends 12 hours after sign-in however active it is, refreshes included', async () => {
    const clock = manualClock();
    let cookie = await signedInCookie(settings(clock));
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      const session = await RequestSession.fromCookieHeader(cookie, settings(clock));
      expect(session.useForOperation()).not.toBeNull();
      session.replaceTokens({
        accessToken: `access-${elapsed}`,
        refreshToken: `refresh-${elapsed}`,
      });
      cookie = cookieFrom(await session.setCookieHeader());
    }
    clock.advance(20 * MINUTE); // now exactly 12 hours after sign-in
    const expired = await RequestSession.fromCookieHeader(cookie, settings(clock));
    expect(expired.current).toBeNull();
    expect(await expired.setCookieHeader()).toMatch(/Max-Age=0/);
  });

  it('caps the cookie lifetime at the absolute expiry', async () => {
    const clock = manualClock();
    let cookie = await signedInCookie(settings(clock));
    let header: string | null = null;
    for (let elapsed = 0; elapsed < 11 * HOUR + 40 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      const session = await RequestSession.fromCookieHeader(cookie, settings(clock));
      session.useForOperation();
      header = await session.setCookieHeader();
      cookie = cookieFrom(header);
    }
    // 11 h 40 after sign-in: 20 minutes left, less than the 30-minute idle window.
    expect(header).toContain('Max-Age=1200');
  });

  it('never revives a signed-out session: not from a copy of its cookie, nor from a late response', async () => {
    const clock = manualClock();
    const cookie = await signedInCookie(settings(clock));
    // A slow request opened before sign-out, late enough to slide the idle timeout (so it would write)...
    clock.advance(IDLE_SLIDE_STEP_MS);
    const slow = await RequestSession.fromCookieHeader(cookie, settings(clock));
    slow.useForOperation();
    // ...then the user signs out.
    const signingOut = await RequestSession.fromCookieHeader(cookie, settings(clock));
    signingOut.clear();
    expect(await signingOut.setCookieHeader()).toMatch(/Max-Age=0/);

    expect(await slow.setCookieHeader()).toMatch(/Max-Age=0/);
    const replayed = await RequestSession.fromCookieHeader(cookie, settings(clock));
    expect(replayed.current).toBeNull();
  });
});
