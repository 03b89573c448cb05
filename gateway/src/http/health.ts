/**
 * The gateway's health answers (issue 22; README "Production deployment"): `/healthz` (live: the process
 * answers; nothing else is asked), `/health` (its older name, which `npm start` and the tests wait on) and
 * `/readyz` (ready: its database answers `select 1` and the API answers its /healthz, each within 2 s, and
 * the gateway is not shutting down). JSON `{ status, checks }`; a failed check is named, never described.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  checkReadiness,
  LIVE,
  READINESS_CHECK_TIMEOUT_MS,
  type HealthBody,
  type ReadinessChecks,
} from '../../../api/src/contract';

const LIVE_PATHS = new Set(['/healthz', '/health']);
const READY_PATH = '/readyz';

export interface HealthSettings {
  /** What /readyz asks, by name. */
  checks: ReadinessChecks;
  /** True from SIGTERM on (main.ts). */
  shuttingDown: () => boolean;
}

/** True when `pathname` is a health path, answered here. */
export async function serveHealth(
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
  settings: HealthSettings,
): Promise<boolean> {
  if (LIVE_PATHS.has(pathname)) {
    send(req, res, 200, LIVE);
    return true;
  }
  if (pathname !== READY_PATH) return false;
  const body = await checkReadiness(settings.checks, { shuttingDown: settings.shuttingDown() });
  send(req, res, body.status === 'ok' ? 200 : 503, body);
  return true;
}

/** The API's liveness as a readiness check: its /healthz answers 2xx in time. */
export function apiAnswers(apiUrl: string, fetchImpl: typeof fetch): () => Promise<void> {
  return async () => {
    const response = await fetchImpl(`${apiUrl}/healthz`, {
      signal: AbortSignal.timeout(READINESS_CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`API /healthz answered ${response.status}`);
  };
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: HealthBody): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
}
