/**
 * sessionStorage key of the iOS app-download banner flag. Home reads it (features never import each other),
 * so its shape is a contract: zustand's persist format, `{"state":{"requested":true},"version":0}`, which
 * the flag kept when it was a persisted zustand store and home still reads.
 */
export const iosAppBannerStorageKey = 'iosAppBanner';

/**
 * spec part 1 §2 /login: the query parameter iOS=true sets an iOS flag that shows a banner on home. Written
 * here once and read by home, so no store is kept: zustand's persist middleware (1.0 kB gzipped) was all the
 * login page fetched it for (issue #20: JavaScript until idle).
 */
export function requestIosAppBanner(storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(
      iosAppBannerStorageKey,
      JSON.stringify({ state: { requested: true }, version: 0 }),
    );
  } catch {
    // Storage refused (private mode, quota): no banner on home, as when the flag is not set.
  }
}
