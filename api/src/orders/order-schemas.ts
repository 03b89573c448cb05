/** The bodies of the order calls: what Ajv checks, what the handlers and order rules are typed with. */
import { Type, type Static } from '@sinclair/typebox';
import {
  ORDER_COMMENT_MAX_LENGTH,
  ORDER_FEEDBACK_MAX_LENGTH,
  ORDER_ITEM_TEXT_MAX_LENGTH,
  ORDER_MAX_ITEMS,
  ORDER_MIN_ITEMS,
  ORDER_REASON_MAX_LENGTH,
} from '../contract';
import {
  boundedString,
  nonBlankString,
  optionalOrNull,
  strictObject,
  stringEnum,
  uuid,
} from '../http/schemas';
import { deliveryMethods, itemOrderTypes } from './order-steps';

export const OrderItemInput = strictObject({
  description: nonBlankString(ORDER_ITEM_TEXT_MAX_LENGTH),
  type: optionalOrNull(boundedString(ORDER_ITEM_TEXT_MAX_LENGTH, 0)),
  option: optionalOrNull(boundedString(ORDER_ITEM_TEXT_MAX_LENGTH, 0)),
  itemOrderType: stringEnum(itemOrderTypes),
  medicationCourseGuid: optionalOrNull(uuid),
  orderItemId: optionalOrNull(uuid),
});
export type OrderItemInput = Static<typeof OrderItemInput>;

export const PlaceOrderBody = strictObject({
  items: Type.Array(OrderItemInput, { minItems: ORDER_MIN_ITEMS, maxItems: ORDER_MAX_ITEMS }),
  // spec part 1 §5: at most 400 characters; the rule (place-order.ts) also counts as the app does.
  comment: optionalOrNull(boundedString(ORDER_COMMENT_MAX_LENGTH, 0)),
  earlyReorderReason: optionalOrNull(boundedString(ORDER_REASON_MAX_LENGTH, 0)),
  deliveryMethod: optionalOrNull(stringEnum(deliveryMethods)),
});
export type PlaceOrderInput = Static<typeof PlaceOrderBody>;

export const CancelOrderBody = strictObject({
  orderId: uuid,
  prescriptionRequestGuid: optionalOrNull(uuid),
  // spec part 1 §5: a non-blank reason.
  cancellationReason: nonBlankString(ORDER_REASON_MAX_LENGTH),
});
export type CancelOrderInput = Static<typeof CancelOrderBody>;

export const OrderSurveyBody = strictObject({
  orderId: uuid,
  enjoy: strictObject({ response: Type.Boolean() }),
  comments: strictObject({ response: boundedString(ORDER_FEEDBACK_MAX_LENGTH, 0) }),
});
export type OrderSurveyInput = Static<typeof OrderSurveyBody>;
