import { describe, expect, it } from 'vitest';
import { PrescribingHints } from './prescribing-hints';

describe('PrescribingHints', () => {
  it('remembers the last answer per session, and forgets on request', () => {
    const hints = new PrescribingHints();
    expect(hints.likelyPrescribing('s1')).toBe(false);
    hints.remember('s1', true);
    hints.remember('s2', false);
    expect(hints.likelyPrescribing('s1')).toBe(true);
    expect(hints.likelyPrescribing('s2')).toBe(false);
    hints.remember('s1', false);
    expect(hints.likelyPrescribing('s1')).toBe(false);
    hints.remember('s1', true);
    hints.forget('s1');
    expect(hints.likelyPrescribing('s1')).toBe(false);
  });

  it('keeps a bounded number of sessions, dropping the least recently told', () => {
    const hints = new PrescribingHints(2);
    hints.remember('old', true);
    hints.remember('middle', true);
    hints.remember('old', true); // told again: now the newest
    hints.remember('new', true);
    expect(hints.likelyPrescribing('middle')).toBe(false);
    expect(hints.likelyPrescribing('old')).toBe(true);
    expect(hints.likelyPrescribing('new')).toBe(true);
  });
});
