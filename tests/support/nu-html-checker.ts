/**
 * The Nu HTML Checker (vnu-jar, the W3C's validator) as an auditor runs it, for the e2e and Storybook layers:
 * one HTTP service per test run (a JVM takes ~4 s to start, too long to pay per page), fed a page's
 * serialised DOM, reporting its errors only: warnings and info are advice, an error is invalid markup that
 * assistive technology may read wrongly (docs/decisions/0007-nu-html-checker.md).
 *
 * A run starts it with startNuHtmlCheckerForRun (Playwright's globalSetup, Vitest's globalSetup), which
 * leaves its address in NU_HTML_CHECKER_URL for the code in that run that checks pages (checkHtmlInRun).
 */
import { createRequire } from 'node:module';
import { startProgram, type ChildProgram } from './child-program';
import { sparePort } from './processes';

/** One error the checker found. */
export interface NuHtmlError {
  /** The line of the checked HTML it is on (the checker gives none for a document-wide error). */
  line?: number;
  /** The markup around it, as the checker quotes it. */
  extract?: string;
  message: string;
}

/** The part of the checker's `out=json` answer read here (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message?: string;
  lastLine?: number;
  extract?: string;
}

/** vnu.jar's path (the package's main export is a String object holding it). */
function vnuJarPath(): string {
  return String(createRequire(import.meta.url)('vnu-jar'));
}

/** Starts the checker's HTTP service on a spare loopback port and waits until it answers. */
export async function startNuHtmlChecker(): Promise<ChildProgram> {
  const port = await sparePort();
  return startProgram({
    name: 'Nu HTML Checker',
    command: [
      'java',
      // Loopback only: nothing else on the machine needs it.
      '-Dnu.validator.servlet.bind-address=127.0.0.1',
      '-cp',
      vnuJarPath(),
      'nu.validator.servlet.Main',
      String(port),
    ],
    env: process.env,
    port,
    // Its page at / is the form a person would use: it answers once the schemas are loaded.
    healthPath: '/',
    // Loading its schemas takes 5 s on an idle machine, over a minute on a busy one.
    startTimeoutMs: 180_000,
    stopGraceMs: 5_000,
  });
}

/** Sends `html` (a whole document) to the checker at `checkerUrl` and returns its errors. */
export async function checkHtml(checkerUrl: string, html: string): Promise<NuHtmlError[]> {
  const response = await fetch(`${checkerUrl}/?out=json`, {
    method: 'POST',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: html,
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`the Nu HTML Checker answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: NuMessage[] };
  // The checker could not check (it says why): a failure of the check, not a pass.
  const failure = messages.find((message) => message.type === 'non-document-error');
  if (failure) throw new Error(`the Nu HTML Checker could not check: ${failure.message ?? ''}`);
  return messages
    .filter((message) => message.type === 'error')
    .map(({ lastLine, extract, message = '' }) => ({ line: lastLine, extract, message }));
}

/** The errors as lines a person can read in a test failure: `line 12: <message> — <the markup quoted>`. */
export function formatNuHtmlErrors(errors: readonly NuHtmlError[]): string[] {
  return errors.map(({ line, extract, message }) => {
    const where = line === undefined ? '' : `line ${line}: `;
    const quoted = extract === undefined ? '' : ` — ${extract.replace(/\s+/g, ' ').trim()}`;
    return `${where}${message}${quoted}`;
  });
}

/** Starts the checker for a test run and says where it is; returns the run's teardown, which stops it. */
export async function startNuHtmlCheckerForRun(): Promise<() => Promise<void>> {
  const checker = await startNuHtmlChecker();
  // Its first check loads and compiles much of the checker (seconds): pay for it here, not in a test's time.
  await checkHtml(checker.url, '<!doctype html><html lang="en"><title>warm-up</title></html>');
  // Read by this process and by Playwright's workers, which inherit its environment.
  process.env.NU_HTML_CHECKER_URL = checker.url;
  return async () => {
    delete process.env.NU_HTML_CHECKER_URL;
    await checker.stop();
  };
}

/** Checks `html` with the checker this run started (startNuHtmlCheckerForRun). */
export function checkHtmlInRun(html: string): Promise<NuHtmlError[]> {
  const checkerUrl = process.env.NU_HTML_CHECKER_URL;
  if (!checkerUrl)
    throw new Error(
      `NU_HTML_CHECKER_URL is not set: this run did not start the Nu HTML Checker (startNuHtmlCheckerForRun)`,
    );
  return checkHtml(checkerUrl, html);
}
