/** What a user does first with a page: moves into it (by keyboard, pointer or touch) or types. */
const FIRST_INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Calls `run` once, at the next of FIRST_INTERACTIONS anywhere in `target` (capture: before the target's); the
 * returned function cancels it.
 */
export function onFirstInteraction(target: Document, run: () => void): () => void {
  const controller = new AbortController();
  const once = () => {
    controller.abort();
    run();
  };
  for (const type of FIRST_INTERACTIONS) {
    target.addEventListener(type, once, {
      capture: true,
      passive: true,
      signal: controller.signal,
    });
  }
  return () => controller.abort();
}

let interacted = false;

/**
 * `load()` once the user has first interacted with the page (at once if they already have): for code that
 * only an interaction needs, so that a page does not fetch it during its load (issue #20). What it fetches
 * comes a round trip after that first focus, press or key, before a click or a second key that needs it,
 * as a rule; not if the link is slow and the user quick.
 */
export function afterFirstInteraction<T>(load: () => Promise<T>): Promise<T> {
  if (interacted || typeof document === 'undefined') return load();
  return new Promise<void>((resolve) => {
    onFirstInteraction(document, () => {
      interacted = true;
      resolve();
    });
  }).then(load);
}
