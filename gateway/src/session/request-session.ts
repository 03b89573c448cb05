import { randomUUID } from 'node:crypto';
import { readCookie, serializeSessionCookie, sessionCookieName } from './cookie-header';
import type { EndedSessions } from './ended-sessions';
import { sealSession, unsealSession, type SessionData } from './seal';

export interface SessionSettings {
  secret: string;
  idleMs: number;
  absoluteMs: number;
  cookieSecure: boolean;
  now: () => number;
  /** Sessions that ended: their cookies count as none and are never written again. */
  ended: EndedSessions;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Newer tokens for a session that another request refreshed meanwhile (see RefreshCoordinator.successor). */
export type SuccessorLookup = (sessionId: string, refreshToken: string) => TokenPair | undefined;

/**
 * The session of one HTTP request: read from the sealed cookie at the start, changed by resolvers, written
 * back as one Set-Cookie at the end. Expired sessions (30 minutes idle or 12 hours after sign-in: NHS login's
 * rule for relying parties) are treated as none and their cookie is cleared.
 */
export class RequestSession {
  private data: SessionData | null;
  /** What the response must do with the cookie: nothing, write `data`, or delete it. */
  private cookieAction: 'keep' | 'write' | 'clear';

  private constructor(
    private readonly settings: SessionSettings,
    data: SessionData | null,
    initialAction: 'keep' | 'clear',
  ) {
    this.data = data;
    this.cookieAction = initialAction;
  }

  /** Opens the session a request's Cookie header carries; a tampered, foreign or expired cookie counts as none. */
  static async fromCookieHeader(
    cookieHeader: string | null | undefined,
    settings: SessionSettings,
  ) {
    const sealed = readCookie(cookieHeader, sessionCookieName(settings.cookieSecure));
    if (sealed === undefined) return new RequestSession(settings, null, 'keep');
    const data = await unsealSession(sealed, settings.secret);
    if (data === null || isExpired(data, settings) || settings.ended.has(data.sessionId))
      return new RequestSession(settings, null, 'clear');
    return new RequestSession(settings, data, 'keep');
  }

  /** The live session, or null. Does not count as activity (the `session` query must not extend it). */
  get current(): Readonly<SessionData> | null {
    if (this.data !== null && isExpired(this.data, this.settings)) this.clear();
    return this.data;
  }

  /** The live session for an authenticated operation, which slides the idle timeout; null when there is none. */
  useForOperation(): Readonly<SessionData> | null {
    const data = this.current;
    if (data === null) return null;
    this.data = { ...data, lastSeenAt: this.settings.now() };
    this.cookieAction = 'write';
    return this.data;
  }

  /** Starts a new session after sign-in, replacing any previous one (a fresh id: no session fixation). */
  start(tokens: TokenPair): void {
    const now = this.settings.now();
    this.data = { sessionId: randomUUID(), ...tokens, createdAt: now, lastSeenAt: now };
    this.cookieAction = 'write';
  }

  /** Keeps the session but with refreshed tokens; createdAt stays, so refreshing never extends the 12 hours. */
  replaceTokens(tokens: TokenPair): void {
    if (this.data === null) return;
    this.data = { ...this.data, ...tokens };
    this.cookieAction = 'write';
  }

  /** Ends the session: the response deletes the cookie, and no later response can revive it. */
  clear(): void {
    if (this.data !== null) this.settings.ended.end(this.data.sessionId);
    this.data = null;
    this.cookieAction = 'clear';
  }

  /** When the live session ends by idleness and regardless, or null without one. */
  expiry(): { idleExpiresAt: Date; absoluteExpiresAt: Date } | null {
    const data = this.current;
    if (data === null) return null;
    const absolute = data.createdAt + this.settings.absoluteMs;
    return {
      idleExpiresAt: new Date(Math.min(data.lastSeenAt + this.settings.idleMs, absolute)),
      absoluteExpiresAt: new Date(absolute),
    };
  }

  /**
   * The Set-Cookie header for the response, or null to leave the cookie alone. `successor` lets a request that
   * did not refresh pick up tokens another concurrent request refreshed, so that a slow response cannot put
   * back a refresh token that has already been used.
   */
  async setCookieHeader(successor?: SuccessorLookup): Promise<string | null> {
    const name = sessionCookieName(this.settings.cookieSecure);
    const secure = this.settings.cookieSecure;
    if (this.cookieAction === 'keep') return null;
    // A session that ended while this request ran (signed out elsewhere) is cleared, not written back.
    if (
      this.cookieAction === 'clear' ||
      this.data === null ||
      this.settings.ended.has(this.data.sessionId)
    ) {
      return serializeSessionCookie(name, '', { secure, maxAgeSeconds: 0 });
    }
    let data = this.data;
    // A few hops at most: each hop is one refresh that happened during this request.
    for (let hop = 0; hop < 5; hop++) {
      const newer = successor?.(data.sessionId, data.refreshToken);
      if (newer === undefined) break;
      data = { ...data, ...newer };
    }
    const now = this.settings.now();
    const remainingMs =
      Math.min(data.lastSeenAt + this.settings.idleMs, data.createdAt + this.settings.absoluteMs) -
      now;
    const sealed = await sealSession(data, this.settings.secret);
    return serializeSessionCookie(name, sealed, { secure, maxAgeSeconds: remainingMs / 1000 });
  }
}

function isExpired(data: SessionData, settings: SessionSettings): boolean {
  const now = settings.now();
  return now - data.lastSeenAt >= settings.idleMs || now - data.createdAt >= settings.absoluteMs;
}
