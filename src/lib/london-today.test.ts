import { describe, expect, it } from 'vitest';
import { londonDateOf, londonToday } from './london-today';

describe("London's calendar date", () => {
  it("takes today's date on the London clock, not the browser's", () => {
    // 11:30pm UTC on 31 March 2026 is already 1 April in London (BST).
    expect(londonToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('reads an ISO instant as London reads it', () => {
    expect(londonDateOf('2026-10-24T23:30:00Z')).toBe('2026-10-25');
    expect(londonDateOf('2026-10-25T23:30:00Z')).toBe('2026-10-25');
  });
});
