import { describe, expect, it } from 'vitest';
import { formatThreadTime } from './message-time';

describe('formatThreadTime (spec part 2 Messages list)', () => {
  const now = new Date('2026-07-01T22:30:00Z'); // 11:30pm on 1 July in London (BST)

  it('gives the London time for a message today', () => {
    expect(formatThreadTime('2026-07-01T09:30:00Z', now)).toBe('10:30am');
    // 11:15pm UTC on 30 June is 00:15 on 1 July in London: still today.
    expect(formatThreadTime('2026-06-30T23:15:00Z', now)).toBe('12:15am');
  });

  it('gives the date for any other day', () => {
    expect(formatThreadTime('2026-06-30T22:00:00Z', now)).toBe('30 June 2026');
    expect(formatThreadTime('2026-03-03T12:00:00Z', now)).toBe('3 March 2026');
  });
});
