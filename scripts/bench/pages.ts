/**
 * The pages as a phone would load them (issue #20), on the bench's own stack (scripts/bench/bench-stack.ts):
 *  - Lighthouse's default config, which is its mobile preset (a mid-range phone on a slow 4G link, simulated),
 *    through the `lighthouse` npm package on the machine's Chromium started by chrome-launcher; the median of
 *    `runs` runs per page of the performance score, first and largest contentful paint, total blocking time,
 *    layout shift, and the accessibility score;
 *  - the JavaScript fetched until the page is idle, measured in Chromium (Playwright) from the network: the
 *    bytes that came over the wire for each script (as served: brotli), and the same files' gzip copies from
 *    the build, against the issue's 150 kB.
 * Signed-in pages get a fresh session for each run: the bench signs in through the gateway, as the app's
 * sign-in does, and gives the browser the session cookie (Lighthouse: extraHeaders; Playwright: the context's
 * cookies). A fresh one each time because the gateway rotates the refresh token inside it.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedEmails } from '../../api/src/demo/seed-ids';
import { chromiumLaunchOptions } from '../../tests/setup/chromium';
import { GatewaySession } from './clients';
import { median } from './stats';

/** Issue #20: "all JavaScript fetched until idle ≤ 150 KB gzipped on every route". */
export const IDLE_JS_BUDGET_BYTES = 150_000;
/** Issue #20: "Lighthouse performance ≥ 95 … Accessibility stays 100". */
export const PERFORMANCE_SCORE_TARGET = 95;

export interface BenchPage {
  label: string;
  path: string;
  /** The demo account to sign in as; null for a public page. */
  email: string | null;
}

/**
 * Issue #20's pages and one screen of each area. A new area adds a line here (its list or first screen, as a
 * patient who can use it).
 */
export const benchPages: BenchPage[] = [
  { label: 'sign in', path: '/login', email: null },
  { label: 'home', path: '/', email: seedEmails.alexLinked },
  { label: 'my medicines', path: '/my-meds', email: seedEmails.alexLinked },
  { label: 'current orders', path: '/my-meds/orders', email: seedEmails.alexLinked },
  { label: 'choose a pharmacy', path: '/choose-pharmacy', email: seedEmails.ninaNoPharmacy },
  { label: 'reminders', path: '/my-meds/reminders', email: seedEmails.alexLinked },
  { label: 'appointments', path: '/my-services/appointments', email: seedEmails.avaAppointments },
  { label: 'messages', path: '/my-services/messages', email: seedEmails.miaMessages },
  { label: 'medical record', path: '/my-services/my-medical-record', email: seedEmails.alexLinked },
  { label: 'help', path: '/help', email: null },
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the page ended: a guard's redirect shows here. */
  finalPath: string;
}

export interface IdleJavaScript {
  scripts: number;
  transferBytes: number;
  gzipBytes: number;
  /** Each script fetched, by its path, with its gzip copy's size: where the bytes went. */
  files: { path: string; gzipBytes: number }[];
}

async function sessionCookie(gatewayUrl: string, email: string | null): Promise<string | null> {
  if (email === null) return null;
  const session = new GatewaySession(gatewayUrl);
  await session.signIn(email);
  return session.cookiePair;
}

/** One Lighthouse run (mobile preset) of `page` in an already started Chromium. */
async function lighthouseRun(
  gatewayUrl: string,
  page: BenchPage,
  port: number,
): Promise<LighthouseFigures> {
  const cookie = await sessionCookie(gatewayUrl, page.email);
  const result = await lighthouse(`${gatewayUrl}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie === null ? {} : { extraHeaders: { Cookie: cookie } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/** The median of `runs` Lighthouse runs of each page (null when every run failed), one Chromium for all. */
export async function lighthouseFigures(
  gatewayUrl: string,
  pages: readonly BenchPage[],
  runs: number,
): Promise<(LighthouseFigures | null)[]> {
  const { executablePath, args } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: ['--headless=new', ...args],
  });
  try {
    const figures: (LighthouseFigures | null)[] = [];
    for (const page of pages) {
      const series: LighthouseFigures[] = [];
      const errors: string[] = [];
      // A run Lighthouse itself gives up on (a trace without a navigation start, under load) is retried.
      for (let attempt = 0; series.length < runs && attempt < runs + 2; attempt++) {
        try {
          series.push(await lighthouseRun(gatewayUrl, page, chrome.port));
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
        }
      }
      process.stderr.write(
        `  lighthouse ${page.path}: ${series.length} runs${errors.length ? `, ${errors.length} failed (${errors.at(-1)})` : ''}\n`,
      );
      if (series.length === 0) {
        figures.push(null);
        continue;
      }
      const mid = (pick: (figures: LighthouseFigures) => number) => median(series.map(pick));
      figures.push({
        performance: mid((f) => f.performance),
        accessibility: mid((f) => f.accessibility),
        fcpMs: mid((f) => f.fcpMs),
        lcpMs: mid((f) => f.lcpMs),
        tbtMs: mid((f) => f.tbtMs),
        cls: mid((f) => f.cls),
        finalPath: series.at(-1)?.finalPath ?? '',
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/** How long after the network goes quiet the bench still listens: the app loads some code when idle. */
const IDLE_GRACE_MS = 3_000;

/**
 * The scripts each page fetches from its first request until it is idle, in Chromium from the network: the
 * encoded body size of each response (what crossed the wire), and the size of the build's gzip copy of the
 * same file (dist/app/….gz), for the issue's gzipped budget.
 */
export async function idleJavaScript(
  gatewayUrl: string,
  distDir: string,
  pages: readonly BenchPage[],
): Promise<IdleJavaScript[]> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const figures: IdleJavaScript[] = [];
    for (const page of pages) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const cookie = await sessionCookie(gatewayUrl, page.email);
      if (cookie !== null) {
        const [name = '', ...value] = cookie.split('=');
        await context.addCookies([{ name, value: value.join('='), url: gatewayUrl }]);
      }
      const tab = await context.newPage();
      const scripts = new Map<string, number>();
      tab.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        void request.sizes().then((sizes) => scripts.set(request.url(), sizes.responseBodySize));
      });
      await tab.goto(`${gatewayUrl}${page.path}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(IDLE_GRACE_MS);
      await tab.waitForLoadState('networkidle');
      await context.close();
      const files = [...scripts.keys()].map((url) => {
        const { pathname } = new URL(url);
        return { path: pathname, gzipBytes: gzipCopySize(path.join(distDir, pathname)) };
      });
      figures.push({
        scripts: scripts.size,
        transferBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
        gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        files,
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The size of the build's gzip copy of `file`, or of the file itself when it has none (too small). */
function gzipCopySize(file: string): number {
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return statSync(file).size;
  }
}
