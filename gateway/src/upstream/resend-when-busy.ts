import { setTimeout as delay } from 'node:timers/promises';
import type { UpstreamResponse } from './upstream-http';

/**
 * When the gateway waits out the API's "busy" itself (issue #22). The API answers `503 service.busy` with
 * `Retry-After` when it cannot check a password in time (api/src/auth/password-gate.ts), and stores nothing for
 * it, so the same call may simply be sent again. A short wait is the gateway's to take: a burst of sign-ins a
 * second or two wider than the cores can hash then costs the user a slower sign-in instead of "The service is
 * busy right now". Once only, and only when the wait and the call after it fit in the call's time-out, so that
 * a lasting overload is still told to come back within it (decision 0013).
 */

/** The API's code for a password check it cannot fit in time. */
export const SERVICE_BUSY = 'service.busy';
/** The longest Retry-After the gateway waits out; a longer one is the user's to wait, told so. */
export const BUSY_WAIT_LIMIT_MS = 3_000;
/**
 * What the call sent again must have left of its time-out after the wait: the API's gate admits only a check
 * it expects to start within 2 s (PASSWORD_HASH_MAX_WAIT_MS), and the hash itself takes up to a second on a
 * loaded machine, so 5 s leaves room for both.
 */
export const RESENT_CALL_MIN_MS = 5_000;

/**
 * `response`, or the answer to the call sent once more after its Retry-After when it is the API's busy refusal
 * and the wait fits (`leftMs`: what remains of the call's time-out). `resend` sends the call again.
 */
export async function waitOutBusy(
  response: UpstreamResponse,
  leftMs: number,
  resend: (waitedMs: number) => Promise<UpstreamResponse>,
): Promise<UpstreamResponse> {
  if (response.status !== 503) return response;
  const waitMs = retryAfterMs(response.header('retry-after'));
  if (waitMs === null || waitMs > BUSY_WAIT_LIMIT_MS || leftMs - waitMs < RESENT_CALL_MIN_MS)
    return response;
  const text = await response.text();
  if (errorCodeIn(text) !== SERVICE_BUSY) return { ...response, text: () => Promise.resolve(text) };
  await delay(waitMs);
  return resend(waitMs);
}

/** Retry-After as the API sends it, whole seconds (RFC 9110 §10.2.3 also allows a date, which it never sends). */
function retryAfterMs(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : null;
}

function errorCodeIn(text: string): unknown {
  try {
    return (JSON.parse(text) as { code?: unknown } | null)?.code;
  } catch {
    return undefined;
  }
}
