import { startTransition, useEffect, useState } from 'react';

/**
 * Whether what `ready` stands for (a query's answer, a route's account check) may be shown: at once when it was
 * ready at the first render (the cache, a page hydrated with its placeholder data), otherwise from a transition
 * started once it is (issue #20). TanStack Query tells React of an answer through `useSyncExternalStore`, whose
 * updates React renders in one uninterruptible task, so a whole screen rendered by one blocked a phone for
 * hundreds of milliseconds. Rendered in a transition, React yields to the browser between components.
 * Reset as soon as `ready` is false, so the next answer waits its turn too: the caller shows its spinner
 * meanwhile and renders the current data when revealed, never a kept copy.
 */
export function useRevealedInTransition(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(ready);
  // Reset in render (React's pattern for state that follows a prop), not in an effect a frame later.
  if (!ready && revealed) setRevealed(false);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return ready && revealed;
}
