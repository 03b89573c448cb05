/**
 * A memo with a fixed number of entries, the oldest going first: for values that are costly to work out again
 * and the same for the same key (a sealed cookie's session id, a verified access token's claims; issue #20).
 * Shared by the gateway and the API so that both bound their memory the same way.
 */
export class BoundedMemo<Key, Value> {
  private readonly entries = new Map<Key, Value>();

  constructor(private readonly capacity: number) {}

  get(key: Key): Value | undefined {
    return this.entries.get(key);
  }

  remember(key: Key, value: Value): void {
    if (this.entries.has(key)) return;
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }

  delete(key: Key): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
