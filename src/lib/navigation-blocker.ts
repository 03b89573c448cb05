import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router';
import { handleHistorySteps } from './history-steps';

/** What a blocked navigation offers: go on with it, or stay where the user is. */
export type NavigationBlocker =
  { state: 'unblocked' } | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds back in-app navigation to a path that `shouldBlock` names, until the user chooses (the declarative
 * router's counterpart of the data router's useBlocker, which would put react-router's data router, about
 * 17 kB gzipped, on every first load: see docs/decisions/0005-first-load-budget.md).
 *
 * - Links and navigate() go through the router's navigator, whose push and replace are wrapped while the
 *   hook is mounted (react-router exposes the navigator for exactly this kind of extension, as UNSAFE_).
 * - Back and forward: the router learns of them from `popstate` on window; the listener that
 *   listenForHistorySteps() installed before the router hears it first, keeps it from the router, and steps
 *   the browser back to where it was. Proceeding replays the same step. Memory routers have no popstate.
 * Reloading or closing the tab is the browser's own question (beforeunload), not this hook's.
 */
export function useNavigationBlocker(
  shouldBlock: (pathname: string) => boolean,
): NavigationBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<{ proceed: () => void } | null>(null);
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  // Where the browser's history stands after each of the router's moves (pushes fire no popstate).
  const location = useLocation();
  const positionRef = useRef<number | undefined>(undefined);
  useEffect(() => {
    positionRef.current = historyIndex();
  }, [location]);

  useEffect(() => {
    const shouldHold = (pathname: string) => shouldBlockRef.current(pathname);
    const onHeld = (proceed: () => void) => setHeld({ proceed });
    const stopRouterMoves = holdRouterMoves(navigator, shouldHold, onHeld);
    const stopHistorySteps = holdHistorySteps(positionRef, shouldHold, onHeld);
    return () => {
      stopRouterMoves();
      stopHistorySteps();
    };
  }, [navigator]);

  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held.proceed();
    },
    reset: () => setHeld(null),
  };
}

/** Links and navigate(): wraps the navigator's push and replace until the returned function undoes it. */
function holdRouterMoves(
  navigator: Navigator,
  shouldBlock: (pathname: string) => boolean,
  onHeld: (proceed: () => void) => void,
): () => void {
  const push = navigator.push.bind(navigator);
  const replace = navigator.replace.bind(navigator);
  const guarded =
    (method: Navigator['push']): Navigator['push'] =>
    (to, state, options) => {
      const go = () => method(to, state, options);
      if (shouldBlock(pathnameOf(to))) onHeld(go);
      else go();
    };
  navigator.push = guarded(push);
  navigator.replace = guarded(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

function pathnameOf(to: To): string {
  if (typeof to !== 'string') return to.pathname ?? window.location.pathname;
  return new URL(to, window.location.href).pathname;
}

/**
 * Back/forward in the browser: react-router's browser history records its position in `history.state.idx`,
 * so the size of the step is known and can be undone (`history.go(-delta)`) and replayed on proceed.
 */
function holdHistorySteps(
  position: { current: number | undefined },
  shouldBlock: (pathname: string) => boolean,
  onHeld: (proceed: () => void) => void,
): () => void {
  let ignoreNext = false;
  const onPopState = (event: PopStateEvent) => {
    const next = historyIndex();
    if (ignoreNext) {
      // The step back to where the user was is kept from the router; the replayed step is not.
      ignoreNext = false;
      if (next === position.current) event.stopImmediatePropagation();
      return;
    }
    if (
      position.current === undefined ||
      next === undefined ||
      !shouldBlock(window.location.pathname)
    ) {
      return;
    }
    event.stopImmediatePropagation();
    const delta = next - position.current;
    ignoreNext = true;
    window.history.go(-delta);
    onHeld(() => {
      ignoreNext = true;
      window.history.go(delta);
    });
  };
  return handleHistorySteps(onPopState);
}

function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return undefined;
  return typeof state.idx === 'number' ? state.idx : undefined;
}
