import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React renders at build time and hydrates that HTML, true from the render after hydration and
 * in any render made in the browser alone (React's server snapshot), so a page can differ before it works.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
