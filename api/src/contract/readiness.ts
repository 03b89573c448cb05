/**
 * The health answers both servers give (issue 22; README "Production deployment"). `/healthz` says the process
 * answers and checks nothing else; `/readyz` runs each of the program's checks (its database, for the gateway
 * also the API) with a short time limit and says which failed, by name only: never an error's text or stack.
 */

/** How long one readiness check may take before it counts as failed. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export type CheckResult = 'ok' | 'failed';

/** The JSON body of /healthz and /readyz. */
export interface HealthBody {
  status: 'ok' | 'unavailable';
  checks: Record<string, CheckResult>;
}

/** A named check: resolves when the dependency answers; rejects (or takes too long) when it does not. */
export type ReadinessChecks = Readonly<Record<string, () => Promise<unknown>>>;

/** What /healthz answers: the process runs; it depends on nothing. */
export const LIVE: HealthBody = { status: 'ok', checks: {} };

/**
 * Runs every check at once, each within `timeoutMs`. While the program shuts down (`shuttingDown`), the answer
 * is unavailable whatever the checks say, so a load balancer sends its traffic elsewhere.
 */
export async function checkReadiness(
  checks: ReadinessChecks,
  options: { shuttingDown: boolean; timeoutMs?: number },
): Promise<HealthBody> {
  const timeoutMs = options.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  const results = await Promise.all(
    Object.entries(checks).map(
      async ([name, check]) => [name, await withinTime(check, timeoutMs)] as const,
    ),
  );
  const body: HealthBody = { status: 'ok', checks: Object.fromEntries(results) };
  if (options.shuttingDown) body.checks.shutdown = 'failed';
  if (Object.values(body.checks).includes('failed')) body.status = 'unavailable';
  return body;
}

async function withinTime(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('failed'), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        (): CheckResult => 'ok',
        (): CheckResult => 'failed',
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
