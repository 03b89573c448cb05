/**
 * The visitor's analytics cookie choice, shared by the cookie banner (src/app/frame) and the cookie policy
 * page (src/features/help), which lets it be changed later.
 */

/** spec part 2 "Cookie banner": the accepted state is stored under the name accepted-ga. */
export const cookieConsentStorageKey = 'accepted-ga';

/** 'true' once analytics cookies are accepted, 'false' once refused; nothing until the visitor chooses. */
export type CookieChoice = 'accepted' | 'rejected' | null;

/** The stored choice. Storage that cannot be read counts as no choice. */
export function readCookieChoice(): CookieChoice {
  try {
    const stored = window.localStorage.getItem(cookieConsentStorageKey);
    if (stored === 'true') return 'accepted';
    if (stored === 'false') return 'rejected';
    return null;
  } catch {
    return null;
  }
}

/** Whether this browser has made a choice (the banner asks only until it has). */
export function hasMadeCookieChoice(): boolean {
  return readCookieChoice() !== null;
}

/** Remembers the choice; if storage is blocked, the banner simply asks again next visit. */
export function rememberCookieChoice(accepted: boolean): void {
  try {
    window.localStorage.setItem(cookieConsentStorageKey, String(accepted));
  } catch {
    // Nothing else to do: choosing must never fail in front of the user.
  }
}
