import type { TokenPair } from '../session/request-session';

interface Refresh {
  /** The refresh token this refresh presents (and so uses up). */
  from: string;
  promise: Promise<TokenPair>;
}

interface Refreshed {
  from: string;
  pair: TokenPair;
  keepUntil: number;
}

/**
 * Makes token refreshes of one session happen once. The API's refresh tokens are single use and presenting a
 * used one revokes the whole family (rest-api.md), so when several requests of one browser hit a 401 together
 * (a screen's parallel queries, a second tab) only the first refreshes; the others wait for it. The new pair is
 * kept for a short grace period for requests that loaded the session before it was refreshed. Per process;
 * across instances the session store holds the newest pair, which each refresh reads first (call-upstream.ts).
 */
export class RefreshCoordinator {
  private readonly inFlight = new Map<string, Refresh>();
  private readonly refreshed = new Map<string, Refreshed>();

  constructor(
    private readonly graceMs: number,
    private readonly now: () => number,
  ) {}

  /**
   * New tokens for the session, presenting `refreshToken` upstream through `refresh` only if no other request
   * of the session is doing or has just done the same.
   */
  refresh(
    sessionId: string,
    refreshToken: string,
    refresh: (refreshToken: string) => Promise<TokenPair>,
  ): Promise<TokenPair> {
    this.forgetExpired();
    const running = this.inFlight.get(sessionId);
    if (running && running.from === refreshToken) return running.promise;
    const done = this.successor(sessionId, refreshToken);
    if (done) return Promise.resolve(done);

    const promise = refresh(refreshToken).then((pair) => {
      this.refreshed.set(sessionId, {
        from: refreshToken,
        pair,
        keepUntil: this.now() + this.graceMs,
      });
      return pair;
    });
    const entry = { from: refreshToken, promise };
    this.inFlight.set(sessionId, entry);
    const settle = () => {
      if (this.inFlight.get(sessionId) === entry) this.inFlight.delete(sessionId);
    };
    promise.then(settle, settle);
    return promise;
  }

  /** The pair that replaced `refreshToken` in this session within the grace period, if any. */
  successor(sessionId: string, refreshToken: string): TokenPair | undefined {
    const done = this.refreshed.get(sessionId);
    if (!done || done.from !== refreshToken || done.keepUntil <= this.now()) return undefined;
    return done.pair;
  }

  /** Drops what is kept for a session that has ended (sign-out). */
  forget(sessionId: string): void {
    this.inFlight.delete(sessionId);
    this.refreshed.delete(sessionId);
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [sessionId, done] of this.refreshed) {
      if (done.keepUntil <= now) this.refreshed.delete(sessionId);
    }
  }
}
