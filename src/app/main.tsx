// nhsuk-frontend's styles first, so that the app's own small additions come after them.
import '../styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createAppI18n } from '../lib/app-i18n';
import { listenForHistorySteps } from '../lib/history-steps';
import { createSessionAwareClient, ShareNavigation } from './outside-navigation';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

const i18n = createAppI18n();
const { queryClient, navigation } = createSessionAwareClient({ i18n });

// Before the router mounts, so that the leave warning hears Back and Forward before the router does.
listenForHistorySteps();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <BrowserRouter>
          <ShareNavigation navigation={navigation} />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
