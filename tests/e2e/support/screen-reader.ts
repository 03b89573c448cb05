import type { Virtual } from '@guidepup/virtual-screen-reader';
import { test, type Locator, type Page } from '@playwright/test';
import { transform } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from '../fixtures/test';
import { pageTitle } from './content';
import { escapeRegExp } from './text';

/**
 * A screen reader inside the journeys' Chromium: @guidepup/virtual-screen-reader runs in the page, over the
 * real app with its real CSS, so what is hidden (display:none, aria-hidden) is what the page hides. It reads
 * by its own rules (ACCNAME, HTML-AAM, ARIA live regions), follows focus (focusin), and acts as a screen reader
 * user does: moves through the page item by item, clicks the item it is on, types into it.
 *
 * The tests drive it through this class and record a transcript: every phrase it spoke, in order, with the
 * tester's actions between them, saved under test-results/screen-reader/ and attached to the test report.
 */

declare global {
  interface Window {
    virtualScreenReader?: { virtual: Virtual };
  }
}

/** The library's browser build (an ES module), turned into a classic script that sets window.virtualScreenReader. */
let browserBundle: Promise<string> | undefined;
function loadBrowserBundle(): Promise<string> {
  browserBundle ??= (async () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(
      require.resolve('@guidepup/virtual-screen-reader/browser.js'),
      'utf8',
    );
    const { code } = await transform(source, {
      format: 'iife',
      globalName: 'virtualScreenReader',
      target: 'es2022',
    });
    return `${code}\nwindow.virtualScreenReader = virtualScreenReader;`;
  })();
  return browserBundle;
}

/** The most items a screen reader user is expected to move through to find something on a page. */
const maxMoves = 150;

/**
 * A phrase the reader must speak: its exact text, its beginning (a field's name, before its description), or
 * a pattern.
 */
export type Phrase = string | { startsWith: string } | RegExp;

/** A Phrase as a pattern, in the form page.evaluate can carry (a RegExp does not survive the trip). */
interface Pattern {
  source: string;
  flags: string;
  description: string;
}

function toPattern(phrase: Phrase): Pattern {
  if (phrase instanceof RegExp) {
    return { source: phrase.source, flags: phrase.flags, description: String(phrase) };
  }
  if (typeof phrase === 'string') {
    return { source: `^${escapeRegExp(phrase)}$`, flags: '', description: `"${phrase}"` };
  }
  const start = phrase.startsWith;
  return { source: `^${escapeRegExp(start)}`, flags: '', description: `"${start}…"` };
}

/** What the reader says as it arrives on a page's h1 (the app moves focus there after each navigation). */
export function headingPhrase(heading: string, level = 1): string {
  return `heading, ${heading}, level ${level}`;
}

export class ScreenReader {
  /** Spoken phrases, the tester's actions ('> …') and notes ('# …'), in order. */
  private readonly transcript: string[] = [];
  /** How many phrases of the page's current reader session are already in the transcript. */
  private copied = 0;
  /** Where the last action's phrases start in the transcript: expectHeard looks from here. */
  private sinceAction = 0;

  private constructor(private readonly page: Page) {}

  /** Puts the reader into every document the page loads from now on. Call before the first goto. */
  static async install(page: Page): Promise<ScreenReader> {
    await page.addInitScript({ content: await loadBrowserBundle() });
    return new ScreenReader(page);
  }

  /**
   * Starts the reader over the document now loaded. A full page load ends the previous document's reader and
   * its log (the app is a single-page app: client-side navigations keep it), so call this again after one.
   */
  async start(): Promise<void> {
    // Start over the page as loaded (every page has its h1), not over the loading spinner before it.
    await this.page.locator('#maincontent h1').waitFor();
    this.action(`start on ${new URL(this.page.url()).pathname}`);
    this.copied = 0;
    await this.page.evaluate(async () => {
      const reader = window.virtualScreenReader?.virtual;
      if (!reader)
        throw new Error('The virtual screen reader was not injected (ScreenReader.install).');
      await reader.start({ container: document.body });
    });
    await this.note(`document title: ${await this.page.title()}`);
  }

  /** Moves to the next item, as the down arrow does in a screen reader's reading mode. */
  async next(): Promise<void> {
    this.action('next');
    await this.page.evaluate(() => window.virtualScreenReader!.virtual.next());
    await this.copyLog();
  }

  /**
   * Reads on, item by item, until the reader speaks `phrase` (a screen reader user looking for something),
   * and fails if it is not among the next items. `backwards` reads back up the page instead.
   */
  async moveTo(phrase: Phrase, { backwards = false } = {}): Promise<void> {
    const wanted = toPattern(phrase);
    this.action(`read ${backwards ? 'back' : 'on'} to ${wanted.description}`);
    // One round trip for the whole search: the reader moves in the page until it speaks the phrase.
    const found = await this.page.evaluate(
      async ({ source, flags, max, back }) => {
        const reader = window.virtualScreenReader!.virtual;
        const pattern = new RegExp(source, flags);
        for (let moves = 0; moves < max; moves++) {
          await (back ? reader.previous() : reader.next());
          if (pattern.test(await reader.lastSpokenPhrase())) return true;
        }
        return false;
      },
      { ...wanted, max: maxMoves, back: backwards },
    );
    await this.copyLog();
    expect(found, `the reader reached ${wanted.description} within ${maxMoves} items`).toBe(true);
  }

