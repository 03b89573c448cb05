/**
 * Build-time rendering of the public pages (issue #20), run in Node by scripts/vite/prerender.ts through
 * Vite's module runner: the app's own tree (app-tree.tsx) at a fixed location, with no session and no
 * answers from the gateway, which is exactly what the browser's first render has; so the browser hydrates
 * this HTML (main.tsx) and paints the NHS header, the page's heading and the footer before any JavaScript.
 * Not part of the browser bundle.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, MemoryRouter } from 'react-router';
import { createAppI18n } from '../lib/app-i18n';
import { AppTree } from './app-tree';
import { createOutsideNavigation } from './outside-navigation';
import { appRoutes, type AppRoute } from './router';
import { createSessionAwareClient } from './session-aware-client';

import { prerenderedPaths } from './prerendered-page';

export {
  FRAME_SESSION_ATTRIBUTE,
  prerenderedPaths,
  PRERENDERED_PATH_ATTRIBUTE,
} from './prerendered-page';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title for the page's h1, as the page sets it before configuration has come; none without one. */
  title?: string;
}

/**
 * The HTML of the app at `path`, every lazy screen and words namespace loaded; `expectSession`: the frame
 * shows the signed-in navigation from the start (the page the gateway sends with the session cookie).
 */
export async function renderPage(
  path: string,
  { expectSession }: { expectSession: boolean },
): Promise<RenderedPage> {
  const i18n = createAppI18n();
  const navigation = createOutsideNavigation();
  const queryClient = createSessionAwareClient({ i18n, navigation });
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  }
  const { prelude } = await prerender(
    <AppTree
      dataSource={Promise.resolve({ queryClient })}
      i18n={i18n}
      navigation={navigation}
      Router={Router}
      expectSession={expectSession}
    />,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  const heading = /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  // The heading is escaped HTML already, as the title element needs it.
  const title =
    heading === undefined
      ? undefined
      : i18n.t('common:documentTitle.withoutService', { page: heading });
  return { html, title };
}

/**
 * The routes the build writes the frame's page for, with their own preload links (scripts/vite/prerender.ts):
 * every route with a fixed path that is not rendered whole (prerenderedPaths), `/` included (its page is
 * index.html itself; every other address gets frame.html, which announces no screen).
 */
export function shellRoutes(): AppRoute[] {
  return appRoutes.filter(
    (route) => !/[:*]/.test(route.path) && !prerenderedPaths.includes(route.path),
  );
}

/** The route-table row that renders `path` (for the page's preload links, scripts/vite/prerender.ts). */
export function routeFor(path: string): AppRoute {
  const route = appRoutes.find((candidate) => matchPath(candidate.path, path));
  if (!route) throw new Error(`prerender: no route renders ${path}`);
  return route;
}
