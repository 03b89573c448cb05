/**
 * The visitor's analytics cookie choice, shared by the cookie banner (src/app/frame), the cookie policy page
 * (src/features/help), which lets it be changed later, and the analytics loader (src/app/frame), which waits
 * for it. Kept in localStorage; the ones reading it here hear each change at once.
 */
import { useSyncExternalStore } from 'react';

/** spec part 2 "Cookie banner": the accepted state is stored under the name accepted-ga. */
export const cookieConsentStorageKey = 'accepted-ga';

/**
 * The analytics cookies' names: Google Analytics' `_ga` and `_ga_<property>` (the analytics the NHS.UK
 * cookie policy names); listed on the cookie policy page, removed when analytics cookies are refused.
 */
export const analyticsCookiePrefix = '_ga';

/** 'true' once analytics cookies are accepted, 'false' once refused; nothing until the visitor chooses. */
export type CookieChoice = 'accepted' | 'rejected' | null;

const listeners = new Set<() => void>();

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

/**
 * Remembers the choice; if storage is blocked, the banner simply asks again next visit. Refusing also removes
 * any analytics cookies set while they were accepted (a script already running stops with the next page load).
 */
export function rememberCookieChoice(accepted: boolean): void {
  try {
    window.localStorage.setItem(cookieConsentStorageKey, String(accepted));
  } catch {
    // Nothing else to do: choosing must never fail in front of the user.
  }
  if (!accepted) removeAnalyticsCookies();
  for (const listener of listeners) listener();
}

function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith(analyticsCookiePrefix));
  // Analytics scripts set them on the site's domain or its parent; expire both.
  const domains = [
    '',
    `; domain=${window.location.hostname}`,
    `; domain=.${window.location.hostname}`,
  ];
  for (const name of names)
    for (const domain of domains)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice, re-rendering when it changes here. */
export function useCookieChoice(): CookieChoice {
  return useSyncExternalStore(subscribe, readCookieChoice, () => null);
}
