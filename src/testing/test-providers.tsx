import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useRoutes, type InitialEntry, type RouteObject } from 'react-router';
import { createI18n } from '../lib/i18n';

interface TestProvidersProps {
  children: ReactNode;
  /** The URL the story or test starts at, or a location with navigation state. */
  route?: InitialEntry;
  /** Extra routes (e.g. where a screen navigates to), so tests can assert the destination. */
  routes?: RouteObject[];
  language?: string;
  /** A fixture catalogue in place of the app's (createI18n). */
  english?: Resource[string];
}

/** The app's providers around one screen: i18n, a fresh query cache (no retries) and a memory router. */
export function TestProviders({
  children,
  route = '/',
  routes = [],
  language = 'en',
  english,
}: TestProvidersProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  const [i18n] = useState(() => createI18n(language, english));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <TestRoutes routes={[...routes, { path: '*', element: children }]} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
