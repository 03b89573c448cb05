import type { RestMobileConfig } from '../upstream/rest-api-types';

/**
 * The public mobile config, shared by every request for a minute: the app asks for it on each start and it
 * changes rarely. Concurrent misses share one call; a failure is not cached.
 */
export class MobileConfigCache {
  private cached: { value: RestMobileConfig; until: number } | undefined;
  private loading: Promise<RestMobileConfig> | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(load: () => Promise<RestMobileConfig>): Promise<RestMobileConfig> {
    if (this.cached && this.cached.until > this.now()) return Promise.resolve(this.cached.value);
    this.loading ??= load()
      .then((value) => {
        this.cached = { value, until: this.now() + this.ttlMs };
        return value;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** The last config fetched, however old (used for the NHS login origin in the CSP), if any. */
  lastKnown(): RestMobileConfig | undefined {
    return this.cached?.value;
  }
}
