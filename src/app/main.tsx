// nhsuk-frontend's styles first, so that the app's own small additions come after them.
import '../styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppI18n } from '../lib/app-i18n';
import { AppProviders, createAppQueryClient } from './providers';
import { createAppRouter } from './router';
import { endSession } from './session';

const i18n = createAppI18n();
const router = createAppRouter();
const queryClient = createAppQueryClient({
  onSessionEnded: () =>
    endSession({
      queryClient,
      navigate: (path, options) => router.navigate(path, options),
      message: i18n.t('errors:UNAUTHENTICATED'),
    }),
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
