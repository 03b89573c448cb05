import { object, string, type InferType } from 'yup';

/** docs/rest-api.md placeOrder: an item's description and option are at most 200 characters each. */
export const manualItemMaxLength = 200;

/** The form's messages ('ns:key', so the catalogue check sees them). */
export const manualItemMessages = {
  nameRequired: 'orders:newOrder.manualItem.nameRequired',
  nameTooLong: 'orders:newOrder.manualItem.nameTooLong',
  optionTooLong: 'orders:newOrder.manualItem.optionTooLong',
} as const;

/**
 * A medicine typed in by a patient who reorders manually (spec part 1 §2 'New order', §6): its name is
 * required; strength and quantity are optional. Both are trimmed; the API checks the same limits again.
 */
export const manualItemSchema = object({
  description: string()
    .default('')
    .trim()
    .required(manualItemMessages.nameRequired)
    .max(manualItemMaxLength, manualItemMessages.nameTooLong),
  option: string().default('').trim().max(manualItemMaxLength, manualItemMessages.optionTooLong),
});

export type ManualItemValues = InferType<typeof manualItemSchema>;
