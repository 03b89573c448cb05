/**
 * What the browser downloads, gzipped, for a first visit to /login, computed from the built files in
 * dist/app (the graph is read from the chunks themselves; the first-render budget in CI reads the build
 * manifest instead: scripts/bundle/first-render-budget.ts):
 * - index.html's entry script, its modulepreload links and its stylesheets;
 * - every chunk those import statically (`import … from "./x.js"`, `import "./x.js"`), transitively;
 * - the /login route's lazy chunk (the chunk whose source map contains src/features/auth/login-screen.tsx),
 *   the files Vite preloads with it (`__vite__mapDeps([...])` next to its `import()`), and their static imports;
 * - the chunk of the login screen's words (locales/en/auth.json), which src/lib/app-i18n.ts loads when the
 *   screen first renders.
 * Each file is gzipped on its own with zlib (default level 6, as a server compressing on the fly would) and
 * the sizes are summed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface LoadedFile {
  /** Path relative to dist/app, e.g. assets/index-abc.js. */
  file: string;
  kind: 'js' | 'css';
  /** Why it is loaded: the entry, a static import, the login route… */
  reason: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  files: LoadedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsRawBytes: number;
  cssRawBytes: number;
  loginChunk: string;
  /** JS /login fetches once it is on screen (not counted in the budget, listed so the total is known). */
  afterFirstPaint: LoadedFile[];
  afterFirstPaintGzipBytes: number;
}

/**
 * What /login downloads after it has rendered, without which the page still shows and takes input:
 * nhsuk-frontend's scripts, which nhsuk-react-components imports once its components have mounted (header
 * menu, button double-click guard, error summary focus), and the validation that loads when the browser is
 * idle, before the first submit (src/lib/lazy-yup-resolver.ts).
 */
const afterFirstPaintSources = [
  [
    'node_modules/nhsuk-frontend/dist/nhsuk/components/header/header.mjs',
    "nhsuk-frontend's scripts, after mount",
  ],
  ['src/features/auth/login-schema.ts', 'login validation rules, when idle'],
  ['node_modules/@hookform/resolvers/yup/dist/yup.mjs', 'yup resolver, when idle'],
  [
    'node_modules/react-hook-form/dist/index.esm.mjs',
    "react-hook-form (the resolver's helpers), when idle",
  ],
  ['node_modules/yup/index.esm.js', 'yup, when idle'],
] as const;

/** The module whose lazy chunk is the /login screen (src/app/router.tsx route table). */
const loginScreenSource = 'src/features/auth/login-screen.tsx';
/** The feature namespace the login screen reads (useTranslation('auth')), a chunk of its own. */
const loginWordsSource = 'locales/en/auth.json';

