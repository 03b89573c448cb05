import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { readCookie, serializeSessionCookie, sessionCookieName } from './cookie-header';
import { sealSessionId, unsealSessionId } from './seal';
import type { SessionStore, StoredSession, TokenPair } from './session-store';
import type { UnsealedSessionIds } from './unsealed-sessions';

export type { TokenPair } from './session-store';

export interface SessionSettings {
  secret: string;
  idleMs: number;
  absoluteMs: number;
  cookieSecure: boolean;
  now: () => number;
  /** Where sessions live (the gateway's database): the cookie holds only the sealed id. */
  store: SessionStore;
  /** Cookies already unsealed (issue #20); without it every request unseals its cookie. */
  unsealed?: UnsealedSessionIds;
}

/**
 * How far the idle timeout slides at least. A session used again within this time is not written back: it may
 * end idle up to this much sooner than 30 minutes after its last use (stricter, never looser), and most
 * requests save a database write, a reseal and a Set-Cookie (issue #20).
 */
export const IDLE_SLIDE_STEP_MS = 60_000;

/** A live session as resolvers see it. Times are epoch milliseconds. */
export interface SessionData extends TokenPair {
  /** Random, unguessable id (the cookie's, sealed); keys the in-process refresh coordination too. */
  sessionId: string;
  createdAt: number;
  lastSeenAt: number;
}

/** What this request changed, written to the store once when the response is sent. */
interface Changes {
  started?: StoredSession;
  touched?: boolean;
  tokens?: TokenPair;
  /** The session this request ended (its id), and whether every session of its account ends with it. */
  ended?: { sessionId: string; accountId: string | null; everywhere: boolean };
}

/**
 * The session of one HTTP request: looked up in the SessionStore by the id in the sealed cookie at the start,
 * changed by resolvers, and written back to the store (and the cookie) once at the end. The server enforces the
 * limits (30 minutes idle or 12 hours after sign-in: NHS login's rule for relying parties): an expired, ended,
 * unknown or tampered cookie counts as none and is cleared.
 */
export class RequestSession {
  private data: SessionData | null;
  private accountId: string | null;
  /** What the response must do with the cookie: nothing, write it (new session, slid expiry), or delete it. */
  private cookieAction: 'keep' | 'write' | 'clear';
  private changes: Changes = {};

  private constructor(
    private readonly settings: SessionSettings,
    data: SessionData | null,
    accountId: string | null,
    initialAction: 'keep' | 'clear',
  ) {
    this.data = data;
    this.accountId = accountId;
    this.cookieAction = initialAction;
  }

  /** Opens the session a request's Cookie header names; a tampered, unknown, ended or expired one counts as none. */
  static async fromCookieHeader(
    cookieHeader: string | null | undefined,
    settings: SessionSettings,
  ): Promise<RequestSession> {
    const sealed = readCookie(cookieHeader, sessionCookieName(settings.cookieSecure));
    if (sealed === undefined) return new RequestSession(settings, null, null, 'keep');
    const sessionId =
      settings.unsealed?.get(sealed) ?? (await unsealSessionId(sealed, settings.secret));
    if (sessionId !== null) settings.unsealed?.remember(sealed, sessionId);
    const stored = sessionId === null ? null : await settings.store.load(sessionId);
    if (sessionId === null || stored === null || stored.endedAt !== null)
      return new RequestSession(settings, null, null, 'clear');
    const data: SessionData = {
      sessionId,
      accessToken: stored.accessToken,
      refreshToken: stored.refreshToken,
      createdAt: stored.createdAt,
      lastSeenAt: stored.lastSeenAt,
    };
    const session = new RequestSession(settings, data, stored.accountId, 'keep');
    // Expired: ended in the store as well, so that the row is never used again.
    if (isExpired(data, settings)) session.clear();
    return session;
  }

  /** The live session, or null. Does not count as activity (the `session` query must not extend it). */
  get current(): Readonly<SessionData> | null {
    if (this.data !== null && isExpired(this.data, this.settings)) this.clear();
    return this.data;
  }

  /**
   * The live session for an authenticated operation, which slides the idle timeout; null when there is none.
   * The slide moves in steps of IDLE_SLIDE_STEP_MS: within a step the session is not written back, so that the
   * screens' queries of one visit do not each cost a database write and a Set-Cookie (issue #20).
   */
  useForOperation(): Readonly<SessionData> | null {
    return this.slide(IDLE_SLIDE_STEP_MS);
  }

  /**
   * The time-out warning's 'Stay signed in': slides the idle timeout now, however recent the last use, since
   * the user asked for exactly that (with a short idle limit the warning can come within one slide step).
   */
  extend(): Readonly<SessionData> | null {
    return this.slide(0);
  }

  private slide(stepMs: number): Readonly<SessionData> | null {
    const data = this.current;
    if (data === null) return null;
    const now = this.settings.now();
    if (now - data.lastSeenAt < stepMs) return data;
    this.data = { ...data, lastSeenAt: now };
    if (this.changes.started) this.changes.started.lastSeenAt = this.data.lastSeenAt;
    else this.changes.touched = true;
    this.cookieAction = 'write';
    return this.data;
  }

