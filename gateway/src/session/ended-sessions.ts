/**
 * Session ids that have ended (signed out, or refresh refused). The cookie is sealed and stateless, so
 * without this a response that left before sign-out, or a copy of the old cookie, would bring the session
 * back. Ids are forgotten once no cookie carrying them could still be live (the 12-hour absolute limit).
 * Per process, like the refresh coordinator: several instances need sticky sessions or a shared store.
 */
export class EndedSessions {
  private readonly endedAt = new Map<string, number>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number,
  ) {}

  end(sessionId: string): void {
    this.forgetOld();
    this.endedAt.set(sessionId, this.now());
  }

  has(sessionId: string): boolean {
    return this.endedAt.has(sessionId);
  }

  private forgetOld(): void {
    const cutoff = this.now() - this.lifetimeMs;
    for (const [id, at] of this.endedAt) {
      if (at < cutoff) this.endedAt.delete(id);
      else break; // insertion order is time order
    }
  }
}
