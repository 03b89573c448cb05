/**
 * Build-only Vite plugin: once the client build is written, renders the public pages with React's static
 * rendering (src/app/prerender.tsx, loaded through Vite's module runner) into the built index.html, so that
 * their first paint needs no JavaScript (issue #20):
 * - each path of `prerenderedPaths` becomes `<path>/index.html` (the gateway serves it for that path,
 *   gateway/src/http/static-app.ts), #root marked with the path so that the client hydrates it;
 * - frame.html, which every other address gets, carries the frame as a signed-in route first renders it
 *   (header, footer, the account spinner), which the client replaces when it starts; each route with a
 *   fixed path gets its own copy as `<path>/index.html` (shellRoutes; home's is index.html itself),
 *   announcing its screen's code;
 * - each of these pages is written twice: `index.html` (`frame.html`) as it paints without a session, and
 *   `index.session.html` (`frame.session.html`) with the signed-in navigation, for requests with the session cookie
 *   (gateway/src/http/page-files.ts); #root says which (FRAME_SESSION_ATTRIBUTE), for the client's first render;
 * - each prerendered page also preloads its route's chunks and words (route-preloads.ts), and every page
 *   what the entry starts loading as it runs (the frame's chunk, scripts/vite/frame-chunk.ts), so that it
 *   comes with the entry instead of after it has run.
 * It runs before the precompress plugin (listed before it in vite.config.ts), which compresses these files
 * with the rest.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type * as PrerenderModuleShape from '../../src/app/prerender.tsx';
import { afterBuildWritten } from './after-build-written.ts';
import { frameChunkKey } from './frame-chunk.ts';
import { routePreloadFiles, withModulePreloads } from './route-preloads.ts';
import {
  FRAME_PAGE_FILE,
  FRAME_SESSION_PAGE_FILE,
  PAGE_FILE,
  SESSION_PAGE_FILE,
} from '../../gateway/src/http/page-files.ts';

type PrerenderModule = typeof PrerenderModuleShape;
type AppRoute = ReturnType<PrerenderModule['routeFor']>;

const prerenderEntry = fileURLToPath(new URL('../../src/app/prerender.tsx', import.meta.url));
const EMPTY_STYLE = '\0prerender-empty-style';
const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * Each page twice: as it first paints without a session, and with the signed-in navigation, which the gateway
 * sends when the request carries the session cookie (gateway/src/http/page-files.ts); the frame's page, for
 * an address without a page of its own, likewise.
 */
const pageFiles = [
  { name: PAGE_FILE, frameName: FRAME_PAGE_FILE, expectSession: false },
  { name: SESSION_PAGE_FILE, frameName: FRAME_SESSION_PAGE_FILE, expectSession: true },
] as const;
/** Styles are the browser's business: in Node an import of a stylesheet is an empty module. */
function stylesAsEmptyModules(): Plugin {
  return {
    name: 'prerender-styles-as-empty-modules',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\.(css|scss)(\?.*)?$/ },
      handler: () => EMPTY_STYLE,
    },
    load: {
      filter: { id: new RegExp(`^${EMPTY_STYLE}$`) },
      handler: () => 'export default {}',
    },
  };
}

/** `template` (the built index.html) with `html` in #root, the title replaced when there is one. */
export function pageFromTemplate(
  template: string,
  { html, title, rootAttributes = '' }: { html: string; title?: string; rootAttributes?: string },
): string {
  if (!template.includes(ROOT_ELEMENT))
    throw new Error(`prerender: no ${ROOT_ELEMENT} in index.html`);
  const withRoot = template.replace(
    ROOT_ELEMENT,
    () => `<div id="root"${rootAttributes}>${html}</div>`,
  );
  return title === undefined
    ? withRoot
    : withRoot.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
}

/**
 * The source file (a manifest key) a route's `screen()` imports. The module runner has rewritten the
 * route table's `import('../features/…')` to its resolved path from the root, which is what the client
 * build's manifest is keyed by.
 */
