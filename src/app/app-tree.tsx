import type { i18n as I18n } from 'i18next';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppFrame } from './frame/app-frame';
import type { FrameDataSource } from './frame/frame-data-source';
import { ShareNavigation, type OutsideNavigation } from './outside-navigation';

/**
 * The whole app inside a router: the browser's (main.tsx) or a fixed location's (the build's prerender,
 * src/app/prerender.tsx). One tree for both, so that the prerendered HTML is what the client's first render
 * hydrates (issue #20). The frame renders at once; the query cache and the routes come with its data part.
 * `expectSession`: the frame shows the signed-in navigation from the start (main.tsx says when).
 */
export function AppTree({
  dataSource,
  i18n,
  navigation,
  Router,
  expectSession,
}: {
  dataSource: Promise<FrameDataSource>;
  i18n: I18n;
  navigation: OutsideNavigation;
  Router: ComponentType<{ children: ReactNode }>;
  expectSession?: boolean;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Router>
          <ShareNavigation navigation={navigation} />
          <AppFrame dataSource={dataSource} expectSession={expectSession} />
        </Router>
      </I18nextProvider>
    </StrictMode>
  );
}
