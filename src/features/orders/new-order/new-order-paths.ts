/**
 * The new-order flow's pages (spec part 1 §2 'New order': add-item, summary, confirmation, then the
 * thank-you). Each page has its own path under /my-meds/orders/new, so that the browser's Back button moves
 * between them and the frame treats each as a page (title, focus on the h1, scroll to the top).
 */
export const newOrderPaths = {
  addItem: '/my-meds/orders/new',
  summary: '/my-meds/orders/new/summary',
  confirmation: '/my-meds/orders/new/confirmation',
  sent: '/my-meds/orders/new/sent',
} as const;

/** Whether `pathname` is a page of the new-order flow (moving between them does not leave the order). */
export function isNewOrderPage(pathname: string): boolean {
  return pathname === newOrderPaths.addItem || pathname.startsWith(`${newOrderPaths.addItem}/`);
}
