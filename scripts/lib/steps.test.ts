import { describe, expect, it } from 'vitest';
import { formatDuration, formatStepLine, formatTotals, runSteps } from './steps';

describe('runSteps', () => {
  it('runs every step in order when all pass', async () => {
    const ran: string[] = [];
    const results = await runSteps(['a', 'b', 'c'], (step) => {
      ran.push(step);
      return Promise.resolve(0);
    });
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(formatTotals(results)).toBe('3 passed, 0 failed');
  });

  it('stops at the first failure and reports the rest as not run', async () => {
    const ran: string[] = [];
    const reported: string[] = [];
    const results = await runSteps(
      ['a', 'b', 'c'],
      (step) => {
        ran.push(step);
        return Promise.resolve(step === 'b' ? 1 : 0);
      },
      { report: (result) => reported.push(`${result.name}:${result.status}`) },
    );
    expect(ran).toEqual(['a', 'b']);
    expect(reported).toEqual(['a:passed', 'b:failed']);
    expect(results.map(({ status }) => status)).toEqual(['passed', 'failed', 'not run']);
    expect(formatTotals(results)).toBe('1 passed, 1 failed, 1 not run');
  });

  it('times each step', async () => {
    let clock = 0;
    const [result] = await runSteps(
      ['slow'],
      () => {
        clock += 4_200;
        return Promise.resolve(0);
      },
      { now: () => clock },
    );
    expect(formatStepLine(result!, 6)).toBe('✔ slow    4.2 s');
  });
});

describe('formatDuration', () => {
  it('writes seconds, and minutes past one', () => {
    expect(formatDuration(950)).toBe('0.9 s');
    expect(formatDuration(65_000)).toBe('1 min 05 s');
  });
});
