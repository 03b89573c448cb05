/**
 * The browser's Back and Forward, heard before the router hears them, for the navigation blocker
 * (navigation-blocker.ts). A module of its own because it must be installed at start-up, in the entry, while
 * the blocker itself loads with the pages that use it.
 */

/** The mounted blocker's handler (one blocker at a time: the leave warning). */
let historyStepHandler: ((event: PopStateEvent) => void) | undefined;

/**
 * Call once, before the router mounts (main.tsx). The handler must hear `popstate` before react-router's own
 * listener does: that one re-renders at once (React flushes updates made during popstate synchronously),
 * which would unmount the page, and its blocker, before a later listener ran. Browsers do not all run a
 * capturing listener on window first, so being registered first is what counts.
 */
export function listenForHistorySteps(): void {
  window.addEventListener('popstate', (event) => historyStepHandler?.(event), { capture: true });
}

/** Hands Back and Forward to `handler` until the returned function is called. */
export function handleHistorySteps(handler: (event: PopStateEvent) => void): () => void {
  historyStepHandler = handler;
  return () => {
    if (historyStepHandler === handler) historyStepHandler = undefined;
  };
}
