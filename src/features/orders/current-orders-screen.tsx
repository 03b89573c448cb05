import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../components/alerts/alert-store';
import { FormErrorSummary } from '../../components/form-error-summary';
import { focusMainContent } from '../../components/navigation-focus';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import { CurrentOrdersScreenQuery, currentOrdersScreenQuery } from './current-orders-screen-query';
import type { CurrentOrdersFragment } from '../../gql/graphql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { otherQueriesThan } from '../../lib/query-keys';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { cancelOrderMessages } from './cancel-order-messages';
import type { CancelOrderFormValues } from './cancel-order-schema';
import { CancelOrderForm, cancelReasonFieldId } from './components/cancel-order-form';
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

/** Validation rules load after the page (see lazyYupResolver). */
const cancelResolver = lazyYupResolver<CancelOrderFormValues>(() =>
  import('./cancel-order-schema').then(({ cancelOrderSchema }) => cancelOrderSchema),
);

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, submitCount },
  } = useForm<CancelOrderFormValues>({
    resolver: cancelResolver,
    defaultValues: { reason: '' },
    // GOV.UK/NHS pattern: check on submit only, and let the error summary take focus (not the field).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const cancel = useMutation({
    mutationFn: (variables: { orderId: string; reason: string }) =>
      gatewayRequest(CancelOrderMutation, variables),
  });
  // A ref, not state: a second press in the same tick must see the first one already running.
  const cancelling = useRef(false);

  const openForm = (orderId: string | undefined) => {
    reset({ reason: '' });
    setOpenOrderId(orderId);
  };

  const cancelWith = async (orderId: string, { reason }: CancelOrderFormValues) => {
    cancelling.current = true;
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
        setError('reason', { message: cancelOrderMessages.reasonRequired });
      } else {
        showAlert({ kind: 'error', message: tErrors('orders.cancelFailed') });
      }
    } finally {
      cancelling.current = false;
    }
  };

  const onSubmit = (orderId: string) => (event: SyntheticEvent<HTMLFormElement>) => {
    if (cancelling.current) {
      event.preventDefault();
      return;
    }
    void handleSubmit((values) => cancelWith(orderId, values))(event);
  };

  const reasonCode = errors.reason?.message;
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
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      {orders.map((order) => (
        <OrderCard key={order.id} order={order}>
          {order.cancellable && (
            <CancelOrderForm
              orderId={order.id}
              open={openOrderId === order.id}
              onOpen={() => openForm(order.id)}
              onClose={() => openForm(undefined)}
              reasonField={register('reason')}
              error={openOrderId === order.id ? reasonError : undefined}
              submitting={cancel.isPending}
              onSubmit={onSubmit(order.id)}
            />
          )}
        </OrderCard>
      ))}
    </Page>
  );
}
