import { Button } from 'nhsuk-react-components';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Page } from '../../components/page';

/**
 * The NHS "problem with the service" page: shown when the frame cannot tell whether the user is signed in
 * (the gateway did not answer) or a screen failed to load or render.
 */
export function ServiceProblemPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('frame');
  return (
    <Page title={t('serviceProblem.title')}>
      <p>{t('serviceProblem.body')}</p>
      <Button type="button" secondary onClick={onRetry}>
        {t('serviceProblem.retry')}
      </Button>
    </Page>
  );
}

/**
 * The routes' error boundary: a screen threw while rendering, or its code could not be loaded (often a new
 * release replaced the file). The frame stays, so navigation still works; moving to another page clears the
 * error. 'Try again' reloads, which fetches the current release.
 */
export function RouteErrorBoundary() {
  return (
    <ServiceProblemBoundary>
      <Outlet />
    </ServiceProblemBoundary>
  );
}

/**
 * Shows the service problem page in place of `children` when they fail to render or to load (the frame's data
 * part too, around the routes), until the user moves to another page.
 */
export function ServiceProblemBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

interface ErrorBoundaryProps {
  resetKey: string;
  children: ReactNode;
}

// React catches render errors only in class components.
class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; resetKey: string }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    // Kept visible to developers and to the browser's error reporting; the user sees the page below.
    console.error(error);
  }

  render() {
    if (this.state.failed) return <ServiceProblemPage onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
