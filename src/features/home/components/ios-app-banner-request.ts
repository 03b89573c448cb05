/**
 * sessionStorage key the login screen writes when opened with ?iOS=true (spec part 1 §2 '/login'), in the
 * persisted-store shape `{"state":{"requested":true},"version":0}`. Read here by key, not by importing the
 * auth feature: features never import each other (CONVENTIONS.md).
 */
export const iosAppBannerStorageKey = 'iosAppBanner';

/** Whether the login screen asked for the iOS app-download banner in this browser session. */
export function iosAppBannerRequested(storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    const stored = JSON.parse(storage.getItem(iosAppBannerStorageKey) ?? 'null') as {
      state?: { requested?: unknown };
    } | null;
    return stored?.state?.requested === true;
  } catch {
    // Unreadable or malformed: no banner rather than a broken page.
    return false;
  }
}
