/** Runs named steps in order, stopping at the first failure, and reports each with its time. */

export interface StepResult {
  name: string;
  status: 'passed' | 'failed' | 'not run';
  durationMs: number;
}

/** `4.2 s`, `1 min 05 s`. */
export function formatDuration(milliseconds: number): string {
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')} s`;
}

/** One line per step: `✔ lint              12.3 s`. */
export function formatStepLine(result: StepResult, width: number): string {
  const mark = result.status === 'passed' ? '✔' : result.status === 'failed' ? '✘' : '–';
  const time = result.status === 'not run' ? 'not run' : formatDuration(result.durationMs);
  return `${mark} ${result.name.padEnd(width)}  ${time}`;
}

/** `7 passed, 0 failed`, plus how many were not run after a failure. */
export function formatTotals(results: StepResult[]): string {
  const count = (status: StepResult['status']) =>
    results.filter((result) => result.status === status).length;
  const notRun = count('not run');
  return `${count('passed')} passed, ${count('failed')} failed${notRun ? `, ${notRun} not run` : ''}`;
}

/**
 * Runs `steps` in order through `run` (which resolves with an exit code); after a failure the rest are
 * not run. `report` gets each result as it is known.
 */
export async function runSteps(
  steps: readonly string[],
  run: (step: string) => Promise<number>,
  {
    report = () => undefined,
    now = () => performance.now(),
  }: {
    report?: (result: StepResult) => void;
    now?: () => number;
  } = {},
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  for (const name of steps) {
    if (failed) {
      results.push({ name, status: 'not run', durationMs: 0 });
      continue;
    }
    const started = now();
    const code = await run(name);
    const result: StepResult = {
      name,
      status: code === 0 ? 'passed' : 'failed',
      durationMs: now() - started,
    };
    failed = code !== 0;
    results.push(result);
    report(result);
  }
  return results;
}