  /** Starts a new session after sign-in, replacing any previous one (a fresh id: no session fixation). */
  start(tokens: TokenPair): void {
    if (this.data !== null) this.clear();
    const now = this.settings.now();
    const sessionId = randomBytes(32).toString('base64url');
    this.data = { sessionId, ...tokens, createdAt: now, lastSeenAt: now };
    this.accountId = accountOf(tokens.accessToken);
    this.changes = {
      ...this.changes,
      started: {
        ...tokens,
        accountId: this.accountId,
        createdAt: now,
        lastSeenAt: now,
        endedAt: null,
      },
    };
    this.cookieAction = 'write';
  }

  /** Keeps the session but with refreshed tokens; createdAt stays, so refreshing never extends the 12 hours. */
  replaceTokens(tokens: TokenPair): void {
    if (this.data === null) return;
    this.data = { ...this.data, ...tokens };
    if (this.changes.started) Object.assign(this.changes.started, tokens);
    else this.changes.tokens = tokens;
    this.cookieAction = 'write';
  }

  /**
   * Takes the tokens the store holds when another request (on any instance) has refreshed them since this one
   * began, so that a used refresh token is never presented again (which the API treats as theft). Null when
   * there is no live session or nothing newer.
   */
  async adoptStoredTokens(): Promise<TokenPair | null> {
    const data = this.current;
    if (data === null || this.changes.started) return null;
    const stored = await this.settings.store.load(data.sessionId);
    if (stored === null || stored.endedAt !== null) return null;
    if (stored.refreshToken === data.refreshToken) return null;
    this.data = { ...data, accessToken: stored.accessToken, refreshToken: stored.refreshToken };
    return this.data;
  }

  /** Ends the session, on every gateway instance: the response deletes the cookie, and no request can revive it. */
  clear(): void {
    this.endCurrent(false);
  }

  /**
   * Ends this session and every other session of the same account (password reset, email change): a cookie
   * copied or left in another browser stops working too.
   */
  clearEverywhere(): void {
    this.endCurrent(true);
  }

  /** The API account of the live session (the access token's subject), or null. */
  get account(): string | null {
    return this.current === null ? null : this.accountId;
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
   * Writes what the request changed to the store and answers the Set-Cookie header for the response, or null
   * to leave the cookie alone. A session that ended elsewhere while this request ran (signed out on another
   * instance) is not written back: its cookie is cleared.
   */
  async setCookieHeader(): Promise<string | null> {
    const { store, now } = this.settings;
    const name = sessionCookieName(this.settings.cookieSecure);
    const secure = this.settings.cookieSecure;
    const changes = this.changes;
    this.changes = {};
    if (changes.ended) {
      const { sessionId, accountId, everywhere } = changes.ended;
      await store.end(sessionId, now());
      if (everywhere && accountId !== null) await store.endAccount(accountId, now());
    }
    const clearCookie = () => serializeSessionCookie(name, '', { secure, maxAgeSeconds: 0 });
    if (this.cookieAction === 'keep') return null;
    if (this.cookieAction === 'clear' || this.data === null) return clearCookie();

    const data = this.data;
    if (changes.started) {
      // Rows no cookie could still use: removed at a natural moment, a sign-in.
      await store.forgetOlderThan(now() - this.settings.absoluteMs);
      await store.create(data.sessionId, changes.started);
    } else if (changes.touched || changes.tokens) {
      const live = await store.update(data.sessionId, {
        ...(changes.touched ? { lastSeenAt: data.lastSeenAt } : {}),
        ...(changes.tokens ? { tokens: changes.tokens } : {}),
      });
      if (!live) return clearCookie();
    }
    const remainingMs =
      Math.min(data.lastSeenAt + this.settings.idleMs, data.createdAt + this.settings.absoluteMs) -
      now();
    const sealed = await sealSessionId(data.sessionId, this.settings.secret);
    return serializeSessionCookie(name, sealed, { secure, maxAgeSeconds: remainingMs / 1000 });
  }

  private endCurrent(everywhere: boolean): void {
    if (this.data !== null) {
      // A session started in this request was never stored: there is nothing to end but the cookie.
      if (!this.changes.started) {
        this.changes.ended = {
          sessionId: this.data.sessionId,
          accountId: this.accountId,
          everywhere,
        };
      } else if (everywhere && this.accountId !== null) {
        this.changes.ended = {
          sessionId: this.data.sessionId,
          accountId: this.accountId,
          everywhere,
        };
      }
      delete this.changes.started;
      delete this.changes.touched;
      delete this.changes.tokens;
    }
    this.data = null;
    this.cookieAction = 'clear';
  }
}

function isExpired(data: SessionData, settings: SessionSettings): boolean {
  const now = settings.now();
  return now - data.lastSeenAt >= settings.idleMs || now - data.createdAt >= settings.absoluteMs;
}

/** The account an access token was issued to (its `sub`), read without verifying: the API just issued it. */
function accountOf(accessToken: string): string | null {
  try {
    const { sub } = decodeJwt(accessToken);
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
