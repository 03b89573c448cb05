/** Where the browser says the user is, or why it did not say. */
export type BrowserLocation =
  | { status: 'found'; latitude: number; longitude: number }
  /** Refused, timed out or unavailable: the search falls back to the default location, silently. */
  | { status: 'unknown' }
  /** The browser has no geolocation at all (spec part 1 §8; pharmacy:choose.geolocationUnsupported). */
  | { status: 'unsupported' };

/** How long to wait for a position once the user has allowed it, before using the default location. */
const positionTimeoutMs = 10_000;

/**
 * Asks the browser where the user is, to centre the pharmacy search on them (spec part 1 §2 'Choose
 * pharmacy': 'The map centres using browser geolocation'). Never rejects.
 */
export function locateBrowser(): Promise<BrowserLocation> {
  const geolocation =
    typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).geolocation;
  if (!geolocation) return Promise.resolve({ status: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ status: 'found', latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve({ status: 'unknown' }),
      { timeout: positionTimeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
