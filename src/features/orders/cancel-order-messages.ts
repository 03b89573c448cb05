/**
 * The catalogue keys of the cancel-order form's messages ('ns:key', so the catalogue check sees them). Apart
 * from the schema, so that the screen reads them without bringing yup, which loads with the first validation
 * (src/lib/lazy-yup-resolver.ts).
 */
export const cancelOrderMessages = {
  reasonRequired: 'errors:orders.cancelReasonRequired',
  reasonTooLong: 'orders:currentOrders.cancel.reasonTooLong',
} as const;
