import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { ShareNavigation, type OutsideNavigation } from './outside-navigation';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app inside a router: the browser's (main.tsx) or a fixed location's (the build's prerender,
 * src/app/prerender.tsx). One tree for both, so that the prerendered HTML is what the client's first render
 * hydrates (issue #20).
 */
export function AppTree({
  queryClient,
  i18n,
  navigation,
  Router,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  navigation: OutsideNavigation;
  Router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <Router>
          <ShareNavigation navigation={navigation} />
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
