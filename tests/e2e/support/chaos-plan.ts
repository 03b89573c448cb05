import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { chaosFaults, type UpstreamFault } from '../../../gateway/src/testing/upstream-faults';
import { crawlPlan, type CrawlEntry } from './crawl-plan';
import { routeTablePaths } from './route-table';

/**
 * The chaos journeys' plan (chaos.spec.ts, issue #22 'Upstream chaos'), generated from the route crawl's: each
 * route of the route table is reached as its first `loaded` crawl entry says, then the API fails. A new route
 * is covered as soon as the crawl covers it; `routesWithoutChaosEntry` names a route that is not.
 */
export interface ChaosEntry {
  entry: CrawlEntry;
  /** The faults this run drives the route through: one (rotated over the routes), or every one (CHAOS_ALL=1). */
  faults: readonly UpstreamFault[];
}

/**
 * How much of the plan a run takes. By default (the journeys in CI) a fixed sample of SAMPLE_SIZE routes, the
 * faults rotated over them, so each fault meets three routes, the same ones every run; CHAOS_SEED draws another
 * sample. CHAOS_ROUTES=all takes every route with one fault each; CHAOS_ALL=1 (`npm run chaos`) every route with
 * every fault.
 */
const SAMPLE_SIZE = 3 * chaosFaults.length;
const seed = Number(process.env['CHAOS_SEED'] ?? 22);
const everyFault = process.env['CHAOS_ALL'] === '1';
const everyRoute = everyFault || process.env['CHAOS_ROUTES'] === 'all';

/** A fixed-seed shuffle (mulberry32), so a sample is the same every run with the same seed. */
function shuffled<T>(items: readonly T[], from: number): T[] {
  let state = from >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The whole plan: every route's entry (from the crawl plan), with no faults chosen yet. */
function allEntries(): CrawlEntry[] {
  const firstLoaded = new Map<string, CrawlEntry>();
  for (const entry of crawlPlan)
    if (entry.state === 'loaded' && !firstLoaded.has(entry.route))
      firstLoaded.set(entry.route, entry);
  return [...firstLoaded.values()];
}

/** The entries this run drives, each with its faults (see SAMPLE_SIZE). */
export function chaosPlan(): ChaosEntry[] {
  const entries = everyRoute ? allEntries() : shuffled(allEntries(), seed).slice(0, SAMPLE_SIZE);
  return entries.map((entry, index) => ({
    entry,
    faults: everyFault ? chaosFaults : [chaosFaults[(index + seed) % chaosFaults.length]!],
  }));
}

/** Routes of the route table the chaos plan has no entry for (none: every route has a `loaded` crawl entry). */
export function routesWithoutChaosEntry(): string[] {
  const planned = new Set(allEntries().map((entry) => entry.route));
  return routeTablePaths().filter((route) => !planned.has(route));
}
/** The catalogue's messages (locales/en/errors.json) by code, as the page shows them (markup taken out). */
const catalogue = new Map<string, string>();
(function walk(node: unknown, prefix: string) {
  if (typeof node === 'string') catalogue.set(prefix, node.replace(/<[^>]+>/g, ''));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
})(
  JSON.parse(readFileSync(new URL('../../../locales/en/errors.json', import.meta.url), 'utf8')),
  '',
);

/** The text of a code's catalogue message up to its first placeholder, or undefined for no such code. */
export function catalogueText(code: string): string | undefined {
  return catalogue.get(code)?.split('{{')[0]?.trim();
}

/** As catalogueText, for a code the journey knows is in the catalogue: fails the journey when it is not. */
export function catalogueMessage(code: string): string {
  const text = catalogueText(code);
  if (text === undefined) throw new Error(`${code} is not a key of locales/en/errors.json`);
  return text;
}

/** Every catalogue message as the page shows it, up to its first placeholder. */
export function catalogueTexts(): string[] {
  return [...catalogue.keys()].flatMap((code) => catalogueText(code) || []);
}

/** The app's operations by persisted id (src/gql/persisted-documents.json): their names. */
const operationNames = new Map(
  Object.entries(
    JSON.parse(
      readFileSync(new URL('../../../src/gql/persisted-documents.json', import.meta.url), 'utf8'),
    ) as Record<string, string>,
  ).map(([id, text]) => [id, /(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? id]),
);

/** What the gateway answered the page's own operations with, as recordScreenErrors records it. */
export interface ScreenErrors {
  /** The error codes. */
  readonly codes: Set<string>;
  /** When (Date.now()) the last answer with an error came; undefined before any. */
  lastAt: number | undefined;
}

/**
 * Records the error codes the gateway answers the page's own operations with (not the frame's: a failed badge
 * or account line is the frame's to handle, and the screen may still show its content), and when the last came.
 */
export function recordScreenErrors(page: Page): ScreenErrors {
  const errors: ScreenErrors = { codes: new Set<string>(), lastAt: undefined };
  const { codes } = errors;
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const body = response.request().postDataJSON() as { documentId?: string } | null;
    const name = operationNames.get(body?.documentId ?? '') ?? '';
    if (name.startsWith('Frame')) return;
    void response
      .json()
      .then((json: { errors?: { extensions?: { code?: unknown } }[] }) => {
        for (const error of json.errors ?? []) {
          if (typeof error.extensions?.code !== 'string') continue;
          codes.add(error.extensions.code);
          errors.lastAt = Date.now();
        }
      })
      .catch(() => undefined);
  });
  return errors;
}

