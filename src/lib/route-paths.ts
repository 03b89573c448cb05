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
  /** The cookie policy (public), where the analytics choice can be changed; the banner links to it. */
  cookiePolicy: '/help/cookies',
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
 * GP online services (IM1): linking the patient to their GP record with a registration letter or NHS login,
 * adding a patient by proxy, and changing GP (spec part 1 §2 'Register for online services', 'Connect IM1
 * information', 'Connect IM1 form', 'Connect IM1 result', 'Multi-patient info'; part 2 'Change my GP practice').
 * The connect result is the register-for-online-services route with its `connectionResult` flag (part 1 §2).
 */
export const linkingPaths = {
  registerForOnlineServices: '/my-services/register-for-online-services',
  connectIm1Information: '/connect-im1-information',
  connectIm1Form: '/connect-im1-form',
  multiPatientInfo: '/my-services/multi-patient-info',
  changeGp: '/my-details/my-gp/change',
} as const;

/**
 * The My details area's own pages (spec part 2 §2: 'My linked patients', 'My GP details', 'Deregister'),
 * and the two its hub links to that come with issue #19 ('My profile', 'Notifications').
 */
export const myDetailsPaths = {
  myLinkedPatients: '/my-details/my-linked-patients',
  myGp: '/my-details/my-gp',
  deregister: '/my-details/deregister',
  myProfile: '/my-details/my-profile',
  notifications: '/my-details/notifications',
} as const;

/**
 * The GP services the My services hub links to (spec part 2 §2 'Known paths'); their screens come with later
 * issues. Pharmacy services is routePaths.pharmacyServices.
 */
export const myServicesPaths = {
  appointments: '/my-services/appointments',
  messages: '/my-services/messages',
  medicalRecord: '/my-services/my-medical-record',
} as const;

/**
 * The reminders screens (spec part 2 §2 'Known paths': the list, and a reorder or daily reminder, new or by id).
 */
export const remindersPaths = {
  list: '/my-meds/reminders',
  newReorder: '/my-meds/reminders/reorder/new',
  editReorder: '/my-meds/reminders/reorder/edit/:id',
  newDaily: '/my-meds/reminders/daily/new',
  editDaily: '/my-meds/reminders/daily/edit/:id',
} as const;

/** The path of a reminder's edit screen. */
export function editReminderPath(kind: 'reorder' | 'daily', id: string): string {
  const path = kind === 'reorder' ? remindersPaths.editReorder : remindersPaths.editDaily;
  return path.replace(':id', encodeURIComponent(id));
}

/**
 * GP appointments (spec part 2 'GP appointments'): the list, cancelling one with a reason, and the booking
 * flow, one path per step so that Back moves between steps and the frame treats each as a page.
 */
export const appointmentsPaths = {
  list: myServicesPaths.appointments,
  cancel: '/my-services/appointments/cancel/:slotId',
  bookService: '/my-services/appointments/book',
  bookPractitioner: '/my-services/appointments/book/practitioner',
  bookClinician: '/my-services/appointments/book/clinician',
  bookDate: '/my-services/appointments/book/date',
  bookTime: '/my-services/appointments/book/time',
  bookCheck: '/my-services/appointments/book/check',
} as const;

/**
 * The appointment's calendar file ('Add to calendar'): served by the gateway, not a route of the app
 * (gateway/src/appointments/appointment-calendar-route.ts answers this path).
 */
export function appointmentCalendarPath(slotId: string): string {
  return `/calendar/appointments/${encodeURIComponent(slotId)}.ics`;
}

/** The cancel page of the appointment in `slotId`. */
export function cancelAppointmentPath(slotId: string): string {
  return appointmentsPaths.cancel.replace(':slotId', encodeURIComponent(slotId));
}

/**
 * Pharmacy services (spec part 2 'Pharmacy services'): 'My booked services', then the booking flow in three
 * steps, one path each (service and sub type, date and time, confirmed), so that Back moves between steps.
 */
export const pharmacyServicesPaths = {
  list: routePaths.pharmacyServices,
  bookService: '/my-services/pharmacy-services/book',
  bookDate: '/my-services/pharmacy-services/book/date',
  bookConfirmed: '/my-services/pharmacy-services/book/confirmed',
} as const;

/**
 * A booking's calendar file ('Add to calendar'): served by the gateway, not a route of the app
 * (gateway/src/pharmacy-services/ answers this path).
 */
export function pharmacyServiceCalendarPath(bookingId: string): string {
  return `/calendar/pharmacy-services/${encodeURIComponent(bookingId)}.ics`;
}

/**
 * Messages with the GP practice (spec part 2 §2 'Known paths'): the list, a new message, a reply in a thread,
 * and a thread. 'new' is a path of its own, so it is never read as a thread id.
 */
export const messagesPaths = {
  list: myServicesPaths.messages,
  newMessage: '/my-services/messages/new',
  reply: '/my-services/messages/new/:id',
  thread: '/my-services/messages/:id',
} as const;

/** The page of the thread `id`. */
export function messageThreadPath(id: string): string {
  return messagesPaths.thread.replace(':id', encodeURIComponent(id));
}

/** The reply page of the thread `id`. */
export function replyToMessagePath(id: string): string {
  return messagesPaths.reply.replace(':id', encodeURIComponent(id));
}

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
