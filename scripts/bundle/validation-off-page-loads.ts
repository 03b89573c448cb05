/**
 * A form's validation rules load at the user's first interaction (src/lib/lazy-yup-resolver.ts), never with
 * a page: yup and its resolver are ~13 kB gzipped, and a screen that imports yup statically, even through a
 * helper, fetches them on every visit (issue #20: JavaScript until idle). The reminders list did, through
 * the date-of-birth helpers its date formatting used. Read from the build (the manifest's chunk graph and each
 * chunk's source map): what a page loads is the entry, the chunks it starts itself (the frame's data part, the
 * cookie banner…), each screen of the route table, and everything those import statically; none of them may
 * hold a module of yup or @hookform/resolvers. Some screens have rules of their own (SCREEN_RULES).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteManifest } from './first-render-budget';

/** The packages that load at the first interaction only. */
const INTERACTION_ONLY = /\/node_modules\/(yup|@hookform\/resolvers)\//;
/**
 * What some screens' pages must not load with them, each with why (a page's own rule, kept since its cut):
 * the current orders list shows no form until a press opens one, which loads react-hook-form (~13 kB) itself;
 * /choose-pharmacy's form holds only the chosen id, and loads react-hook-form at the first interaction, and its
 * parts shown after a search, a choice or an error (banner, error summaries, chosen pharmacy, all-patients box)
 * come then too, or as the page opens when it shows them;
 * /login writes the iOS app flag once and keeps no store of it, so zustand's persist middleware stays off it;
 * the medical record opens on a section without the test results' table and chart, which come with that tab;
 * home's two banners (NotificationBanner) come only when one shows; the orders list's error summary and
 * its lazy resolver come with the cancel form, which alone can report a problem.
 */
const SCREEN_RULES: { screen: RegExp; modules: RegExp; why: string }[] = [
  {
    screen: /(^|\/)src\/features\/orders\/current-orders-screen\.tsx$/,
    modules: /\/node_modules\/react-hook-form\//,
    why: 'react-hook-form with the page (%s holds it): its only form opens on a press, and loads with it (cancel-order-form.tsx)',
  },
  {
    screen: /(^|\/)src\/features\/orders\/current-orders-screen\.tsx$/,
    modules: /\/src\/(components\/form-error-summary\.tsx|lib\/lazy-yup-resolver\.ts)$/,
    why: "the error summary or the lazy resolver with the page (%s holds it): they come with the cancel form's chunk (cancel-order-form.tsx)",
  },
  {
    screen: /(^|\/)src\/features\/pharmacy\/choose-pharmacy-screen\.tsx$/,
    modules: /\/node_modules\/react-hook-form\//,
    why: "react-hook-form with the page (%s holds it): the chosen pharmacy's form loads it at the first interaction (src/lib/deferred-form.ts)",
  },
  {
    screen: /(^|\/)src\/features\/pharmacy\/choose-pharmacy-screen\.tsx$/,
    modules:
      /(\/src\/features\/pharmacy\/components\/pharmacy-choice-(notices|details)\.tsx|\/src\/components\/(form-error-summary|failure-summary)\.tsx|\/nhsuk-react-components\/dist\/esm\/components\/(form-elements\/checkboxes|content-presentation\/(notification-banner|summary-list))\/)/,
    why: 'a part shown only after a search, a choice or an error, or for some patients, with the page (%s holds it): each comes at the first interaction or when the page opens with it (choose-pharmacy-screen.tsx)',
  },
  {
    screen: /(^|\/)src\/features\/auth\/login-screen\.tsx$/,
    modules: /\/node_modules\/zustand\/esm\/middleware/,
    why: "zustand's persist middleware with the page (%s holds it): the iOS app flag is written once (ios-app-banner-store.ts), no store is kept",
  },
  {
    screen: /(^|\/)src\/features\/medical-record\/medical-record-screen\.tsx$/,
    modules:
      /(\/src\/features\/medical-record\/components\/(trend-chart|test-result-histories)\.tsx|\/nhsuk-react-components\/dist\/esm\/components\/content-presentation\/table\/)/,
    why: "the test results' table or chart with the page (%s holds it): they come when that tab opens (section-entries.tsx, preloadTestResults)",
  },
  {
    screen: /(^|\/)src\/features\/home\/home-screen\.tsx$/,
    modules:
      /(\/src\/features\/home\/components\/(link-prompt|ios-app)-banner\.tsx|\/content-presentation\/notification-banner\/)/,
    why: 'a banner or NotificationBanner with the page (%s holds it): most visits show neither, and each comes when it shows (home-screen.tsx)',
  },
];
/** The route table's module: its lazy imports are the screens. */
const ROUTE_TABLE = /(^|\/)src\/app\/router\.tsx$/;

interface ManifestChunkWithLazy {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The modules a built chunk holds, from its source map (none when it has no map). */
function sourcesOf(distDir: string, file: string): string[] {
  const map = path.join(distDir, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

/** What each page loads with it: for each root (the entry, a chunk it starts, a screen), its static closure. */
function pageLoads(
  distDir: string,
  manifest: ViteManifest,
): { loads: Map<string, string[]>; holds: (key: string, modules: RegExp) => boolean } {
  const chunks = manifest as Record<string, ManifestChunkWithLazy>;
  const sources = new Map<string, string[]>();
  const sourcesOfKey = (key: string) => {
    const file = chunks[key]?.file ?? '';
    if (!sources.has(key)) sources.set(key, sourcesOf(distDir, file));
    return sources.get(key) ?? [];
  };
  const keys = Object.keys(chunks);
  const entry = keys.find((key) => chunks[key]?.isEntry);
  if (entry === undefined) throw new Error('the build manifest has no entry');
  const routeTables = keys.filter((key) => sourcesOfKey(key).some((s) => ROUTE_TABLE.test(s)));
  const roots = new Set([
    entry,
    ...(chunks[entry]?.dynamicImports ?? []),
    ...routeTables.flatMap((key) => chunks[key]?.dynamicImports ?? []),
  ]);
  const loads = new Map<string, string[]>();
  for (const root of roots) {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (seen.has(key) || chunk === undefined) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(root);
    loads.set(root, [...seen]);
  }
  return { loads, holds: (key, modules) => sourcesOfKey(key).some((s) => modules.test(s)) };
}

/** One line per chunk a page loads that brings validation with it, naming the chunk that holds it. */
export function validationOnPageLoads(distDir: string, manifest: ViteManifest): string[] {
  const chunks = manifest as Record<string, ManifestChunkWithLazy>;
  const { loads, holds } = pageLoads(distDir, manifest);
  const problems: string[] = [];
  for (const [root, loaded] of loads) {
    const holding = loaded.filter((key) => holds(key, INTERACTION_ONLY));
    if (holding.length > 0) {
      problems.push(
        `${root} loads validation with the page (${holding.map((key) => chunks[key]?.file).join(', ')} holds yup or its resolver): import a form's schema lazily (lazyYupResolver), and keep yup out of the modules screens import`,
      );
    }
    for (const rule of SCREEN_RULES.filter(({ screen }) => screen.test(root))) {
      const holding = loaded.filter((key) => holds(key, rule.modules));
      if (holding.length > 0) {
        const files = holding.map((key) => chunks[key]?.file).join(', ');
        problems.push(`${root} loads ${rule.why.replace('%s', files)}`);
      }
    }
  }
  return problems;
}

/** Reads dist/app's manifest and checks it. */
export function validationOnPageLoadsOfBuild(distDir: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  return validationOnPageLoads(distDir, manifest);
}
