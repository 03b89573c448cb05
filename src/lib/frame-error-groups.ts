/**
 * The groups of the error catalogue (locales/<lang>/errors.json) the frame says itself: a session ended, the
 * account details failed, the service busy or broken. They ship with the entry (locale-core.ts); the rest of
 * the catalogue follows in a chunk of its own without them (error-catalogue.ts, built by
 * scripts/vite/error-catalogue-beyond-frame.ts), so no message is fetched twice.
 */
export const FRAME_ERROR_GROUPS: readonly string[] = ['UNAUTHENTICATED', 'auth', 'common'];
