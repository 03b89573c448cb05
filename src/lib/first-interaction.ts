/** What a user does first with a page: moves into it (by keyboard, pointer or touch) or types. */
const FIRST_INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Calls `run` once, at the next of FIRST_INTERACTIONS anywhere in `target` (capture: before the target's); the
 * returned function cancels it.
 */
function onFirstInteraction(target: Document, run: () => void): () => void {
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
 * Whether the user has already interacted with the page: a first interaction seen here, or the browser's
 * sticky activation (a press or key since the document loaded), which also knows of the click that brought
 * the user to a page when nothing here was waiting for it.
 */
const hasInteracted = () =>
  interacted || ('userActivation' in navigator && navigator.userActivation.hasBeenActive);

/**
 * Calls `run` at the user's first interaction with the page, or at once if they already have (a page
 * reached by a click): waiting for the next one would fetch what the user needs a focus, press or key late.
 * The returned function cancels a call not yet made.
 */
export function whenInteracted(run: () => void): () => void {
  if (hasInteracted()) {
    run();
    return () => {};
  }
  return onFirstInteraction(document, () => {
    interacted = true;
    run();
  });
}

/**
 * `load()` once the user has first interacted with the page (at once if they already have): for code that
 * only an interaction needs, so that a page does not fetch it during its load (issue #20). What it fetches
 * comes a round trip after that first focus, press or key, before a click or a second key that needs it,
 * as a rule; not if the link is slow and the user quick.
 */
export function afterFirstInteraction<T>(load: () => Promise<T>): Promise<T> {
  if (typeof document === 'undefined') return load();
  return new Promise<void>((resolve) => whenInteracted(resolve)).then(load);
}

/**
 * Starts the `preloads` (code a page shows only after an interaction) at the user's first interaction, or at
 * once if they already have; returns the cancel. A load that fails is tried again when its part renders.
 */
export function preloadWhenInteracted(...preloads: (() => Promise<unknown>)[]): () => void {
  return whenInteracted(() => {
    for (const preload of preloads) preload().catch(() => undefined);
  });
}
