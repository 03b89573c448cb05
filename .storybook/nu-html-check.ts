/**
 * The Nu HTML Checker over a story, when Vitest runs the stories (`npm run test:stories`): the preview's
 * afterEach imports this module only then, as `vitest/browser` exists only in Vitest's browser mode.
 * The checker runs on the Node side (browser command `checkStoryMarkup`, vite.config.ts).
 */
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The Nu HTML Checker's errors in `html`, one readable line each. */
    checkStoryMarkup: (html: string) => Promise<string[]>;
  }
}

/**
 * Fails the story on any markup error in the document it is rendered in, checked whole as an auditor's
 * "check serialised DOM" does: the preview document is valid itself (preview.tsx), so an error is the story's.
 */
export async function expectValidStoryMarkup(): Promise<void> {
  const page = document.documentElement.cloneNode(true) as HTMLElement;
  // Vite's dev server puts the stylesheets in <style> elements that the built app links as files instead:
  // nhsuk-frontend's CSS, not the story's markup (and newer than the checker's CSS parser: @container…).
  for (const style of page.querySelectorAll('style[data-vite-dev-id]')) style.remove();
  // Vitest's tester page is valid as served, but Vitest then puts its scripts at the top of <head>, pushing
  // the charset declaration past the first 1024 bytes where HTML wants it: put it back first.
  const charset = page.querySelector('meta[charset]');
  if (charset) page.querySelector('head')?.prepend(charset);
  const errors = await commands.checkStoryMarkup(`<!doctype html>\n${page.outerHTML}`);
  if (errors.length > 0)
    throw new Error(['Nu HTML Checker errors in the story:', ...errors].join('\n'));
}
