import { useQuery } from '@tanstack/react-query';
import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Page } from '../../components/page';
import { ScreenLoadFailure } from '../../components/screen-load-failure';
import { graphql } from '../../gql';
import { gatewayRequest } from '../../lib/gateway-client';

const MyMedsScreenQuery = graphql(`
  query MyMedsScreen {
    orders {
      live {
        id
      }
      previous {
        id
      }
      readyToCollectCount
    }
  }
`);

/**
 * /my-meds (spec part 1 §2 'My meds'): the 'Live orders' card, and 'History' when previous orders exist.
 * 'Schedule reminders' links to the reminders screens (spec part 2), not built yet: the card joins with that
 * route rather than as a dead link.
 */
export function MyMedsScreen() {
  const { t } = useTranslation('orders');
  const { t: tErrors } = useTranslation('errors');
  const { data, status, refetch, isRefetching } = useQuery({
    queryKey: ['MyMedsScreen'],
    queryFn: () => gatewayRequest(MyMedsScreenQuery),
  });

  if (status === 'pending') return <LoadingSpinner label={t('myMeds.loading')} />;
  if (status === 'error') {
    return (
      <ScreenLoadFailure
        title={t('myMeds.title')}
        message={tErrors('orders.loadFailed')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  const liveCount = data.orders.live.length;
  const readyCount = data.orders.readyToCollectCount;
  return (
    <Page title={t('myMeds.title')}>
      <Card clickable>
        <Card.Heading headingLevel="h2">
          <Card.Link asElement={Link} to="/my-meds/orders" href="/my-meds/orders">
            {t('myMeds.liveOrders.heading')}
          </Card.Link>
        </Card.Heading>
        <Card.Description>
          {liveCount === 0
            ? t('myMeds.liveOrders.none')
            : t('myMeds.liveOrders.count', { count: liveCount })}
        </Card.Description>
        {readyCount > 0 && (
          <Card.Description>
            {t('myMeds.liveOrders.readyToCollect', { count: readyCount })}
          </Card.Description>
        )}
      </Card>
      {data.orders.previous.length > 0 && (
        <Card clickable>
          <Card.Heading headingLevel="h2">
            <Card.Link
              asElement={Link}
              to="/my-meds/orders/previous"
              href="/my-meds/orders/previous"
            >
              {t('myMeds.history.heading')}
            </Card.Link>
          </Card.Heading>
          <Card.Description>{t('myMeds.history.description')}</Card.Description>
        </Card>
      )}
    </Page>
  );
}
