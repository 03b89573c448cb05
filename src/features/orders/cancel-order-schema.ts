import { object, string, type InferType } from 'yup';
import { ORDER_REASON_MAX_LENGTH } from '../../../api/src/contract';
import { cancelOrderMessages } from './cancel-order-messages';

/**
 * The cancel-order form. spec part 1 §2 'Current orders' and §5: 'Order cancellation: non-blank reason.' The
 * reason is trimmed before it is sent; the gateway and the API check the same rules again.
 */
export const cancelOrderSchema = object({
  reason: string()
    .default('')
    .trim()
    .required(cancelOrderMessages.reasonRequired)
    .max(ORDER_REASON_MAX_LENGTH, cancelOrderMessages.reasonTooLong),
});

/** The values a valid form submits (reason trimmed). */
export type CancelOrderFormValues = InferType<typeof cancelOrderSchema>;
