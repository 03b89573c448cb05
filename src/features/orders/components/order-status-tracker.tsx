import classNames from 'classnames';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { graphql } from '../../../gql';
import type { OrderStatusTrackerFragment, OrderStepKey } from '../../../gql/graphql';
import './order-status-tracker.scss';

export const OrderStatusTrackerFragmentDoc = graphql(`
  fragment OrderStatusTracker on Order {
    steps {
      key
      completed
    }
  }
`);

/** Each step's name, as catalogue keys ('ns:key', so the catalogue check sees them). */
const stepNames = {
  Requested: 'orders:currentOrders.tracker.step.Requested',
  GPApproved: 'orders:currentOrders.tracker.step.GPApproved',
  Preparing: 'orders:currentOrders.tracker.step.Preparing',
  ReadyToCollect: 'orders:currentOrders.tracker.step.ReadyToCollect',
  OutForDelivery: 'orders:currentOrders.tracker.step.OutForDelivery',
  Collected: 'orders:currentOrders.tracker.step.Collected',
  Delivered: 'orders:currentOrders.tracker.step.Delivered',
} as const satisfies Record<OrderStepKey, string>;

/**
 * An order's progress (spec part 1 §2 'Current orders': ticked and unticked steps). ACCESSIBILITY.md 'Status
 * trackers': an ordered list whose steps say "completed" / "not completed" in text, not by colour or tick
 * alone; the step the order has reached is `aria-current="step"`. The gateway gives the steps in order.
 */
export function OrderStatusTracker({ order }: { order: OrderStatusTrackerFragment }) {
  const { t } = useTranslation('orders');
  // An array of namespaces lets t take the table's 'ns:key' keys.
  const { t: tKey } = useTranslation(['orders']);
  const current = order.steps.findLastIndex((step) => step.completed);
  const hidden = { hidden: <span className="nhsuk-u-visually-hidden" /> };
  return (
    <ol className="app-order-tracker" aria-label={t('currentOrders.tracker.label')}>
      {order.steps.map((step, index) => (
        <li
          key={step.key}
          className={classNames('app-order-tracker__step', {
            'app-order-tracker__step--completed': step.completed,
            'app-order-tracker__step--current': index === current,
          })}
          aria-current={index === current ? 'step' : undefined}
        >
          {step.completed ? (
            <Trans
              t={t}
              i18nKey="currentOrders.tracker.completedStep"
              values={{ step: tKey(stepNames[step.key]) }}
              components={hidden}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="currentOrders.tracker.notCompletedStep"
              values={{ step: tKey(stepNames[step.key]) }}
              components={hidden}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
