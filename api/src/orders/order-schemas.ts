/** The bodies of the order calls: what Ajv checks, what the handlers and order rules are typed with. */
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_COMMENT_MAX_LENGTH } from '../gp-systems/prescribing-rules';
import {
  boundedString,
  nonBlankString,
  optionalOrNull,
  strictObject,
  stringEnum,
  uuid,
} from '../http/schemas';
import { deliveryMethods, itemOrderTypes } from './order-steps';

/** placeOrder: at most 50 items, each described in at most 200 characters. */
const MAX_ITEMS = 50;
const MAX_ITEM_TEXT = 200;
const MAX_REASON = 400;
const MAX_SURVEY_COMMENTS = 1000;

export const OrderItemInput = strictObject({
  description: nonBlankString(MAX_ITEM_TEXT),
  type: optionalOrNull(boundedString(MAX_ITEM_TEXT, 0)),
  option: optionalOrNull(boundedString(MAX_ITEM_TEXT, 0)),
  itemOrderType: stringEnum(itemOrderTypes),
  medicationCourseGuid: optionalOrNull(uuid),
  orderItemId: optionalOrNull(uuid),
});
export type OrderItemInput = Static<typeof OrderItemInput>;

export const PlaceOrderBody = strictObject({
  items: Type.Array(OrderItemInput, { minItems: 1, maxItems: MAX_ITEMS }),
  // spec part 1 §5: at most 400 characters; the rule (place-order.ts) also counts as the app does.
  comment: optionalOrNull(boundedString(ORDER_COMMENT_MAX_LENGTH, 0)),
  earlyReorderReason: optionalOrNull(boundedString(MAX_REASON, 0)),
  deliveryMethod: optionalOrNull(stringEnum(deliveryMethods)),
});
export type PlaceOrderInput = Static<typeof PlaceOrderBody>;

export const CancelOrderBody = strictObject({
  orderId: uuid,
  prescriptionRequestGuid: optionalOrNull(uuid),
  // spec part 1 §5: a non-blank reason.
  cancellationReason: nonBlankString(MAX_REASON),
});
export type CancelOrderInput = Static<typeof CancelOrderBody>;

export const OrderSurveyBody = strictObject({
  orderId: uuid,
  enjoy: strictObject({ response: Type.Boolean() }),
  comments: strictObject({ response: boundedString(MAX_SURVEY_COMMENTS, 0) }),
});
export type OrderSurveyInput = Static<typeof OrderSurveyBody>;