export function firstLoadOfLogin(distDir: string): FirstLoad {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} is missing: build the app first (npx vite build)`);
  }
  const html = readFileSync(indexHtml, 'utf8');
  const wanted = new Map<string, string>();
  const add = (file: string, reason: string) => {
    if (!wanted.has(file)) wanted.set(file, reason);
  };

  const entry = /<script[^>]*type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no <script type="module" src> in dist/app/index.html');
  add(entry, 'entry (index.html)');
  for (const [, href = ''] of html.matchAll(
    /<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g,
  )) {
    add(href, 'modulepreload (index.html)');
  }
  for (const [, href = ''] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+)"/g)) {
    add(href, 'stylesheet (index.html)');
  }
  followStaticImports(distDir, entry, add);

  const loginChunk = findChunkBySource(distDir, loginScreenSource);
  add(loginChunk, '/login route chunk');
  for (const dep of preloadedWith(distDir, entry, loginChunk))
    add(dep, 'preloaded with /login chunk');
  add(findChunkBySource(distDir, loginWordsSource), '/login words (loaded on first render)');
  for (const file of [...wanted.keys()]) {
    if (file.endsWith('.js')) followStaticImports(distDir, file, add);
  }

  const files = [...wanted].map(([file, reason]) => measure(distDir, file, reason));

  const later = new Map<string, string>();
  const addLater = (file: string, reason: string) => {
    if (!wanted.has(file) && !later.has(file)) later.set(file, reason);
  };
  for (const [source, reason] of afterFirstPaintSources) {
    const chunk = findChunkBySource(distDir, source);
    addLater(chunk, reason);
    followStaticImports(distDir, chunk, addLater);
  }
  const afterFirstPaint = [...later].map(([file, reason]) => measure(distDir, file, reason));
  const sum = (kind: 'js' | 'css', key: 'rawBytes' | 'gzipBytes') =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file[key], 0);
  return {
    files,
    jsGzipBytes: sum('js', 'gzipBytes'),
    cssGzipBytes: sum('css', 'gzipBytes'),
    jsRawBytes: sum('js', 'rawBytes'),
    cssRawBytes: sum('css', 'rawBytes'),
    loginChunk,
    afterFirstPaint,
    afterFirstPaintGzipBytes: afterFirstPaint.reduce((total, file) => total + file.gzipBytes, 0),
  };
}

function measure(distDir: string, file: string, reason: string): LoadedFile {
  const content = readFileSync(path.join(distDir, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    reason,
    rawBytes: content.length,
    gzipBytes: gzipSync(content).length,
  };
}

/** Adds every chunk `file` imports statically, and theirs, to `add`. */
function followStaticImports(
  distDir: string,
  file: string,
  add: (file: string, reason: string) => void,
  seen = new Set<string>(),
): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(path.join(distDir, file), 'utf8');
  // Static imports only: `from"./x.js"` and bare `import"./x.js"`; `import("./x.js")` is dynamic and skipped.
  const specifiers = [
    ...[...code.matchAll(/\bfrom\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map(
      ([, file = '']) => file,
    ),
    ...[...code.matchAll(/\bimport\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map(
      ([, file = '']) => file,
    ),
  ];
  for (const specifier of specifiers) {
    const target = path.posix.join(path.posix.dirname(file), specifier);
    add(target, `static import of ${path.posix.basename(file)}`);
    followStaticImports(distDir, target, add, seen);
  }
}

/** The built JS chunk whose source map lists `source` (build.sourcemap is on in vite.config.ts). */
function findChunkBySource(distDir: string, source: string): string {
  const assets = path.join(distDir, 'assets');
  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const matches = chunks.filter((name) => {
    const map = path.join(assets, `${name}.map`);
    if (!existsSync(map)) return false;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
    return sources.some((entry) => entry.replaceAll('\\', '/').endsWith(source));
  });
  // Without source maps, fall back on Vite's chunk naming (the module's file name).
  const byName = chunks.filter((name) =>
    name.startsWith(`${path.basename(source, path.extname(source))}-`),
  );
  const candidates = matches.length > 0 ? matches : byName;
  if (candidates.length !== 1) {
    throw new Error(`expected one chunk for ${source}, found ${candidates.join(', ') || 'none'}`);
  }
  return `assets/${candidates.join('')}`;
}

/**
 * Files Vite preloads together with a lazy chunk: in the importer, `import("./chunk.js")` is followed by
 * `__vite__mapDeps([i, …])`, indices into the `m.f=[…]` list of paths.
 */
function preloadedWith(distDir: string, importer: string, chunk: string): string[] {
  const code = readFileSync(path.join(distDir, importer), 'utf8');
  const list = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
  if (list === undefined) return [];
  const paths = [...list.matchAll(/["'`]([^"'`]+)["'`]/g)].map(([, file = '']) => file);
  const name = path.posix.basename(chunk);
  const at = code.search(
    new RegExp(`import\\(\\s*["'\`]\\./${name.replace(/[.]/g, '\\.')}["'\`]\\s*\\)`),
  );
  if (at < 0) return [];
  const deps = /__vite__mapDeps\(\[([\d,\s]*)\]\)/.exec(code.slice(at, at + 400))?.[1];
  if (deps === undefined) return [];
  return deps
    .split(',')
    .map((index) => paths[Number(index.trim())])
    .filter((file): file is string => file !== undefined);
}
