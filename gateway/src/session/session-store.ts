import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { GatewayDb } from '../db/gateway-database';
import { sessions } from '../db/gateway-tables';
import { sealValue, unsealValue } from './seal';
import { UnsealedValues } from './unsealed-sessions';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** A session as the store keeps it. Times are epoch milliseconds. */
export interface StoredSession extends TokenPair {
  /** The API account it belongs to (the access token's subject), so an account's sessions can all be ended. */
  accountId: string | null;
  createdAt: number;
  lastSeenAt: number;
  /** Set once: an ended session never comes back (sign-out, password reset, email change, refresh refused). */
  endedAt: number | null;
}

/**
 * Where sessions live, shared by every gateway instance (docs/decisions/0011-server-side-sessions.md): the
 * cookie holds only a session id. Expiry rules are the caller's (RequestSession); the store only keeps the
 * times, and refuses to change a session that has ended.
 */
export interface SessionStore {
  load(sessionId: string): Promise<StoredSession | null>;
  create(sessionId: string, session: Omit<StoredSession, 'endedAt'>): Promise<void>;
  /** Slides the idle time and/or replaces the tokens of a live session; false when it has ended (or is unknown). */
  update(sessionId: string, change: { lastSeenAt?: number; tokens?: TokenPair }): Promise<boolean>;
  end(sessionId: string, at: number): Promise<void>;
  /** Ends every live session of the account, on every instance at once. */
  endAccount(accountId: string, at: number): Promise<void>;
  /** Deletes rows no cookie could use any more (created before `createdBefore`). */
  forgetOlderThan(createdBefore: number): Promise<void>;
}

/** The store of the gateway's database (PostgreSQL, or PGlite when embedded). */
export class DatabaseSessionStore implements SessionStore {
  /** Tokens already unsealed, by their sealed text: a session's row is read on every request. */
  private readonly unsealed = new UnsealedValues<TokenPair>();

  /**
   * load's query, built once and prepared (issue #20): it runs on every request with a cookie, and building it
   * with Drizzle each time cost more than the database's answer.
   */
  private readonly loadQuery;

  constructor(
    private readonly db: GatewayDb,
    /** Seals the tokens at rest, as the cookie used to: SESSION_SECRET. */
    private readonly secret: string,
  ) {
    this.loadQuery = db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('load_session');
  }

  async load(sessionId: string): Promise<StoredSession | null> {
    const [row] = await this.loadQuery.execute({ idHash: idHash(sessionId) });
    if (!row) return null;
    const tokens =
      this.unsealed.get(row.sealedTokens) ?? (await unsealValue(row.sealedTokens, this.secret));
    if (!isTokenPair(tokens)) return null;
    this.unsealed.remember(row.sealedTokens, {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    });
    return {
      ...tokens,
      accountId: row.accountId,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      endedAt: row.endedAt,
    };
  }

  async create(sessionId: string, session: Omit<StoredSession, 'endedAt'>): Promise<void> {
    await this.db.insert(sessions).values({
      idHash: idHash(sessionId),
      accountId: session.accountId,
      sealedTokens: await this.seal(session),
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
    });
  }

  async update(
    sessionId: string,
    change: { lastSeenAt?: number; tokens?: TokenPair },
  ): Promise<boolean> {
    const set: Partial<typeof sessions.$inferInsert> = {};
    if (change.lastSeenAt !== undefined) set.lastSeenAt = change.lastSeenAt;
    if (change.tokens !== undefined) set.sealedTokens = await this.seal(change.tokens);
    const updated = await this.db
      .update(sessions)
      .set(set)
      .where(and(eq(sessions.idHash, idHash(sessionId)), isNull(sessions.endedAt)))
      .returning({ idHash: sessions.idHash });
    return updated.length > 0;
  }

  async end(sessionId: string, at: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ endedAt: at })
      .where(and(eq(sessions.idHash, idHash(sessionId)), isNull(sessions.endedAt)));
  }

  async endAccount(accountId: string, at: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ endedAt: at })
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.endedAt)));
  }

  async forgetOlderThan(createdBefore: number): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.createdAt, createdBefore));
  }

  private seal({ accessToken, refreshToken }: TokenPair): Promise<string> {
    return sealValue({ accessToken, refreshToken }, this.secret);
  }
}

/**
 * The same contract in memory, for tests of other areas that do not need a database (one per gateway, so not
 * shared between instances).
 */
export class MemorySessionStore implements SessionStore {
  private readonly rows = new Map<string, StoredSession>();

  load(sessionId: string): Promise<StoredSession | null> {
    const row = this.rows.get(sessionId);
    return Promise.resolve(row ? { ...row } : null);
  }

  create(sessionId: string, session: Omit<StoredSession, 'endedAt'>): Promise<void> {
    this.rows.set(sessionId, { ...session, endedAt: null });
    return Promise.resolve();
  }

  update(sessionId: string, change: { lastSeenAt?: number; tokens?: TokenPair }): Promise<boolean> {
    const row = this.rows.get(sessionId);
    if (!row || row.endedAt !== null) return Promise.resolve(false);
    this.rows.set(sessionId, {
      ...row,
      ...change.tokens,
      lastSeenAt: change.lastSeenAt ?? row.lastSeenAt,
    });
    return Promise.resolve(true);
  }

  end(sessionId: string, at: number): Promise<void> {
    const row = this.rows.get(sessionId);
    if (row && row.endedAt === null) this.rows.set(sessionId, { ...row, endedAt: at });
    return Promise.resolve();
  }

  endAccount(accountId: string, at: number): Promise<void> {
    for (const [id, row] of this.rows) {
      if (row.accountId === accountId && row.endedAt === null)
        this.rows.set(id, { ...row, endedAt: at });
    }
    return Promise.resolve();
  }

  forgetOlderThan(createdBefore: number): Promise<void> {
    for (const [id, row] of this.rows) if (row.createdAt < createdBefore) this.rows.delete(id);
    return Promise.resolve();
  }
}

/** The key a row is stored under: the id itself is only ever in the browser's sealed cookie. */
function idHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['accessToken'] === 'string' && typeof record['refreshToken'] === 'string';
}
