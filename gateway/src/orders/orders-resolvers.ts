import { loadMe } from '../account/load-me';
import { ErrorCode, errorCodeOf, gatewayError, type FieldReason } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { loadPrescriptions } from './load-prescriptions';
import {
  cancellationReasonProblem,
  feedbackProblem,
  placeOrderProblem,
  type OrderProblem,
} from './order-rules';
import { mapOrders, toPlaceOrderBody } from './orders-mapper';
import { cancelOrder, fetchOrders, placeOrder, sendOrderSurvey } from './orders-upstream';

/** Query.orders and Query.prescriptions (spec part 1 §2 'My meds', 'Current orders', 'New order'). */
export const ordersQuery: Pick<QueryResolvers, 'orders' | 'prescriptions'> = {
  orders: async (_parent, _args, ctx) => mapOrders((await fetchOrders(ctx)).orders),
  prescriptions: (_parent, _args, ctx) => loadPrescriptions(ctx),
};

export const orderMutations: Pick<
  MutationResolvers,
  'placeOrder' | 'cancelOrder' | 'sendOrderFeedback'
> = {
  /** spec part 1 §2 'New order' (summary → confirmation), §5 comment and duplicate rules. */
  placeOrder: async (_parent, { input, idempotencyKey }, ctx) => {
    const me = await loadMe(ctx);
    const body = toPlaceOrderBody(input);
    const commentRequired = me.integrationSettings?.prescribingCommentRequired === true;
    refuseIf(placeOrderProblem(body, commentRequired));
    const placed = await placeOrder(ctx, body, idempotencyKey);
    return { orderIds: placed.orders.map((order) => order.id) };
  },

  /** spec part 1 §2 'Current orders': only a cancellable order, only with a non-blank reason. */
  cancelOrder: async (_parent, { orderId, reason }, ctx) => {
    refuseIf(cancellationReasonProblem(reason));
    // The cancel call wants the order's prescriptionRequestGuid (spec part 1 §7), which the app need not hold.
    const { orders } = await fetchOrders(ctx).catch((error: unknown) => {
      throw asCancelFailure(error);
    });
    const order = orders.find((candidate) => candidate.id === orderId);
    // An unknown id, another patient's, or an order past cancelling: all the same to the user.
    if (order === undefined || !order.cancellable) throw gatewayError(ErrorCode.cancelFailed);
    await cancelOrder(ctx, {
      orderId: order.id,
      ...(order.prescriptionRequestGuid
        ? { prescriptionRequestGuid: order.prescriptionRequestGuid }
        : {}),
      cancellationReason: reason.trim(),
    });
    return mapOrders((await fetchOrders(ctx)).orders);
  },

  /** spec part 1 §2 'New order': the thank-you page's 'enjoy yes/no and comments'. */
  sendOrderFeedback: async (_parent, { orderId, enjoyed, comments }, ctx) => {
    const text = comments?.trim() ?? '';
    refuseIf(feedbackProblem(text));
    await sendOrderSurvey(ctx, {
      orderId,
      enjoy: { response: enjoyed },
      comments: { response: text },
    });
    return true;
  },
};

function refuseIf(problem: OrderProblem | null): void {
  if (problem === null) return;
  const extras: { reasons?: FieldReason[] } = problem.reasons ? { reasons: problem.reasons } : {};
  throw gatewayError(problem.code, extras);
}

/** Reading the orders failed while cancelling: the user asked to cancel, so it is the cancel alert they see. */
function asCancelFailure(error: unknown): unknown {
  const code = errorCodeOf(error);
  if (code === ErrorCode.unauthenticated) return error;
  return gatewayError(ErrorCode.cancelFailed);
}
