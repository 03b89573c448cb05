/**
 * Session ids this gateway has already unsealed, by their sealed cookie value (issue #20: unsealing is the
 * largest part of the gateway's own cost per request, ~0.8 ms). A browser sends the same cookie until it is
 * rewritten (at most once a minute: IDLE_SLIDE_STEP_MS), so most requests find it here. Only a value that
 * unsealed with this gateway's secret is stored, and only the exact same string finds it, so a tampered or
 * foreign cookie still goes through iron and is refused. The session itself is still looked up in the store,
 * so expiry and sign-out on any instance hold as for a freshly unsealed cookie. Bounded: the oldest goes first.
 */
export class UnsealedSessionIds {
  private readonly entries = new Map<string, string>();

  constructor(private readonly capacity = 5_000) {}

  get(sealed: string): string | undefined {
    return this.entries.get(sealed);
  }

  remember(sealed: string, sessionId: string): void {
    if (this.entries.has(sealed)) return;
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sealed, sessionId);
  }

  get size(): number {
    return this.entries.size;
  }
}
