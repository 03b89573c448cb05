import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryScreen } from '../../../components/query-screen';
import { LeaveWarning } from './leave-warning';
import { useNewOrderQuery, type NewOrderData } from './new-order-query';

/**
 * One page of the new-order flow: the leave warning, then the flow's query in its three states (a
 * spinner, the catalogue's failure message with 'Try again', or the page with the data).
 */
export function NewOrderFlow({
  title,
  children,
}: {
  /** The page's title (shown with a failure too). Translated. */
  title: string;
  children: (data: NewOrderData) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const { t: tErrors } = useTranslation('errors');
  const query = useNewOrderQuery();
  return (
    <>
      <LeaveWarning />
      <QueryScreen
        query={query}
        title={title}
        loadingLabel={t('newOrder.loading')}
        failureMessage={tErrors('orders.loadFailed')}
      >
        {children}
      </QueryScreen>
    </>
  );
}
