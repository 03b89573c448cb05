import { expect } from 'vitest';

/**
 * Matches the `idempotencyKey` variable of a creating mutation (issue 22, src/lib/attempt-key.ts) in an assertion on
 * what a screen sent: a key is there, whatever its value.
 */
export const anyIdempotencyKey: unknown = expect.any(String);
