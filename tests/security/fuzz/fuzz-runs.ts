/**
 * How much to fuzz and what every answer must not show. `npm test` runs a sample (fast, the same every time);
 * `npm run fuzz` sets FUZZ_RUNS for the full run (docs/security.md records one).
 */

/** Fixed, so a failure found once is found again: change it only to look further. */
export const FUZZ_SEED = 21;

/** Requests per program: FUZZ_RUNS when set (`npm run fuzz`), else the sample `npm test` runs. */
export function fuzzRuns(sample: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : sample;
}

/** Time for `runs` requests on a busy 2-core machine, checks included. */
export const fuzzTimeoutMs = (runs: number) => 60_000 + runs * 100;

/**
 * Signs of internals in an answer: a stack frame, an error class, SQL or the database's words, a source path.
 * Only what the server says of itself: refused answers echo nothing of the request.
 */
const INTERNALS =
  /\bat [\w.<>$]+ \(|\b[A-Z]\w*Error\b|\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\brelation "|syntax error at|violates|node_modules|\.[cm]?[jt]s:\d+|drizzle|pglite|postgres/;

/** The internals found in `text`, or null. */
export function internalsIn(text: string): string | null {
  return INTERNALS.exec(text)?.[0] ?? null;
}
