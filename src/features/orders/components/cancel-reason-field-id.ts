/** The id of the reason field of an order's cancel form (the error summary links to it). */
export function cancelReasonFieldId(orderId: string): string {
  return `cancel-reason-${orderId}`;
}
