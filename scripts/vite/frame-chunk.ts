/**
 * One chunk for what every page fetches once the entry has run (issue #20, docs/decisions/0010-performance.md):
 * the frame's data part with the route table and TanStack Query (src/app/frame/frame-data.tsx), graphql-request's
 * client, the session-aware data source, the cookie banner and the error catalogue beyond the frame, with
 * everything they import statically, less what the entry already holds (its static imports: the first render,
 * which `npm run size:check` guards). Left to itself, Rolldown cuts these into some fifteen chunks, each
 * gzipped alone with its own imports and exports; together they compress as one file (4.4 kB gzip less on
 * every page measured by `npm run bench -- --only=pages`). Traded: the cookie policy page, the one page without
 * the banner, now fetches its code too (about 0.8 kB gzip), which saves as much on every other page.
 *
 * The same group gathers the first render's libraries (the entry's static imports) into one chunk too: left to
 * itself, Rolldown cuts what the entry shares with the screens into eight files (React, react-router's hooks,
 * i18next, the JSX runtime, classnames…), each with its own imports and exports: 2.8 kB gzip more on every page.
 */
import path from 'node:path';
import type { Manifest, Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ChunkingContext = Rolldown.ChunkingContext;

/** The chunk's name, as in `assets/frame-data-[hash].js`. */
export const FRAME_CHUNK_NAME = 'frame-data';
/** The first render's libraries' chunk, as in `assets/first-render-[hash].js`. */
export const FIRST_RENDER_CHUNK_NAME = 'first-render';

/**
 * Packages whose index re-exports every component: following the entry's static imports through it reaches
 * all of them, though the entry uses a few. Left out of the first render's chunk, Rolldown keeps the few the
 * entry uses with the entry and the rest with the screens that use them.
 */
const BARREL_PACKAGES = /\/node_modules\/nhsuk-react-components\//;

/**
 * What the app imports dynamically as soon as it starts, on every page (manifest keys, relative to the project):
 * graphql-request's client (src/lib/gateway-client.ts), the whole error catalogue (src/lib/error-catalogue.ts),
 * the frame's data part with TanStack Query and the route table (src/app/main.tsx, src/app/frame/app-frame.tsx)
 * and the cookie banner (app-frame.tsx).
 */
const FRAME_ROOTS = [
  'src/lib/persisted-graphql-client.ts',
  'locales/en/errors.json?beyond-frame&lang.json',
  'src/app/session-aware-client.ts',
  'src/app/frame/frame-data.tsx',
  'src/app/frame/cookie-banner.tsx',
];

/**
 * The manifest key of the frame's chunk (`_frame-data-[hash].js`: a chunk of several modules has no source file
 * to be keyed by), for the pages to preload it (scripts/vite/prerender.ts).
 */
export function frameChunkKey(manifest: Manifest): string {
  const keys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.name === FRAME_CHUNK_NAME && chunk.file.endsWith('.js'))
    .map(([key]) => key);
  const [key] = keys;
  if (key === undefined || keys.length > 1) {
    throw new Error(
      `frame chunk: expected one ${FRAME_CHUNK_NAME} chunk in the manifest, found ${keys.length}`,
    );
  }
  return key;
}

/** The modules reachable from `starts` (themselves included), following `next` of each module's info. */
function reachable(
  starts: Iterable<string>,
  ctx: ChunkingContext,
  next: (info: Rolldown.ModuleInfo) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) queue.push(...next(info));
  }
  return seen;
}
const staticImports = (info: Rolldown.ModuleInfo) => info.importedIds;

/**
 * The group for `output.codeSplitting.groups`. `root` is the project's directory. The modules are worked out
 * from the module graph on the first call (Rolldown calls `name` once the graph is complete).
 */
export function frameChunkGroup(root: string): CodeSplittingGroup {
  let members: Set<string> | undefined;
  let firstRender: Set<string> | undefined;
  const roots = new Set(FRAME_ROOTS.map((source) => path.join(root, source)));
  return {
    // The members' static imports are members or the entry's: nothing more to pull in (and pulling in would
    // move the entry's React, react-router and i18next here, making this chunk part of the first render).
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      if (!members) {
        const all = [...allModules(id, ctx)];
        const entries = all.filter((candidate) => ctx.getModuleInfo(candidate)?.isEntry);
        const initial = reachable(entries, ctx, staticImports);
        firstRender = new Set(
          [...initial].filter(
            (member) => !ctx.getModuleInfo(member)?.isEntry && !BARREL_PACKAGES.test(member),
          ),
        );
        members = new Set(
          [
            ...reachable(
              all.filter((candidate) => roots.has(candidate)),
              ctx,
              staticImports,
            ),
          ].filter((member) => !initial.has(member)),
        );
      }
      if (members.has(id)) return FRAME_CHUNK_NAME;
      return firstRender?.has(id) ? FIRST_RENDER_CHUNK_NAME : null;
    },
  };
}

/** Every module of the build: up from `id` to the entries, then down through every import. */
function allModules(id: string, ctx: ChunkingContext): Set<string> {
  const up = reachable([id], ctx, (info) => [...info.importers, ...info.dynamicImporters]);
  return reachable(up, ctx, (info) => [...info.importedIds, ...info.dynamicallyImportedIds]);
}
