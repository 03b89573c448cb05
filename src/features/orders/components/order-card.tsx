import { Card, Tag } from 'nhsuk-react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { OrderCardFragment, OrderItemStatus, OrderStatus } from '../../../gql/graphql';
import { formatLongDate } from '../../../lib/format-long-date';
import { OrderStatusTracker } from './order-status-tracker';

export const OrderCardFragmentDoc = graphql(`
  fragment OrderCard on Order {
    id
    orderedAt
    status
    deliveryMethod
    items {
      orderItemId
      description
      option
      rejected
      status
    }
    ...OrderStatusTracker
  }
`);

/** The order's status in words (catalogue keys as 'ns:key', so the catalogue check sees them). */
const orderStatusText = {
  Requested: 'orders:currentOrders.orderStatus.Requested',
  GPApproved: 'orders:currentOrders.orderStatus.GPApproved',
  GPRejected: 'orders:currentOrders.orderStatus.GPRejected',
  Preparing: 'orders:currentOrders.orderStatus.Preparing',
  ReadyToCollect: 'orders:currentOrders.orderStatus.ReadyToCollect',
  OutForDelivery: 'orders:currentOrders.orderStatus.OutForDelivery',
  Collected: 'orders:currentOrders.orderStatus.Collected',
  Delivered: 'orders:currentOrders.orderStatus.Delivered',
  Cancelled: 'orders:currentOrders.orderStatus.Cancelled',
} as const satisfies Record<OrderStatus, string>;

/** spec part 1 §3 'Order item': every item status maps to its text. */
export const itemStatusText = {
  Requested: 'orders:currentOrders.itemStatus.Requested',
  GPApproved: 'orders:currentOrders.itemStatus.GPApproved',
  GPRejected: 'orders:currentOrders.itemStatus.GPRejected',
  Owed: 'orders:currentOrders.itemStatus.Owed',
  Dispensed: 'orders:currentOrders.itemStatus.Dispensed',
  Cancelled: 'orders:currentOrders.itemStatus.Cancelled',
} as const satisfies Record<OrderItemStatus, string>;

/**
 * One live order as an NHS card: when it was placed, its status, how it reaches the patient, its items and
 * its progress. `children` is the card's action (the cancel form, for a cancellable order).
 */
export function OrderCard({ order, children }: { order: OrderCardFragment; children?: ReactNode }) {
  const { t, i18n } = useTranslation('orders');
  // An array of namespaces lets t take the tables' 'ns:key' keys.
  const { t: tKey } = useTranslation(['orders']);
  const headingId = `order-${order.id}-heading`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <Card.Heading headingLevel="h2" id={headingId}>
        {t('currentOrders.order.heading', {
          date: formatLongDate(order.orderedAt, i18n.language),
        })}
      </Card.Heading>
      <p className="nhsuk-u-font-weight-bold">
        {t('currentOrders.order.status', { status: tKey(orderStatusText[order.status]) })}
      </p>
      <p>
        {order.deliveryMethod === 'Delivery'
          ? t('currentOrders.order.delivery')
          : t('currentOrders.order.collection')}
      </p>
      <h3 className="nhsuk-heading-s">{t('currentOrders.order.itemsHeading')}</h3>
      <ul className="nhsuk-list nhsuk-list--border">
        {order.items.map((item) => {
          // spec part 1 §3: GPRejected shown in red; the tag's words say it too (not colour alone).
          const rejected = item.rejected || item.status === 'GPRejected';
          const status = tKey(rejected ? itemStatusText.GPRejected : itemStatusText[item.status]);
          return (
            <li key={item.orderItemId}>
              <span className="nhsuk-u-display-block nhsuk-u-font-weight-bold">
                {item.description}
              </span>
              {item.option && (
                <span className="nhsuk-u-display-block nhsuk-u-secondary-text-colour">
                  {item.option}
                </span>
              )}
              <span className="nhsuk-u-display-block">
                {rejected ? <Tag modifier="red">{status}</Tag> : status}
              </span>
            </li>
          );
        })}
      </ul>
      <OrderStatusTracker order={order} />
      {children}
    </Card>
  );
}