/** A field the journey typed into before the fault, and what it typed. */
export interface TypedField {
  field: Locator;
  value: string | true;
}

/** What a person would type into a field, by its type and name (valid-looking, so the form is sent). */
function valueFor(type: string, name: string): string {
  const named = (pattern: RegExp) => pattern.test(name);
  if (type === 'email' || named(/email/i)) return 'chaos.typed@example.com';
  if (type === 'password' || named(/password/i)) return 'Chaos-typed-1!';
  if (type === 'tel' || named(/phone|mobile/i)) return '07700900123';
  if (named(/day$/i)) return '12';
  if (named(/month$/i)) return '4';
  if (named(/year$/i)) return '1985';
  if (named(/postcode/i)) return 'NE1 4LP';
  if (type === 'number') return '3';
  return 'Typed before the fault';
}

/**
 * Fills the main form's empty text fields and answers its unanswered radio groups, as a person would before
 * sending it; returns what it typed (empty when the page has no form with a button to send it).
 */
export async function typeIntoForm(page: Page): Promise<{ typed: TypedField[]; send?: Locator }> {
  const form = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.locator('button') })
    .first();
  if ((await form.count()) === 0) return { typed: [] };
  const typed: TypedField[] = [];
  const groupsAnswered = new Set<string>();
  for (const field of await form.locator('input, textarea').all()) {
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    // A textarea has no type: it takes text.
    const type = (await field.getAttribute('type')) ?? 'text';
    const id = await field.getAttribute('id');
    const name = (await field.getAttribute('name')) ?? id ?? '';
    // Found again by its id (or name and value), not its place: the page may be drawn again after the fault.
    const again = (selector: string) => page.getByRole('main').locator(selector);
    if (type === 'radio') {
      if (groupsAnswered.has(name)) continue;
      groupsAnswered.add(name);
      if (await form.locator(`input[type=radio][name="${name}"]:checked`).count()) continue;
      const value = (await field.getAttribute('value')) ?? '';
      await field.check();
      typed.push({ field: again(`input[name="${name}"][value="${value}"]`), value: true });
    } else if (['text', 'email', 'password', 'tel', 'search', 'number'].includes(type)) {
      if ((await field.inputValue()) !== '' || id === null) continue;
      const value = valueFor(type, name);
      await field.fill(value);
      typed.push({ field: again(`[id="${id}"]`), value });
    }
  }
  const send = form.locator('button:not([type=button])').first();
  return (await send.count()) === 0 ? { typed } : { typed, send };
}
