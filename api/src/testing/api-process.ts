/**
 * Runs api/src/main.ts as a process of its own, as `npm start` does, for tests of the program as a whole.
 * The starting, waiting and stopping are the test support's (tests/support/child-program.ts), shared with
 * the gateway's tests and the benchmark.
 */
import {
  startApiProcess as startApi,
  type ChildProgram,
} from '../../../tests/support/child-program';
import type { Env } from '../config/env-values';

export interface ApiProcess extends ChildProgram {
  /** Its output so far, stdout and stderr (LOG_LEVEL is warn, so only problems). */
  stderr(): string;
}

/** The API on a spare port with `env` over this process's environment; stop() resolves with its exit code. */
export async function startApiProcess(env: Env): Promise<ApiProcess> {
  const api = await startApi(env);
  return { ...api, stderr: () => api.output() };
}
