import { useEffect, useState } from 'react';

/** nhsuk-frontend's tablet breakpoint, where its tabs become a list of sections (its own fallback value). */
const TABLET_BREAKPOINT_FALLBACK = '40.0625em';

/**
 * The panels nhsuk-frontend's tabs have shown so far, by id: the one the address names when the page opens
 * (the tabs show that one first), and each one opened since (a tab pressed, or moved to with the arrow keys,
 * puts its panel's id in the address). They stay opened, so a section's loaded entries stay on the page.
 */
export function useOpenedPanels(): ReadonlySet<string> {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([currentHash()]));
  useEffect(() => {
    const onHashChange = () =>
      setOpened((before) =>
        before.has(currentHash()) ? before : new Set([...before, currentHash()]),
      );
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return opened;
}

/**
 * True below nhsuk-frontend's tablet breakpoint, where the tabs are not set up and every panel shows, one after
 * another, as a list of sections (the same media query the tabs use).
 */
export function useTabsShownAsList(): boolean {
  const [asList, setAsList] = useState(() => tabletQuery()?.matches === false);
  useEffect(() => {
    const query = tabletQuery();
    if (!query) return undefined;
    const onChange = () => setAsList(!query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return asList;
}

function tabletQuery(): MediaQueryList | undefined {
  if (typeof window.matchMedia !== 'function') return undefined;
  const breakpoint =
    getComputedStyle(document.documentElement)
      .getPropertyValue('--nhsuk-breakpoint-tablet')
      .trim() || TABLET_BREAKPOINT_FALLBACK;
  return window.matchMedia(`(min-width: ${breakpoint})`);
}

function currentHash(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ''));
}
