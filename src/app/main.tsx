// nhsuk-frontend's styles first, so that the app's own small additions come after them.
import '../styles/main.scss';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createAppI18n } from '../lib/app-i18n';
import { whenInteracted } from '../lib/first-interaction';
import { warmIntlOffMainThread } from '../lib/intl-warm-up';
import { listenForHistorySteps } from '../lib/history-steps';
import { AppTree } from './app-tree';
import { preloadFrameData } from './frame/app-frame';
import type { FrameDataSource } from './frame/frame-data-source';
import { createOutsideNavigation } from './outside-navigation';
import { FRAME_SESSION_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from './prerendered-page';

const i18n = createAppI18n();
const navigation = createOutsideNavigation();
// The query cache (TanStack Query) loads beside the first render, not in it (issue #20): requested now, as
// the entry runs, so that it is there or on its way when the frame's data part asks for it.
const dataSource: Promise<FrameDataSource> = import('./session-aware-client').then(
  ({ createSessionAwareClient }) => ({
    queryClient: createSessionAwareClient({ i18n, navigation }),
  }),
);
// A failure shows as the service problem page inside the frame (ServiceProblemBoundary), not as a rejection.
dataSource.catch(() => undefined);

// Before the router mounts, so that the leave warning hears Back and Forward before the router does.
listenForHistorySteps();

const root = document.getElementById('root');
if (root) {
  const app = (expectSession: boolean) => (
    <AppTree
      dataSource={dataSource}
      i18n={i18n}
      navigation={navigation}
      Router={BrowserRouter}
      expectSession={expectSession}
    />
  );
  // A public page rendered at build time (scripts/vite/prerender.ts) is hydrated: its HTML is what this first
  // render produces. Only at its own address: a query string (a token, NHS login's `code`) can change the
  // first render, and index.html's frame is a placeholder for any route; those are rendered afresh.
  const prerenderedPath = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  // Whether the page shows the signed-in navigation from its first paint: the gateway sent the page with it
  // when the request carried the session cookie (gateway/src/http/page-files.ts). A page the build did not
  // write (the development server's) asks the route table instead.
  const frameSession = root.getAttribute(FRAME_SESSION_ATTRIBUTE);
  // Both in a transition, so that React yields to the browser between components rather than hydrating or
  // rendering the frame and its screen in one long task (issue #20); until then the page shows its HTML.
  if (prerenderedPath === window.location.pathname && window.location.search === '') {
    // The public pages format no dates: warmed once the user acts (signing in leads to pages that do), so
    // that a visitor who only reads does not give it a core during the load.
    whenInteracted(() => warmIntlOffMainThread(i18n.language));
    startTransition(() => {
      hydrateRoot(root, app(frameSession === 'expected'));
    });
  } else {
    warmIntlOffMainThread(i18n.language);
    // index.html already paints the frame with its spinner: rendered once the frame's data part has come
    // (or failed, to show why), React shows no fallback for it, which would hold the page back by up to
    // 300 ms (src/lib/preloadable-lazy.ts).
    void Promise.all([
      frameSession === null
        ? import('./frame/frame-data').then(({ expectsSession }) =>
            expectsSession(window.location.pathname),
          )
        : frameSession === 'expected',
      preloadFrameData(dataSource),
    ])
      .then(([expectSession]) => expectSession)
      .catch(() => false)
      .then((expectSession) => startTransition(() => createRoot(root).render(app(expectSession))));
  }
}
