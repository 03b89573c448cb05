import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import { FailureSummary } from '../../components/failure-summary';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Page } from '../../components/page';
import { routePaths } from '../../lib/route-paths';

export type ConnectionOutcome =
  { status: 'activating' } | { status: 'failed'; message: string } | { status: 'connected' };

/**
 * The connect result (spec part 1 §2 'Connect IM1 result', §4 'IM1 connection'): progress while it runs,
 * the error, or success with a Home button (linking:result.*).
 */
export function ConnectionResult({ outcome }: { outcome: ConnectionOutcome }) {
  const { t } = useTranslation('linking');
  if (outcome.status === 'activating') return <LoadingSpinner label={t('result.activating')} />;
  return (
    <Page title={outcome.status === 'connected' ? t('result.success') : t('result.title')}>
      {outcome.status === 'failed' && <FailureSummary message={outcome.message} />}
      <ButtonLink to={routePaths.home}>{t('result.home')}</ButtonLink>
    </Page>
  );
}
