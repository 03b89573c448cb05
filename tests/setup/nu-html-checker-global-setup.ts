import { startNuHtmlCheckerForRun } from '../support/nu-html-checker';

/**
 * Vitest's globalSetup for the storybook project: one Nu HTML Checker for the run, which the browser command
 * `checkStoryMarkup` (vite.config.ts) sends each story's document to; the returned teardown stops it.
 */
export default function setup(): Promise<() => Promise<void>> {
  return startNuHtmlCheckerForRun();
}
