import type { RecordEntry, RecordValue } from './record-entry-fragment';

/** One test's results, newest first, as the history table lists them. */
export interface TestHistory {
  /** The test's display term; null for results the practice recorded without one. */
  test: string | null;
  results: { id: string; date: string | null; value: RecordValue }[];
}

/**
 * Test results grouped by test (their display term), so that a patient can follow one test over time: the
 * tests in the order of their latest result (the record comes newest first), each test's results newest
 * first. Results without a term are each a group of their own: nothing says they are the same test.
 */
export function groupTestResults(entries: readonly RecordEntry[]): TestHistory[] {
  const byTest = new Map<string, TestHistory>();
  const histories: TestHistory[] = [];
  for (const entry of entries) {
    if (!entry.result) continue;
    const result = { id: entry.id, date: entry.date ?? null, value: entry.result };
    const test = entry.description ?? null;
    const known = test === null ? undefined : byTest.get(test);
    if (known) {
      known.results.push(result);
    } else {
      const history = { test, results: [result] };
      histories.push(history);
      if (test !== null) byTest.set(test, history);
    }
  }
  return histories;
}

/** The results with a number and a date, oldest first: what the chart draws. */
export function chartPoints(history: TestHistory): { date: string; value: number }[] {
  return history.results
    .flatMap(({ date, value }) =>
      date !== null && typeof value.numericValue === 'number'
        ? [{ date, value: value.numericValue }]
        : [],
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}
