/**
 * Background work of an API process that polls its database: reminder delivery (api/src/reminders/delivery/)
 * and the mail relay (api/src/mail/relay.ts). A pass at start, which catches up on what was left while no
 * process ran, then one every interval. Passes never overlap; a failed one is reported and the next tries
 * again. Every API process may run one: the row locks of a pass keep processes from doing the same work
 * (decision records docs/decisions/0008-reminder-delivery.md and 0012-mail-relay.md).
 */
export interface PeriodicPass<Result> {
  /** Runs a pass now, then one every interval until stopped. */
  start(): void;
  /** No further pass; resolves once the one under way, if any, has finished. */
  stop(): Promise<void>;
  /** One pass now (after the one under way, if any), for tests and tools. */
  runOnce(): Promise<Result>;
}

export function createPeriodicPass<Result>(options: {
  pass: () => Promise<Result>;
  intervalMs: number;
  /** A failed pass (the database gone for a moment): logged, and the next pass tries again. */
  onError: (error: unknown) => void;
}): PeriodicPass<Result> {
  const { pass, intervalMs, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<unknown> = Promise.resolve();

  const runOnce = (): Promise<Result> => {
    const next = current.then(pass);
    current = next.catch(() => undefined);
    return next;
  };
  const tick = () => {
    timer = undefined;
    void runOnce()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current;
    },
    runOnce,
  };
}