export function screenSource(screen: () => unknown): string {
  const source = /__vite_ssr_dynamic_import__\(\s*["']\/([^"']+)["']/.exec(screen.toString())?.[1];
  if (source === undefined)
    throw new Error(`prerender: cannot tell which module a screen imports: ${screen.toString()}`);
  return source;
}

async function readManifest(outDir: string, config: ResolvedConfig): Promise<Manifest> {
  const file =
    typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json';
  return JSON.parse(await readFile(path.join(outDir, file), 'utf8')) as Manifest;
}

export function prerenderPublicPages(): Plugin {
  return afterBuildWritten('prerender-public-pages', async (outDir, config) => {
    const indexFile = path.join(outDir, 'index.html');
    const template = await readFile(indexFile, 'utf8');
    const manifest = await readManifest(outDir, config);
    const entryStarted = routePreloadFiles(manifest, [frameChunkKey(manifest)]);
    // A server-side module runner that stays open while React renders: the screens and their words are
    // imported lazily, during the render.
    const server = await createServer({
      configFile: false,
      root: config.root,
      logLevel: 'warn',
      appType: 'custom',
      // The build's constants (vite.config.ts `define`): the pages are rendered from the same modules.
      define: config.define,
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      plugins: [stylesAsEmptyModules()],
    });
    /** What a page of `route` announces: what the entry starts loading, and the route's code and words. */
    const preloadsOf = (route: AppRoute): string[] => {
      const routePreloads = routePreloadFiles(manifest, [
        screenSource(route.screen),
        // The core namespaces (common, frame and the frame's errors) are in the entry, not files of their own.
        ...(route.namespaces ?? [])
          .map((namespace) => `locales/en/${namespace}.json`)
          .filter((source) => source in manifest),
      ]);
      return [...new Set([...entryStarted, ...routePreloads])];
    };
    try {
      const module = (await server.ssrLoadModule(prerenderEntry)) as PrerenderModule;
      const sessionAttribute = (expectSession: boolean) =>
        ` ${module.FRAME_SESSION_ATTRIBUTE}="${expectSession ? 'expected' : 'none'}"`;
      for (const pagePath of module.prerenderedPaths) {
        for (const { name, expectSession } of pageFiles) {
          const page = await module.renderPage(pagePath, { expectSession });
          // Before hydration a form would be sent by the browser itself, as a GET whose address carries what
          // was typed (an email address, a password): a form is rendered at build time only as inert
          // (src/lib/use-hydrated.ts).
          if (/<form\b(?![^>]*\binert\b)[^>]*>/.test(page.html))
            throw new Error(
              `prerender: ${pagePath} renders a form that works before hydration; make it inert until hydrated, or leave the page out of prerenderedPaths`,
            );
          const attributes = ` ${module.PRERENDERED_PATH_ATTRIBUTE}="${pagePath}"${sessionAttribute(expectSession)}`;
          const file = path.join(outDir, pagePath, name);
          await mkdir(path.dirname(file), { recursive: true });
          const html = pageFromTemplate(template, { ...page, rootAttributes: attributes });
          await writeFile(
            file,
            withModulePreloads(html, preloadsOf(module.routeFor(pagePath)), config.base),
          );
        }
      }
      // The frame with the account spinner: the frame's page, which every address without a page of its own
      // gets, and each fixed route's own copy (home's is index.html), announcing its screen's code and words,
      // which would otherwise be asked for only once the entry and the frame's data part have run.
      for (const { name, frameName, expectSession } of pageFiles) {
        const shell = pageFromTemplate(template, {
          html: (await module.renderPage('/', { expectSession })).html,
          rootAttributes: sessionAttribute(expectSession),
        });
        await writeFile(
          path.join(outDir, frameName),
          withModulePreloads(shell, entryStarted, config.base),
        );
        for (const route of module.shellRoutes()) {
          const file = path.join(outDir, route.path, name);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, withModulePreloads(shell, preloadsOf(route), config.base));
        }
      }
    } finally {
      await server.close();
    }
  });
}
