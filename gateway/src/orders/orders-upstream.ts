import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type {
  RestBody,
  RestOrdersList,
  RestPlaceOrderBody,
  RestPlaceOrderResult,
  RestPrescriptionsList,
} from '../upstream/rest-api-types';
import { UpstreamError } from '../upstream/upstream-error';

/** The API's refusal of prescriptions for a patient who cannot prescribe (docs/rest-api.md). */
const PRESCRIBING_NOT_AVAILABLE = 'prescribing.notAvailable';

/**
 * The API's rule refusals of an order that the catalogue names (docs/rest-api.md 'Calls for issue #3'); other
 * refusals are orders.submitFailed with the API's field reasons and, where it shows one, its message.
 */
const PLACE_ORDER_CODES: Readonly<Record<string, string>> = {
  'order.commentRequired': ErrorCode.commentRequired,
  'order.commentTooLong': ErrorCode.commentTooLong,
};

/** POST orders list (spec part 1 §7), once per request: live and previous orders, newest first. */
export function fetchOrders(ctx: GatewayContext): Promise<RestOrdersList> {
  return ctx.reads.once('ordersList', async () => {
    // spec part 1 §8: errors:orders.loadFailed
    const errorCode = ErrorCode.ordersLoadFailed;
    const body = await callUpstream(ctx, 'ordersList', {
      method: 'POST',
      body: {},
      errorCode,
    });
    if (!hasArray(body, 'orders')) throw malformed(ctx, 'ordersList', errorCode);
    return body;
  });
}

/**
 * POST prescriptions list (spec part 1 §7), once per request. A patient the API says cannot prescribe has no
 * courses (the caller asks only for prescribing patients; this covers a change between the two reads).
 */
export function fetchPrescriptions(ctx: GatewayContext): Promise<RestPrescriptionsList> {
  return ctx.reads.once('prescriptionsList', async () => {
    // spec part 1 §8: the same alert for orders and prescriptions.
    const errorCode = ErrorCode.ordersLoadFailed;
    let body: unknown;
    try {
      body = await callUpstream(ctx, 'prescriptionsList', {
        method: 'POST',
        body: {},
        errorCode,
      });
    } catch (error) {
      if (error instanceof UpstreamError && error.upstreamCode === PRESCRIBING_NOT_AVAILABLE)
        return { courses: [] };
      throw error;
    }
    if (!hasArray(body, 'courses')) throw malformed(ctx, 'prescriptionsList', errorCode);
    return body as RestPrescriptionsList;
  });
}

/** POST place order (spec part 1 §7). The request's orders are read afresh afterwards. */
export async function placeOrder(
  ctx: GatewayContext,
  body: RestPlaceOrderBody,
  idempotencyKey?: string | null,
): Promise<RestPlaceOrderResult> {
  try {
    // spec part 1 §8: errors:orders.submitFailed
    const errorCode = ErrorCode.submitFailed;
    const result = await callUpstream(ctx, 'placeOrder', {
      method: 'POST',
      body,
      errorCode,
      codeMap: PLACE_ORDER_CODES,
      idempotencyKey,
    });
    if (!hasArray(result, 'orders')) throw malformed(ctx, 'placeOrder', errorCode);
    return result;
  } finally {
    ctx.reads.forget('ordersList');
  }
}

/** POST cancel order (spec part 1 §7). */
export async function cancelOrder(
  ctx: GatewayContext,
  body: RestBody<'cancelOrder'>,
): Promise<void> {
  try {
    // spec part 1 §8: errors:orders.cancelFailed
    await callUpstream(ctx, 'cancelOrder', {
      method: 'POST',
      body,
      errorCode: ErrorCode.cancelFailed,
    });
  } finally {
    ctx.reads.forget('ordersList');
  }
}

/** POST order survey (spec part 1 §7): enjoy.response, comments.response, orderId. */
export async function sendOrderSurvey(
  ctx: GatewayContext,
  body: RestBody<'orderSurvey'>,
): Promise<void> {
  // spec part 1 §8: errors:orders.feedbackFailed
  await callUpstream(ctx, 'orderSurvey', {
    method: 'POST',
    body,
    errorCode: ErrorCode.feedbackFailed,
  });
}

function hasArray(body: unknown, key: string): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as Record<string, unknown>)[key])
  );
}

/** A 2xx answer without the contract's list: the operation fails with its code, and one line is logged. */
function malformed(ctx: GatewayContext, call: string, errorCode: string): UpstreamError {
  ctx.services.log(`[upstream] ${call} failed: status=200 reason=unexpected body`);
  return new UpstreamError(errorCode, 200, undefined);
}
