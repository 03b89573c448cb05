import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../components/alerts/alert-store';
import { focusMainContent } from '../../components/navigation-focus';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import { CurrentOrdersScreenQuery, currentOrdersScreenQuery } from './current-orders-screen-query';
import type { CurrentOrdersFragment } from '../../gql/graphql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { otherQueriesThan } from '../../lib/query-keys';
import { cancelOrderMessages } from './cancel-order-messages';
import type { CancelOrderFormValues } from './cancel-order-schema';
import { CancelFormErrorSummary, CancelOrderForm } from './components/cancel-order-form';
import { cancelReasonFieldId } from './components/cancel-reason-field-id';
import { OrderCard } from './components/order-card';

export const CurrentOrdersFragmentDoc = graphql(`
  fragment CurrentOrders on Orders {
    live {
      id
      cancellable
      ...OrderCard
    }
  }
`);

const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!, $reason: String!) {
    cancelOrder(orderId: $orderId, reason: $reason) {
      ...CurrentOrders
    }
  }
`);

/** This screen's query (the cancel mutation answers the orders as they are now, written into it). */
const screenQuery = currentOrdersScreenQuery;

/**
 * /my-meds/orders (spec part 1 §2 'Current orders', §5 order cancellation, §8 order alerts). The gateway
 * already puts orders ready to collect or out for delivery first (Orders.live), so the list is not re-sorted.
 */
export function CurrentOrdersScreen() {
  const { t } = useTranslation('orders');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(screenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('currentOrders.title')}
      loadingLabel={t('currentOrders.loading')}
      failureMessage={tErrors('orders.loadFailed')}
    >
      {(data) =>
        data.orders.live.length === 0 ? (
          <Page title={t('currentOrders.title')}>
            <p>{t('currentOrders.empty')}</p>
            <p>{t('currentOrders.emptyHint')}</p>
          </Page>
        ) : (
          <CurrentOrdersList orders={data.orders.live} />
        )
      }
    </QueryScreen>
  );
}

type LiveOrder = CurrentOrdersFragment['live'][number];

/** The live orders, with the cancel form of at most one order open at a time. */
function CurrentOrdersList({ orders }: { orders: LiveOrder[] }) {
  const { t } = useTranslation('orders');
  const { t: tErrors } = useTranslation('errors');
  const queryClient = useQueryClient();
  const [openOrderId, setOpenOrderId] = useState<string>();
  // The open form's reason error code and submit count (react-hook-form's, in the form's own chunk).
  const [reasonCode, setReasonCode] = useState<string>();
  const [submitCount, setSubmitCount] = useState(0);
  const onProblem = useCallback((code: string | undefined, count: number) => {
    setReasonCode(code);
    setSubmitCount(count);
  }, []);
  const cancel = useMutation({
    mutationFn: (variables: { orderId: string; reason: string }) =>
      gatewayRequest(CancelOrderMutation, variables),
  });

  const openForm = (orderId: string | undefined) => {
    onProblem(undefined, 0);
    setOpenOrderId(orderId);
  };

  /** Cancels the order; true when the gateway refused the reason (the form shows it as its error). */
  const cancelWith = async (orderId: string, { reason }: CancelOrderFormValues) => {
    try {
      const { cancelOrder: orders } = await cancel.mutateAsync({ orderId, reason });
      queryClient.setQueryData(screenQuery.queryKey, { orders });
      // Other views of the orders (the my-meds badge, My meds, home) read them again.
      void queryClient.invalidateQueries({
        predicate: otherQueriesThan(CurrentOrdersScreenQuery),
      });
      openForm(undefined);
      showAlert({ kind: 'success', message: t('currentOrders.cancel.success') });
      // The order's card, and the button that had focus, are gone: continue from the page heading.
      focusMainContent();
    } catch (error) {
      if (
        error instanceof GatewayError &&
        error.code === cancelOrderMessages.reasonRequired.slice(7)
      ) {
        return true;
      }
      showAlert({ kind: 'error', message: tErrors('orders.cancelFailed') });
    }
    return false;
  };

  const reasonError =
    reasonCode === undefined
      ? undefined
      : reasonCode === cancelOrderMessages.reasonTooLong
        ? t('currentOrders.cancel.reasonTooLong')
        : tErrors('orders.cancelReasonRequired');
  const summary =
    reasonError && openOrderId
      ? [{ fieldId: cancelReasonFieldId(openOrderId), message: reasonError }]
      : [];

  return (
    <Page title={t('currentOrders.title')} errorCount={summary.length}>
      <CancelFormErrorSummary errors={summary} submitCount={submitCount} />
      {orders.map((order) => (
        <OrderCard key={order.id} order={order}>
          {order.cancellable && (
            <CancelOrderForm
              orderId={order.id}
              open={openOrderId === order.id}
              onOpen={() => openForm(order.id)}
              onClose={() => openForm(undefined)}
              error={openOrderId === order.id ? reasonError : undefined}
              submitting={cancel.isPending}
              onCancel={(values) => cancelWith(order.id, values)}
              onProblem={onProblem}
            />
          )}
        </OrderCard>
      ))}
    </Page>
  );
}
