import { boolean, object, string, type InferType } from 'yup';
import { ORDER_COMMENT_MAX_LENGTH, ORDER_REASON_MAX_LENGTH } from '../../../../api/src/contract';

/** The form's messages ('ns:key', so the catalogue check sees them). */
export const orderDetailsMessages = {
  commentRequired: 'errors:orders.commentRequired',
  commentTooLong: 'errors:orders.commentTooLong',
  otherRequired: 'orders:newOrder.summary.otherRequired',
  otherTooLong: 'orders:newOrder.summary.otherTooLong',
} as const;

/**
 * The summary page's form (spec part 1 §5 'Order comment', 'Early reorder'). The comment is required,
 * non-blank, when the practice asks for one (pass `{ commentRequired }` as the validation context), and at
 * most 400 characters always, counted after trimming as the gateway counts it. An early reorder is for a
 * holiday or for a reason the patient gives.
 */
export const orderDetailsSchema = object({
  comment: string()
    .default('')
    .trim()
    .when('$commentRequired', {
      is: true,
      then: (schema) => schema.required(orderDetailsMessages.commentRequired),
    })
    .max(ORDER_COMMENT_MAX_LENGTH, orderDetailsMessages.commentTooLong),
  earlyReorder: boolean().default(false),
  earlyReorderReason: string<'holiday' | 'other'>().oneOf(['holiday', 'other']).default('holiday'),
  otherReason: string()
    .default('')
    .trim()
    .when(['earlyReorder', 'earlyReorderReason'], {
      is: (early: boolean, reason: string) => early && reason === 'other',
      then: (schema) =>
        schema
          .required(orderDetailsMessages.otherRequired)
          .max(ORDER_REASON_MAX_LENGTH, orderDetailsMessages.otherTooLong),
    }),
});

export type OrderDetailsValues = InferType<typeof orderDetailsSchema>;
