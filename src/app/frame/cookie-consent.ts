/** spec part 2 "Cookie banner": the accepted state is stored under the name accepted-ga. */
export const cookieConsentStorageKey = 'accepted-ga';

/** Whether this browser has accepted cookies. Storage that cannot be read counts as not accepted. */
export function hasAcceptedCookies(): boolean {
  try {
    return window.localStorage.getItem(cookieConsentStorageKey) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the acceptance; if storage is blocked, the banner simply asks again next visit. */
export function rememberCookieAcceptance(): void {
  try {
    window.localStorage.setItem(cookieConsentStorageKey, 'true');
  } catch {
    // Nothing else to do: accepting must never fail in front of the user.
  }
}
