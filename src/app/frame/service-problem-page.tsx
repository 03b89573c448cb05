import { Button } from 'nhsuk-react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
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
 * The route table's error element: a screen threw while rendering, or its code could not be loaded (often a
 * new release replaced the file). Reloading fetches the current release.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // Kept visible to developers and to the browser's error reporting; the user sees the page below.
    console.error(error);
  }, [error]);
  return <ServiceProblemPage onRetry={() => window.location.reload()} />;
}
