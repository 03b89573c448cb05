/** Paths the frame and the guards need to know (the screens' own paths live in the route table). */
export const routePaths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyNewEmail: '/verify-new-email/:id',
  home: '/',
  choosePharmacy: '/choose-pharmacy',
  myMeds: '/my-meds',
  currentOrders: '/my-meds/orders',
  previousOrders: '/my-meds/orders/previous',
  myServices: '/my-services',
  myDetails: '/my-details',
  help: '/help',
} as const;

/**
 * Where the guards send a user who may not see a route (spec part 1 §2 "Route guard rules"). The targets are
 * set here once rather than in each guard.
 */
export const guardRedirects = {
  signedOut: routePaths.login,
  noPharmacy: routePaths.choosePharmacy,
  notPermitted: routePaths.home,
} as const;
