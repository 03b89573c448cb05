/**
 * A fixed-window limit on attempts per key (issue #13: a linkage letter may be tried at most 5 times a minute
 * per account, so the three codes cannot be guessed). Written here because no rate-limit library is installed
 * and this needs only a counter per key: counts live in this process, which is enough for the one API
 * process the product runs; several processes would need a shared store.
 */
import type { Clock } from '../auth/access-tokens';

export interface AttemptLimiter {
  /** Counts one attempt for `key`: undefined when allowed, else the seconds until the window ends. */
  attempt(key: string): number | undefined;
}

export function createAttemptLimiter(options: {
  limit: number;
  windowSeconds: number;
  clock: Clock;
}): AttemptLimiter {
  const windowMs = options.windowSeconds * 1000;
  const windows = new Map<string, { startedAt: number; count: number }>();

  function forgetEnded(now: number): void {
    for (const [key, window] of windows)
      if (now - window.startedAt >= windowMs) windows.delete(key);
  }

  return {
    attempt(key) {
      const now = options.clock().getTime();
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        // Keeps memory to the keys active this minute.
        if (windows.size > 1000) forgetEnded(now);
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= options.limit) {
        return Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
      }
      window.count += 1;
      return undefined;
    },
  };
}
