import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-api';
import { createAttemptLimiter } from './attempt-limiter';

describe('createAttemptLimiter', () => {
  it('allows the limit in a window, refuses the next until the window ends, per key', () => {
    const clock = createTestClock();
    const limiter = createAttemptLimiter({ limit: 5, windowSeconds: 60, clock: clock.now });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(limiter.attempt('a')).toBeUndefined();
    clock.advanceSeconds(20);
    expect(limiter.attempt('a')).toBe(40);
    expect(limiter.attempt('b')).toBeUndefined();
    clock.advanceSeconds(40);
    expect(limiter.attempt('a')).toBeUndefined();
  });
});
