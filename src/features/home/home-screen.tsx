import { useQuery } from '@tanstack/react-query';
import { Button, ErrorSummary } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Page } from '../../components/page';
import { graphql } from '../../gql';
import { gatewayRequest } from '../../lib/gateway-client';
import { PatientSwitcher } from './components/patient-switcher';

const HomeScreenQuery = graphql(`
  query HomeScreen {
    me {
      ...PatientSwitcher
      features {
        linkPrompt
      }
    }
    config {
      productName
    }
  }
`);

/** / (spec part 1 §2 Home screen). The cards come next; for now a welcome and the patient switcher. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const { t: tErrors } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  const { data, status, refetch, isRefetching } = useQuery({
    queryKey: ['HomeScreen'],
    queryFn: () => gatewayRequest(HomeScreenQuery),
  });

  if (status === 'pending') return <LoadingSpinner label={t('home.loading')} />;
  if (status === 'error') {
    // An ended session (UNAUTHENTICATED) is the frame's to handle (it goes to /login); anything else is
    // the catalogue's unexpected error, with a way to try again.
    return (
      <Page title={t('home.title')}>
        <ErrorSummary aria-labelledby="home-load-failure" disableAutoFocus>
          <ErrorSummary.Title id="home-load-failure">
            {tCommon('errorSummary.title')}
          </ErrorSummary.Title>
          <p>{tErrors('common.unexpected')}</p>
        </ErrorSummary>
        <Button
          type="button"
          secondary
          aria-disabled={isRefetching || undefined}
          onClick={() => {
            if (!isRefetching) void refetch();
          }}
        >
          {t('home.retry')}
        </Button>
      </Page>
    );
  }
  return (
    <Page title={t('home.welcome', { name: data.me.patient.firstName })}>
      <PatientSwitcher me={data.me} />
    </Page>
  );
}
