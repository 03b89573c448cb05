import { Panel } from 'nhsuk-react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { Page } from '../../../components/page';
import { FeedbackForm } from './feedback-form';
import { newOrderPaths } from '../../../lib/route-paths';
import type { OrderSentState } from './order-confirmation-screen';

const currentOrdersPath = '/my-meds/orders';

/**
 * /my-meds/orders/new/sent: the thank-you after confirming (spec part 1 §2 'New order'), with what happens next
 * and the feedback question. It needs the sent order (navigation state, kept by the browser across a
 * reload); without one there is nothing to thank for, so it goes to the start of a new order.
 */
export function OrderSentScreen() {
  const { t } = useTranslation('orders');
  const state = useLocation().state as Partial<OrderSentState> | null;
  const [errorCount, setErrorCount] = useState(0);
  if (!state?.orderId) return <Navigate to={newOrderPaths.addItem} replace />;
  return (
    <Page title={t('newOrder.sent.title')} errorCount={errorCount}>
      <Panel>
        <p>{state.manual ? t('newOrder.sent.panelManual') : t('newOrder.sent.panel')}</p>
      </Panel>
      <h2 className="nhsuk-heading-m">{t('newOrder.sent.nextHeading')}</h2>
      <p>{t('newOrder.sent.next')}</p>
      <p>
        <AppLink className="nhsuk-link" to={currentOrdersPath}>
          {t('newOrder.sent.viewOrders')}
        </AppLink>
      </p>
      <FeedbackForm orderId={state.orderId} onErrorCountChange={setErrorCount} />
    </Page>
  );
}
