import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, SummaryList } from 'nhsuk-react-components';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { showAlert } from '../../../components/alerts/alert-store';
import { Page } from '../../../components/page';
import { graphql } from '../../../gql';
import { GatewayError, gatewayRequest } from '../../../lib/gateway-client';
import { sendAttempt } from '../../../lib/attempt-key';
import { BasketList } from './basket-list';
import { emptyBasket, useBasket, type BasketItem, type OrderDetails } from './basket-store';
import { NewOrderFlow } from './new-order-flow';
import { newOrderPaths } from '../../../lib/route-paths';
import { otherQueriesThanNewOrder, type NewOrderData } from './new-order-query';

const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      orderIds
    }
  }
`);

/** The navigation state of the thank-you page: the order the feedback question is about. */
export interface OrderSentState {
  orderId: string;
  manual: boolean;
}

/**
 * The failure message of a refused order: the comment rules the server may still apply (the practice's rule
 * changed since the page loaded), else the catalogue's 'Unable to submit order'.
 */
function submitFailureKey(error: unknown) {
  const code = error instanceof GatewayError ? error.code : undefined;
  return code === 'orders.commentRequired' || code === 'orders.commentTooLong'
    ? code
    : 'orders.submitFailed';
}

/** /my-meds/orders/new/confirmation: the order to check, then 'Send order' (spec part 1 §2 'New order'). */
export function OrderConfirmationScreen() {
  const { t } = useTranslation('orders');
  return (
    <NewOrderFlow title={t('newOrder.confirmation.title')}>
      {(data) => <OrderConfirmationPage data={data} />}
    </NewOrderFlow>
  );
}

function OrderConfirmationPage({ data }: { data: NewOrderData }) {
  const { t } = useTranslation('orders');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { items, details } = useBasket(data.me.patient.id);
  const place = useMutation({
    mutationFn: () => {
      const input = orderInput(items, details, t);
      return sendAttempt('placeOrder', input, (idempotencyKey) =>
        gatewayRequest(PlaceOrderMutation, { input, idempotencyKey }),
      );
    },
  });
  // A ref, not state: a second press in the same tick must see the first one running.
  const sending = useRef(false);

  if (items.length === 0 && !place.isSuccess) {
    return <Navigate to={newOrderPaths.addItem} replace />;
  }

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const { placeOrder } = await place.mutateAsync();
      const state: OrderSentState = {
        orderId: placeOrder.orderIds[0] ?? '',
        manual: items.every((item) => item.itemOrderType === 'Manual'),
      };
      // Sent: the basket empties (so leaving is no longer held back) and every view of orders reads again.
      emptyBasket();
      void queryClient.invalidateQueries({
        predicate: otherQueriesThanNewOrder,
      });
      void navigate(newOrderPaths.sent, { replace: true, state });
    } catch (error) {
      showAlert({ kind: 'error', message: tErrors(submitFailureKey(error)) });
    } finally {
      sending.current = false;
    }
  };

  /** A row's 'Change' link; its hidden text names the row ('Change Comment'). */
  const change = (to: string, row: string) => (
    <SummaryList.Action asElement={AppLink} to={to} visuallyHiddenText={row}>
      {t('newOrder.confirmation.change')}
    </SummaryList.Action>
  );
  const reason = earlyReorderText(details, t);

  return (
    <Page title={t('newOrder.confirmation.title')}>
      <p>{t('newOrder.confirmation.intro')}</p>
      <SummaryList>
        <SummaryList.Row>
          <SummaryList.Key>{t('newOrder.confirmation.medicines')}</SummaryList.Key>
          <SummaryList.Value>
            <BasketList items={items} />
          </SummaryList.Value>
          {change(newOrderPaths.addItem, t('newOrder.confirmation.medicines'))}
        </SummaryList.Row>
        <SummaryList.Row>
          <SummaryList.Key>{t('newOrder.confirmation.comment')}</SummaryList.Key>
          <SummaryList.Value>
            {details.comment.trim() || t('newOrder.confirmation.noComment')}
          </SummaryList.Value>
          {change(newOrderPaths.summary, t('newOrder.confirmation.comment'))}
        </SummaryList.Row>
        <SummaryList.Row>
          <SummaryList.Key>{t('newOrder.confirmation.earlyReorder')}</SummaryList.Key>
          <SummaryList.Value>{reason ?? t('newOrder.confirmation.notEarly')}</SummaryList.Value>
          {change(newOrderPaths.summary, t('newOrder.confirmation.earlyReorder'))}
        </SummaryList.Row>
        {data.me.pharmacy && (
          <SummaryList.Row>
            <SummaryList.Key>{t('newOrder.confirmation.pharmacy')}</SummaryList.Key>
            <SummaryList.Value>{data.me.pharmacy.businessName}</SummaryList.Value>
          </SummaryList.Row>
        )}
      </SummaryList>
      <Button
        type="button"
        aria-disabled={place.isPending || undefined}
        onClick={() => void send()}
      >
        {place.isPending ? t('newOrder.confirmation.sending') : t('newOrder.confirmation.send')}
      </Button>
    </Page>
  );
}

type Translate = ReturnType<typeof useTranslation<'orders'>>['t'];

/** The early-reorder reason as sent: the holiday text, or the patient's own words; none if not early. */
function earlyReorderText(details: OrderDetails, t: Translate): string | undefined {
  if (!details.earlyReorder) return undefined;
  return details.earlyReorderReason === 'holiday'
    ? t('newOrder.summary.holiday')
    : details.otherReason.trim();
}

/** placeOrder's input from the basket and the summary's answers (blank text is left out). */
function orderInput(items: BasketItem[], details: OrderDetails, t: Translate) {
  const comment = details.comment.trim();
  return {
    items: items.map(({ key: _key, ...item }) => item),
    comment: comment || null,
    earlyReorderReason: earlyReorderText(details, t) ?? null,
  };
}
