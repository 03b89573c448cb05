import { Card, Tag, type TagProps } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { graphql } from '../../../gql';
import type { LiveOrdersCardFragment, OrderStatus } from '../../../gql/graphql';
import { formatLongDate } from '../../../lib/format-long-date';

/** What the live orders card shows; HomeScreen's query spreads it. */
export const LiveOrdersCardFields = graphql(`
  fragment LiveOrdersCard on Orders {
    live {
      id
      orderedAt
      status
    }
  }
`);

/** Current orders (spec part 1 §2 'Current orders'), being built alongside this card. */
export const currentOrdersPath = '/my-meds/orders';

/**
 * 'Live orders' (spec part 1 §2 'Home screen'): how many orders are live and each one's status, in the
 * gateway's order (ready to collect and out for delivery first). The status is a tag with its words, so
 * colour is never the only signal.
 */
export function LiveOrdersCard({ orders }: { orders: LiveOrdersCardFragment }) {
  const { t, i18n } = useTranslation('home');
  const count = orders.live.length;
  return (
    <Card>
      <Card.Heading>{t('liveOrders.heading')}</Card.Heading>
      <Card.Description>
        {count === 0 ? t('liveOrders.none') : t('liveOrders.count', { count })}
      </Card.Description>
      {count > 0 && (
        <ul className="nhsuk-list">
          {orders.live.map((order) => (
            <li key={order.id}>
              {t('liveOrders.orderedOn', {
                date: formatLongDate(order.orderedAt, i18n.language),
              })}{' '}
              <Tag modifier={statusTagColour[order.status]}>{orderStatusText(order.status, t)}</Tag>
            </li>
          ))}
        </ul>
      )}
      <p>
        <AppLink className="nhsuk-link" to={currentOrdersPath}>
          {t('liveOrders.link')}
        </AppLink>
      </p>
    </Card>
  );
}

const statusTagColour: Record<OrderStatus, TagProps['modifier']> = {
  Requested: 'grey',
  GPApproved: 'blue',
  GPRejected: 'red',
  Preparing: 'yellow',
  ReadyToCollect: 'green',
  OutForDelivery: 'green',
  Collected: 'white',
  Delivered: 'white',
  Cancelled: 'white',
};

type HomeT = ReturnType<typeof useTranslation<'home'>>['t'];

/** Each status's words, as static keys (CONVENTIONS.md) so the catalogue check can see them. */
function orderStatusText(status: OrderStatus, t: HomeT): string {
  switch (status) {
    case 'Requested':
      return t('liveOrders.status.requested');
    case 'GPApproved':
      return t('liveOrders.status.gpApproved');
    case 'GPRejected':
      return t('liveOrders.status.gpRejected');
    case 'Preparing':
      return t('liveOrders.status.preparing');
    case 'ReadyToCollect':
      return t('liveOrders.status.readyToCollect');
    case 'OutForDelivery':
      return t('liveOrders.status.outForDelivery');
    case 'Collected':
      return t('liveOrders.status.collected');
    case 'Delivered':
      return t('liveOrders.status.delivered');
    case 'Cancelled':
      return t('liveOrders.status.cancelled');
  }
}
