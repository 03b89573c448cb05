import { useQuery } from '@tanstack/react-query';
import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { myMedsScreenQuery } from './my-meds-screen-query';
import type { MyMedsScreenQuery } from '../../gql/graphql';
import { remindersPaths } from '../../lib/route-paths';

/**
 * /my-meds (spec part 1 §2 'My meds'): the 'Live orders' card, 'History' when previous orders exist, and
 * 'Schedule reminders' (to /my-meds/reminders) where a reminder feature is open to the patient (part 2 §6).
 */
export function MyMedsScreen() {
  const { t } = useTranslation('orders');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(myMedsScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('myMeds.title')}
      loadingLabel={t('myMeds.loading')}
      failureMessage={tErrors('orders.loadFailed')}
    >
      {(data) => <MyMedsCards orders={data.orders} reminders={data.me.features.reminders} />}
    </QueryScreen>
  );
}

/** The 'Live orders' card, 'History' when there are previous orders, and 'Schedule reminders'. */
function MyMedsCards({
  orders,
  reminders,
}: {
  orders: MyMedsScreenQuery['orders'];
  reminders: boolean;
}) {
  const { t } = useTranslation('orders');
  const liveCount = orders.live.length;
  const readyCount = orders.readyToCollectCount;
  return (
    <Page title={t('myMeds.title')}>
      <Card clickable>
        <Card.Heading headingLevel="h2">
          <Card.Link asElement={AppLink} to="/my-meds/orders" href="/my-meds/orders">
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
      {orders.previous.length > 0 && (
        <Card clickable>
          <Card.Heading headingLevel="h2">
            <Card.Link
              asElement={AppLink}
              to="/my-meds/orders/previous"
              href="/my-meds/orders/previous"
            >
              {t('myMeds.history.heading')}
            </Card.Link>
          </Card.Heading>
          <Card.Description>{t('myMeds.history.description')}</Card.Description>
        </Card>
      )}
      {reminders && (
        <Card clickable>
          <Card.Heading headingLevel="h2">
            <Card.Link asElement={AppLink} to={remindersPaths.list} href={remindersPaths.list}>
              {t('myMeds.reminders.heading')}
            </Card.Link>
          </Card.Heading>
          <Card.Description>{t('myMeds.reminders.description')}</Card.Description>
        </Card>
      )}
    </Page>
  );
}
