import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clearAlertsOnNavigation } from '../../components/alerts/alert-store';
import { focusPageHeadingAfterNavigation } from '../../components/navigation-focus';

/**
 * On each route change (a new path, not a new #fragment such as the skip link's): clear the alerts that do not
 * outlive it, scroll to the top (spec part 1 §1) and move focus to the page's h1 (docs: ACCESSIBILITY.md).
 *
 * Focus moves only once the user has done something (a key, a pointer, a click, which is all a screen reader's
 * "activate" may send): redirects during the first load (e.g. / to /login) are part of arriving, and focus stays
 * at the top of the document, where the skip link is the first thing to reach.
 *
 * A layout effect, so that alerts are cleared before any new screen's effects can show their own.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  const userHasActed = useRef(false);
  useEffect(() => {
    const acted = () => {
      userHasActed.current = true;
    };
    const events = ['keydown', 'pointerdown', 'click'] as const;
    events.forEach((type) => window.addEventListener(type, acted, { capture: true }));
    return () =>
      events.forEach((type) => window.removeEventListener(type, acted, { capture: true }));
  }, []);
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    clearAlertsOnNavigation();
    window.scrollTo(0, 0);
    if (userHasActed.current) focusPageHeadingAfterNavigation();
  }, [pathname]);
}
