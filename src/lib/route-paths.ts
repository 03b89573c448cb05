/**
 * Every path of the app, in one place: the route table (src/app/router.tsx), the guards, the frame and the
 * screens that link to each other all name a path from here, so a path changes in one line. Grouped by area
 * (spec part 1 §2 lists the routes).
 */

/** The frame's pages and the signed-in areas' landing pages. */
export const routePaths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyNewEmail: '/verify-new-email/:id',
  home: '/',
  myMeds: '/my-meds',
  currentOrders: '/my-meds/orders',
  previousOrders: '/my-meds/orders/previous',
  myServices: '/my-services',
  /** spec part 2 'My pharmacy': 'Book a pharmacy service' (the route comes with pharmacy services). */
  pharmacyServices: '/my-services/pharmacy-services',
  myDetails: '/my-details',
  help: '/help',
  /** The accessibility statement (public; linked from the footer of every page). */
  accessibilityStatement: '/accessibility-statement',
} as const;

/**
 * The pharmacy pages (spec part 1 §2 'Protected routes'): choosing a pharmacy as the last registration step,
 * the patient's pharmacy, and changing it.
 */
export const pharmacyPaths = {
  choosePharmacy: '/choose-pharmacy',
  myPharmacy: '/my-details/my-pharmacy',
  changePharmacy: '/my-details/my-pharmacy/change',
} as const;

/**
 * The registration journey's pages (spec part 1 §2 'Public routes'): ways to register (also reached as
 * /method-selection), benefits and the age question, the email step, the verification link's landing page,
 * and the two ways to finish (register details, linkage details).
 */
export const registrationPaths = {
  waysToRegister: '/ways-to-register',
  methodSelection: '/method-selection',
  benefits: '/benefits',
  ageCheck: '/age-check-and-email',
  verifyEmail: '/verify-email',
  register: '/register',
  registerDetails: '/register-details',
  linkageDetails: '/linkage-details',
} as const;

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

/**
 * Where the guards send a user who may not see a route (spec part 1 §2 "Route guard rules"). The targets are
 * set here once rather than in each guard.
 */
export const guardRedirects = {
  signedOut: routePaths.login,
  noPharmacy: pharmacyPaths.choosePharmacy,
  notPermitted: routePaths.home,
} as const;
