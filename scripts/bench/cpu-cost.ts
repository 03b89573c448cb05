/**
 * CPU cost per request of each program of a bench stack (issue #20): CPU time (user + system, from /proc) the
 * API and the gateway used around a fixed number of requests, divided by that number. Unlike requests per
 * second it hardly depends on what else the machine is doing, so a cut shows on a busy machine too. On 2 cores,
 * 1,000 requests/s needs gateway + API + database under ~2 ms of CPU per request together.
 */
import type { BenchStack } from './bench-stack';

export interface CpuPerRequest {
  /** Milliseconds of CPU per request, or null where /proc is not there. */
  gateway: number | null;
  api: number | null;
}

/** `count` calls of `request`, `inFlight` at a time, after `warmUp` calls (not counted) to settle the JIT. */
export async function cpuPerRequest(
  stack: BenchStack,
  request: () => Promise<void>,
  { count = 1_000, inFlight = 10, warmUp = 100 } = {},
): Promise<CpuPerRequest> {
  for (let call = 0; call < warmUp; call++) await request();
  const before = stack.cpuMilliseconds();
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      await request();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const after = stack.cpuMilliseconds();
  const perRequest = (from: number | null, to: number | null) =>
    from === null || to === null ? null : (to - from) / count;
  return {
    gateway: perRequest(before.gateway, after.gateway),
    api: perRequest(before.api, after.api),
  };
}

/** `1.23 ms`, or n/a. */
export function cpuMs(value: number | null): string {
  return value === null ? 'n/a' : `${value.toFixed(2)} ms`;
}
