/**
 * The modulepreload links a prerendered page needs so that its route's code and words are fetched together
 * with the entry, not after it has run (issue #20: "preload the route's chunks and its query in parallel,
 * never one after the other"). Read from the build manifest (dist/app/.vite/manifest.json), so a new
 * route's chunks are covered without new code.
 */
import type { Manifest } from 'vite';
import { SCRIPT_PRIORITY } from './scripts-after-styles.ts';

/** The manifest key of the HTML entry (index.html). */
function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (key === undefined) throw new Error('route preloads: the manifest has no entry');
  return key;
}

/** `keys` and every chunk they import statically, transitively (manifest keys). */
function withStaticImports(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route preloads: ${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The files (as in the manifest, e.g. assets/login-screen-x.js) to preload for modules `sources` (manifest
 * keys: a screen's source file, a namespace's locales/en/<namespace>.json): each one's chunk and its static
 * imports, transitively, less what the entry loads already (index.html preloads those itself).
 */
export function routePreloadFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const entryChunks = withStaticImports(manifest, [entryKey(manifest)]);
  return [...withStaticImports(manifest, sources)]
    .filter((key) => !entryChunks.has(key))
    .flatMap((key) => manifest[key]?.file ?? []);
}

/**
 * `html` with a modulepreload link for each file (`base` from Vite's config), after the entry's own links and
 * at their low priority (scripts-after-styles.ts).
 */
export function withModulePreloads(html: string, files: readonly string[], base: string): string {
  if (files.length === 0) return html;
  const links = files
    .map(
      (file) => `<link rel="modulepreload" ${SCRIPT_PRIORITY} crossorigin href="${base}${file}">`,
    )
    .join('\n    ');
  const anchor = html.lastIndexOf('</head>');
  if (anchor < 0) throw new Error('route preloads: no </head> in the page');
  return `${html.slice(0, anchor)}  ${links}\n  ${html.slice(anchor)}`;
}
