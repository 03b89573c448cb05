import { availableParallelism } from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import { ApiError } from '../http/api-error';

/**
 * Password hashing's share of the process (issue #22, the sign-in storm). One scrypt takes about a quarter of a
 * second of one core. Unbounded, a burst of sign-ins queues hashes until each waits past the gateway's time-out:
 * the user gets a failure after the work is done anyway, tries again, and the queue never drains. Through the
 * gate at most `concurrency` hashes run at once (one per core: more would only slow each), and a request's hash
 * that would wait longer than `maxWaitMs` is refused with 503 `service.busy` and Retry-After, so the caller is
 * told when to come back instead of timing out, and the work taken on is work that finishes in time.
 */
export interface PasswordGateSettings {
  concurrency: number;
  maxWaitMs: number;
}

/** What a hash costs before one has been measured (this machine's figure, docs/decisions/0010). */
const FIRST_ESTIMATE_MS = 250;
/** How much each measured hash moves the estimate: recent enough to follow load, steady enough to ignore one. */
const ESTIMATE_WEIGHT = 0.2;

/**
 * 'refuse' (a request's work): fails with 503 service.busy when it would wait past the limit.
 * 'wait': takes its turn whatever the wait (the demo data at start, tests' fixtures).
 */
export type WhenBusy = 'refuse' | 'wait';

export class PasswordGate {
  private readonly limit: LimitFunction;
  private estimateMs = FIRST_ESTIMATE_MS;

  constructor(
    readonly settings: PasswordGateSettings,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.limit = pLimit(settings.concurrency);
  }

  /**
   * Runs one hash through the gate, or refuses it when busy (see WhenBusy): on arrival when the hashes ahead
   * would keep it waiting too long, and, should the estimate have been wrong (a burst before any hash was
   * measured, or the machine slowing under other work), when its turn comes too late: it has then waited, but
   * is still answered inside the gateway's time-out, and its core goes to a hash that can finish in time.
   */
  async run<T>(work: () => Promise<T>, whenBusy: WhenBusy = 'refuse'): Promise<T> {
    const refuse = whenBusy === 'refuse';
    const waitMs = this.expectedWaitMs();
    if (refuse && waitMs > this.settings.maxWaitMs) throw serviceBusy(waitMs);
    const queuedAt = this.now();
    return this.limit(async () => {
      const started = this.now();
      if (refuse && started - queuedAt > this.settings.maxWaitMs)
        throw serviceBusy(this.expectedWaitMs());
      try {
        return await work();
      } finally {
        this.record(this.now() - started);
      }
    });
  }

  /** How long a hash asked for now would wait for its turn: the rounds of hashes ahead of it. */
  expectedWaitMs(): number {
    const ahead = this.limit.activeCount + this.limit.pendingCount;
    return Math.floor(ahead / this.settings.concurrency) * this.estimateMs;
  }

  private record(durationMs: number): void {
    this.estimateMs += (durationMs - this.estimateMs) * ESTIMATE_WEIGHT;
  }
}

/** 503 with Retry-After in whole seconds (at least 1): when the hashes ahead should be done. */
export function serviceBusy(waitMs: number): ApiError {
  return new ApiError(503, 'service.busy', 'Too many sign-ins at once; try again shortly.', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}

/**
 * The defaults: one hash per core, and a wait of 2 s, well inside the gateway's 10 s upstream time-out. Longer
 * absorbs a bigger burst, but under a lasting overload every admitted sign-in waits the whole of it without any
 * more being checked per second (the storm bench: 5 s gave accepted sign-ins a median of 6.4 s, 2 s one of
 * 3.0 s, and more of them; docs/decisions/0013-password-gate.md).
 */
export const defaultPasswordGateSettings: PasswordGateSettings = {
  concurrency: availableParallelism(),
  maxWaitMs: 2_000,
};

let gate = new PasswordGate(defaultPasswordGateSettings);

/** The process's gate: one per process, since the cores it shares out are the process's. */
export function passwordGate(): PasswordGate {
  return gate;
}

/**
 * Sets the process's gate from the API's configuration (server start). The same settings keep the gate as it
 * is, so a second server in one process (tests) shares its queue rather than losing count of it.
 */
export function configurePasswordGate(settings: PasswordGateSettings): void {
  const current = gate.settings;
  if (current.concurrency === settings.concurrency && current.maxWaitMs === settings.maxWaitMs)
    return;
  gate = new PasswordGate(settings);
}