  /** Activates the item the reader is on (a click, as a screen reader's Enter in reading mode). */
  async act(): Promise<void> {
    this.action('activate');
    await this.page.evaluate(() => window.virtualScreenReader!.virtual.act());
    await this.copyLog();
  }

  /** Types into the item the reader is on. */
  async type(text: string): Promise<void> {
    this.action(`type "${text}"`);
    await this.page.evaluate((typed) => window.virtualScreenReader!.virtual.type(typed), text);
    await this.copyLog();
  }

  /**
   * Presses a key on the real keyboard (Tab, Shift+Tab, Escape…): the reader follows the focus it moves,
   * as a screen reader does.
   */
  async press(key: string): Promise<void> {
    this.action(`key ${key}`);
    await this.page.keyboard.press(key);
    await this.copyLog();
  }

  /** Fails unless the reader has spoken `phrase` since the last action (waiting, for live regions). */
  async expectHeard(phrase: Phrase): Promise<void> {
    const wanted = toPattern(phrase);
    const pattern = new RegExp(wanted.source, wanted.flags);
    await expect
      .poll(
        async () => {
          await this.copyLog();
          return this.transcript.slice(this.sinceAction).some((line) => pattern.test(line));
        },
        { message: `the reader said ${wanted.description} after: ${this.lastAction()}` },
      )
      .toBe(true);
  }

  /** Fails if any phrase spoken since the last action contains `text` (e.g. two phrases run together). */
  async expectNotHeard(text: string): Promise<void> {
    await this.copyLog();
    const heard = this.transcript.slice(this.sinceAction).filter((line) => line.includes(text));
    expect(heard, `the reader said "${text}" after: ${this.lastAction()}`).toEqual([]);
  }

  /**
   * Arrival on a page after a navigation: the reader speaks its h1 (the app moves focus there), and the
   * document's title, which a screen reader reads on a page load, is the page's (ACCESSIBILITY.md), noted in the
   * transcript: the virtual reader does not speak titles.
   */
  async expectArrival(heading: string, { withErrors = false } = {}): Promise<void> {
    await this.expectHeard(headingPhrase(heading));
    const title = pageTitle(heading, { withErrors });
    await expect(this.page).toHaveTitle(title);
    await this.note(`document title: ${title}`);
  }

  /**
   * A form's error summary after a failed submit (ACCESSIBILITY.md "Validation"): it has focus, the title
   * starts 'Error: ', Tab from it reaches its first link, and the reader reads it as an alert with its title.
   * Playwright checks the focus: the virtual reader does not follow focus to a container without a role (the
   * NHS summary's outer div), nor speak an alert region inserted whole, which real screen readers do.
   */
  async expectErrorSummary({
    summary,
    pageHeading,
    title,
    firstError,
  }: {
    summary: Locator;
    pageHeading: string;
    title: string;
    firstError: string;
  }): Promise<void> {
    await expect(summary).toBeFocused();
    await expect(this.page).toHaveTitle(pageTitle(pageHeading, { withErrors: true }));
    await this.note(`focus: the error summary; document title: ${await this.page.title()}`);
    await this.press('Tab');
    await this.expectHeard(`link, ${firstError}`);
    await this.moveTo(headingPhrase(title, 2), { backwards: true });
    await this.moveTo('alert', { backwards: true });
  }

  /** Adds a note to the transcript (what the test checked that the reader does not speak). */
  async note(text: string): Promise<void> {
    await this.copyLog();
    this.transcript.push(`# ${text}`);
  }

  /**
   * Saves the transcript for an auditor to read: test-results/screen-reader/<test title>.txt, and as an
   * attachment of the test in the report.
   */
  async save(): Promise<void> {
    await this.copyLog().catch(() => undefined); // the page may be gone after a failure
    const info = test.info();
    const body = [
      `# Screen-reader transcript: ${info.titlePath.slice(1).join(' › ')}`,
      '# @guidepup/virtual-screen-reader in Chromium. Plain lines are spoken phrases; live-region',
      "# announcements start 'polite:' or 'assertive:'. '>' lines are the tester's actions, '#' lines notes.",
      '',
      ...this.transcript,
      '',
    ].join('\n');
    const slug = info.title
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    const file = path.join(info.project.outputDir, 'screen-reader', `${slug}.txt`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
    await info.attach('screen-reader transcript', { body, contentType: 'text/plain' });
  }

  private action(description: string): void {
    this.transcript.push(`> ${description}`);
    this.sinceAction = this.transcript.length;
  }

  private lastAction(): string {
    return this.transcript.findLast((line) => line.startsWith('> ')) ?? '(none)';
  }

  /** Copies the phrases spoken since the last copy from the page's reader into the transcript. */
  private async copyLog(): Promise<void> {
    const log = await this.page.evaluate(() =>
      window.virtualScreenReader!.virtual.spokenPhraseLog(),
    );
    this.transcript.push(...log.slice(this.copied));
    this.copied = log.length;
  }
}
