import type { UpstreamCaller } from './call-upstream';
import { UpstreamError } from './upstream-error';

/**
 * The list under `key` in a 2xx answer, or the operation's failure (`errorCode`) when the answer lacks it:
 * one line is logged, and the screen shows its catalogue message rather than a blank list.
 */
export function listInAnswer<T>(
  ctx: Pick<UpstreamCaller, 'services'>,
  body: unknown,
  key: string,
  call: string,
  errorCode: string,
): T[] {
  const list =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(list)) return list as T[];
  ctx.services.log(`[upstream] ${call} failed: status=200 reason=unexpected body`);
  throw new UpstreamError(errorCode, 200, undefined);
}
