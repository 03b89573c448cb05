import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LoadingSpinner } from '../components/loading-spinner';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { RouteErrorBoundary } from './frame/service-problem-page';
import { RouteGuard, type GuardRule, type RoutePrefetch } from './route-guard';
import { WithWholeErrorCatalogue } from './whole-error-catalogue';
import {
  appointmentsPaths,
  pharmacyServicesPaths,
  messagesPaths,
  myDetailsPaths,
  myServicesPaths,
  linkingPaths,
  newOrderPaths,
  pharmacyPaths,
  registrationPaths,
  remindersPaths,
  routePaths,
} from '../lib/route-paths';
import { appointmentsScreenQuery } from '../features/appointments/appointments-screen-query';
import { bookClinicianScreenQuery } from '../features/appointments/booking/book-clinician-screen-query';
import { bookPractitionerScreenQuery } from '../features/appointments/booking/book-practitioner-screen-query';
import { bookServiceScreenQuery } from '../features/appointments/booking/book-service-screen-query';
import { cancelAppointmentScreenQuery } from '../features/appointments/cancel-appointment-screen-query';
import { homeScreenQuery } from '../features/home/home-screen-query';
import { changeGpScreenQuery } from '../features/linking/change-gp-screen-query';
import { connectIm1FormScreenQuery } from '../features/linking/connect-im1-form-screen-query';
import { connectIm1InformationScreenQuery } from '../features/linking/connect-im1-information-screen-query';
import { multiPatientInfoScreenQuery } from '../features/linking/multi-patient-info-screen-query';
import { registerForOnlineServicesScreenQuery } from '../features/linking/register-for-online-services-screen-query';
import { medicalRecordScreenQuery } from '../features/medical-record/medical-record-screen-query';
import {
  newMessageScreenQuery,
  replyMessageScreenQuery,
} from '../features/messages/message-form-screen-query';
import { messageThreadScreenQuery } from '../features/messages/message-thread-screen-query';
import { messagesScreenQuery } from '../features/messages/messages-screen-query';
import { deregisterScreenQuery } from '../features/my-details/deregister-screen-query';
import { myDetailsScreenQuery } from '../features/my-details/my-details-screen-query';
import { myGpScreenQuery } from '../features/my-details/my-gp-screen-query';
import { myLinkedPatientsScreenQuery } from '../features/my-details/my-linked-patients-screen-query';
import { myProfileScreenQuery } from '../features/my-details/my-profile-screen-query';
import { notificationsScreenQuery } from '../features/my-details/notifications-screen-query';
import { myServicesScreenQuery } from '../features/my-services/my-services-screen-query';
import { currentOrdersScreenQuery } from '../features/orders/current-orders-screen-query';
import { myMedsScreenQuery } from '../features/orders/my-meds-screen-query';
import { newOrderScreenQuery } from '../features/orders/new-order/new-order-screen-query';
import { previousOrdersScreenQuery } from '../features/orders/previous-orders-screen-query';
import { bookPharmacyServiceScreenQuery } from '../features/pharmacy-services/booking/book-pharmacy-service-screen-query';
import { pharmacyServicesScreenQuery } from '../features/pharmacy-services/pharmacy-services-screen-query';
import { choosePharmacyScreenQuery } from '../features/pharmacy/choose-pharmacy-screen-query';
import { myPharmacyScreenQuery } from '../features/pharmacy/my-pharmacy-screen-query';
import { dailyReminderScreenQuery } from '../features/reminders/daily-reminder-screen-query';
import { remindersScreenQuery } from '../features/reminders/reminders-screen-query';
import {
  editReorderReminderScreenQuery,
  newReorderReminderScreenQuery,
} from '../features/reminders/reorder-reminder-screen-query';

/** One row of the route table: a path, who may see it, and its screen. */
export interface AppRoute {
  path: string;
  guard: GuardRule;
  /** Loads the screen's code on first visit (route-level code splitting). */
  screen: () => Promise<ComponentType>;
  /**
   * Starts the screen's query together with its code (issue #20), its variables from the address (path
   * parameters, query string) as the screen reads them. Its options come from a small module beside the
   * screen (`*-screen-query.ts`), which the screen reads too, so that this table does not pull the screen
   * into the first load.
   */
  prefetch?: RoutePrefetch;
  /**
   * The screen's words (locales/en/<namespace>.json): loaded together with its code, not when the screen
   * first renders and asks for them, which came after the code (issue #20).
   */
  namespaces?: readonly string[];
}

/**
 * The route table: every route with its guard (spec part 1 §2; the rules themselves are in route-guard.tsx,
 * the redirect targets in src/lib/route-paths.ts). A route joins the table when its screen exists.
 */
export const appRoutes: AppRoute[] = [
  {
    path: routePaths.login,
    guard: 'public',
    namespaces: ['auth'],
    screen: () => import('../features/auth/login-screen').then((module) => module.LoginScreen),
  },
  {
    path: routePaths.forgotPassword,
    guard: 'public',
    namespaces: ['auth'],
    screen: () =>
      import('../features/auth/forgot-password-screen').then(
        (module) => module.ForgotPasswordScreen,
      ),
  },
  {
    path: routePaths.resetPassword,
    guard: 'public',
    namespaces: ['auth'],
    screen: () =>
      import('../features/auth/reset-password-screen').then((module) => module.ResetPasswordScreen),
  },
  {
    path: routePaths.verifyNewEmail,
    guard: 'public',
    namespaces: ['auth'],
    screen: () =>
      import('../features/auth/verify-new-email-screen').then(
        (module) => module.VerifyNewEmailScreen,
      ),
  },
  {
    // Public, so that anyone can read it signed in or out (linked from the footer of every page).
    path: routePaths.accessibilityStatement,
    guard: 'public',
    namespaces: ['accessibility'],
    screen: () =>
      import('../features/accessibility/accessibility-statement-screen').then(
        (module) => module.AccessibilityStatementScreen,
      ),
  },
  {
    // Public: the help page is for signed-out visitors too (spec part 2 'Help').
    path: routePaths.help,
    guard: 'public',
    namespaces: ['help'],
    screen: () => import('../features/help/help-screen').then((module) => module.HelpScreen),
  },
  {
    // Public: the cookie banner links here before anyone signs in.
    path: routePaths.cookiePolicy,
    guard: 'public',
    namespaces: ['help'],
    screen: () =>
      import('../features/help/cookie-policy-screen').then((module) => module.CookiePolicyScreen),
  },
  {
    path: registrationPaths.waysToRegister,
    guard: 'public',
    namespaces: ['registration'],
    screen: () =>
      import('../features/registration/ways-to-register-screen').then(
        (module) => module.WaysToRegisterScreen,
      ),
  },
  {
    path: registrationPaths.methodSelection,
    guard: 'public',
    namespaces: ['registration'],
    screen: () =>
      import('../features/registration/ways-to-register-screen').then(
        (module) => module.WaysToRegisterScreen,
      ),
  },
  {
    path: registrationPaths.benefits,
    guard: 'public',
    namespaces: ['registration'],
    screen: () =>
      import('../features/registration/benefits-screen').then((module) => module.BenefitsScreen),
  },
  {
    path: registrationPaths.ageCheck,
    guard: 'public',
    namespaces: ['registration'],
    screen: () =>
      import('../features/registration/age-check-screen').then((module) => module.AgeCheckScreen),
  },
  {
    path: registrationPaths.verifyEmail,
    guard: 'public',
    namespaces: ['registration'],
    screen: () =>
      import('../features/registration/verify-email-screen').then(
        (module) => module.VerifyEmailScreen,
      ),
  },
  {
    path: registrationPaths.register,
    guard: 'public',
    namespaces: ['registration'],
    screen: () =>
      import('../features/registration/register-screen').then((module) => module.RegisterScreen),
  },
  {
    path: registrationPaths.registerDetails,
    guard: 'public',
    namespaces: ['registration'],
    screen: () =>
      import('../features/registration/register-details-screen').then(
        (module) => module.RegisterDetailsScreen,
      ),
  },
  {
    path: registrationPaths.linkageDetails,
    guard: 'public',
    namespaces: ['registration'],
    screen: () =>
      import('../features/registration/linkage-details-screen').then(
        (module) => module.LinkageDetailsScreen,
      ),
  },
  {
    // Renders as a registration step (spec part 1 §2): signed in, with or without a pharmacy.
    path: pharmacyPaths.choosePharmacy,
    guard: 'signedIn',
    namespaces: ['pharmacy'],
    screen: () =>
      import('../features/pharmacy/choose-pharmacy-screen').then(
        (module) => module.ChoosePharmacyScreen,
      ),
    prefetch: (queryClient) => queryClient.query(choosePharmacyScreenQuery),
  },
  {
    path: routePaths.home,
    guard: 'needsPharmacy',
    namespaces: ['home'],
    screen: () => import('../features/home/home-screen').then((module) => module.HomeScreen),
    prefetch: (queryClient) => queryClient.query(homeScreenQuery),
  },
  {
    path: routePaths.myMeds,
    guard: 'needsPharmacy',
    namespaces: ['orders'],
    screen: () => import('../features/orders/my-meds-screen').then((module) => module.MyMedsScreen),
    prefetch: (queryClient) => queryClient.query(myMedsScreenQuery),
  },
  {
    path: routePaths.currentOrders,
    guard: 'needsPharmacy',
    namespaces: ['orders'],
    screen: () =>
      import('../features/orders/current-orders-screen').then(
        (module) => module.CurrentOrdersScreen,
      ),
    prefetch: (queryClient) => queryClient.query(currentOrdersScreenQuery),
  },
  {
    path: routePaths.previousOrders,
    guard: 'needsPharmacy',
    namespaces: ['orders'],
    screen: () =>
      import('../features/orders/previous-orders-screen').then(
        (module) => module.PreviousOrdersScreen,
      ),
    prefetch: (queryClient) => queryClient.query(previousOrdersScreenQuery),
  },
  {
    // Every reminder route needs a reminder feature (spec part 2 §6); the screens say more (the list goes
    // back when all flags are off, the forms when their manual flag is).
    path: remindersPaths.list,
    guard: 'needsPharmacy',
    namespaces: ['reminders'],
    screen: () =>
      import('../features/reminders/reminders-screen').then((module) => module.RemindersScreen),
    prefetch: (queryClient) => queryClient.query(remindersScreenQuery),
  },
  {
    path: remindersPaths.newReorder,
    guard: 'needsPharmacy',
    namespaces: ['reminders'],
    screen: () =>
      import('../features/reminders/reorder-reminder-screen').then(
        (module) => module.NewReorderReminderScreen,
      ),
    prefetch: (queryClient) => queryClient.query(newReorderReminderScreenQuery),
  },
  {
    path: remindersPaths.editReorder,
    guard: 'needsPharmacy',
    namespaces: ['reminders'],
    screen: () =>
      import('../features/reminders/reorder-reminder-screen').then(
        (module) => module.EditReorderReminderScreen,
      ),
    prefetch: (queryClient, { params }) =>
      queryClient.query(editReorderReminderScreenQuery(params.id ?? '')),
  },
  {
    path: remindersPaths.newDaily,
    guard: 'needsPharmacy',
    namespaces: ['reminders'],
    screen: () =>
      import('../features/reminders/daily-reminder-screen').then(
        (module) => module.NewDailyReminderScreen,
      ),
    prefetch: (queryClient) => queryClient.query(dailyReminderScreenQuery()),
  },
  {
    path: remindersPaths.editDaily,
    guard: 'needsPharmacy',
    namespaces: ['reminders'],
    screen: () =>
      import('../features/reminders/daily-reminder-screen').then(
        (module) => module.EditDailyReminderScreen,
      ),
    prefetch: (queryClient, { params }) =>
      queryClient.query(dailyReminderScreenQuery(params.id ?? '')),
  },
  {
    path: pharmacyPaths.myPharmacy,
    guard: 'needsPharmacy',
    namespaces: ['pharmacy'],
    screen: () =>
      import('../features/pharmacy/my-pharmacy-screen').then((module) => module.MyPharmacyScreen),
    prefetch: (queryClient) => queryClient.query(myPharmacyScreenQuery),
  },
  {
    path: pharmacyPaths.changePharmacy,
    guard: 'needsPharmacy',
    namespaces: ['pharmacy'],
    screen: () =>
      import('../features/pharmacy/choose-pharmacy-screen').then(
        (module) => module.ChangePharmacyScreen,
      ),
    prefetch: (queryClient) => queryClient.query(choosePharmacyScreenQuery),
  },
  {
    path: routePaths.myServices,
    guard: 'needsPharmacy',
    namespaces: ['my-services'],
    screen: () =>
      import('../features/my-services/my-services-screen').then(
        (module) => module.MyServicesScreen,
      ),
    prefetch: (queryClient) => queryClient.query(myServicesScreenQuery),
  },
  {
    path: routePaths.myDetails,
    guard: 'needsPharmacy',
    namespaces: ['my-details'],
    screen: () =>
      import('../features/my-details/my-details-screen').then((module) => module.MyDetailsScreen),
    prefetch: (queryClient) => queryClient.query(myDetailsScreenQuery),
  },
  {
    path: myDetailsPaths.myLinkedPatients,
    guard: 'needsPharmacy',
    namespaces: ['my-details'],
    screen: () =>
      import('../features/my-details/my-linked-patients-screen').then(
        (module) => module.MyLinkedPatientsScreen,
      ),
    prefetch: (queryClient) => queryClient.query(myLinkedPatientsScreenQuery),
  },
  {
    path: myDetailsPaths.myProfile,
    guard: 'needsPharmacy',
    namespaces: ['profile'],
    screen: () =>
      import('../features/my-details/my-profile-screen').then((module) => module.MyProfileScreen),
    prefetch: (queryClient) => queryClient.query(myProfileScreenQuery),
  },
  {
    path: myDetailsPaths.myGp,
    guard: 'myGp',
    namespaces: ['my-details'],
    screen: () => import('../features/my-details/my-gp-screen').then((module) => module.MyGpScreen),
    prefetch: (queryClient) => queryClient.query(myGpScreenQuery),
  },
  {
    // spec part 2 §6: what the screen offers depends on the integration and reminders, not its route.
    path: myDetailsPaths.notifications,
    guard: 'needsPharmacy',
    namespaces: ['my-details'],
    screen: () =>
      import('../features/my-details/notifications-screen').then(
        (module) => module.NotificationsScreen,
      ),
    prefetch: (queryClient) => queryClient.query(notificationsScreenQuery),
  },
  {
    // spec part 1 §2: an IM1-check route.
    path: myDetailsPaths.deregister,
    guard: 'im1Check',
    namespaces: ['my-details'],
    screen: () =>
      import('../features/my-details/deregister-screen').then((module) => module.DeregisterScreen),
    prefetch: (queryClient) => queryClient.query(deregisterScreenQuery),
  },
  {
    // spec part 2 'Pharmacy services', booking flow 1–3; part 2 §6: booking needs featurePharmacyServiceBooking
    // and the pharmacy's isServiceBookingEnabled.
    path: pharmacyServicesPaths.bookService,
    guard: 'pharmacyServiceBooking',
    namespaces: ['pharmacy-services'],
    screen: () =>
      import('../features/pharmacy-services/booking/book-pharmacy-service-screen').then(
        (module) => module.BookPharmacyServiceScreen,
      ),
    prefetch: (queryClient) => queryClient.query(bookPharmacyServiceScreenQuery),
  },
  {
    path: pharmacyServicesPaths.bookDate,
    guard: 'pharmacyServiceBooking',
    namespaces: ['pharmacy-services'],
    screen: () =>
      import('../features/pharmacy-services/booking/book-pharmacy-service-date-screen').then(
        (module) => module.BookPharmacyServiceDateScreen,
      ),
    // The flow's choices and this step's query come with the screen's code, as the booking steps' below.
    prefetch: async (queryClient, { search }) => {
      const [{ readServiceBookingChoices }, { bookPharmacyServiceDateScreenQuery }] =
        await Promise.all([
          import('../features/pharmacy-services/booking/service-booking-choices'),
          import('../features/pharmacy-services/booking/book-pharmacy-service-date-screen-query'),
        ]);
      const choices = readServiceBookingChoices(search);
      const { serviceId } = choices;
      // Without a service the step starts the booking again and asks for nothing.
      return serviceId
        ? queryClient.query(bookPharmacyServiceDateScreenQuery({ ...choices, serviceId }))
        : undefined;
    },
  },
  {
    path: pharmacyServicesPaths.bookConfirmed,
    guard: 'pharmacyServiceBooking',
    namespaces: ['pharmacy-services'],
    screen: () =>
      import('../features/pharmacy-services/booking/book-pharmacy-service-confirmed-screen').then(
        (module) => module.BookPharmacyServiceConfirmedScreen,
      ),
  },
  {
    // spec part 1 §2: an IM1-check route; part 2 §6: appointments need appointmentsEnabled.
    path: appointmentsPaths.list,
    guard: 'appointments',
    namespaces: ['appointments'],
    screen: () =>
      import('../features/appointments/appointments-screen').then(
        (module) => module.AppointmentsScreen,
      ),
    prefetch: (queryClient) => queryClient.query(appointmentsScreenQuery),
  },
  {
    path: appointmentsPaths.cancel,
    guard: 'appointments',
    namespaces: ['appointments'],
    screen: () =>
      import('../features/appointments/cancel-appointment-screen').then(
        (module) => module.CancelAppointmentScreen,
      ),
    prefetch: (queryClient) => queryClient.query(cancelAppointmentScreenQuery),
  },
  {
    path: appointmentsPaths.bookService,
    guard: 'appointments',
    namespaces: ['appointments'],
    screen: () =>
      import('../features/appointments/booking/book-service-screen').then(
        (module) => module.BookServiceScreen,
      ),
    prefetch: (queryClient) => queryClient.query(bookServiceScreenQuery),
  },
  {
    path: appointmentsPaths.bookPractitioner,
    guard: 'appointments',
    namespaces: ['appointments'],
    screen: () =>
      import('../features/appointments/booking/book-practitioner-screen').then(
        (module) => module.BookPractitionerScreen,
      ),
    prefetch: (queryClient) => queryClient.query(bookPractitionerScreenQuery),
  },
  {
    path: appointmentsPaths.bookClinician,
    guard: 'appointments',
    namespaces: ['appointments'],
    screen: () =>
      import('../features/appointments/booking/book-clinician-screen').then(
        (module) => module.BookClinicianScreen,
      ),
    prefetch: (queryClient) => queryClient.query(bookClinicianScreenQuery),
  },
  {
    path: appointmentsPaths.bookDate,
    guard: 'appointments',
    namespaces: ['appointments'],
    screen: () =>
      import('../features/appointments/booking/book-date-screen').then(
        (module) => module.BookDateScreen,
      ),
    // The flow's choices and this step's query come with the screen's code, which imports them too: every
    // other page no longer fetches them with the route table (issue #20). Without the choices before it the
    // step starts the booking again and asks for nothing.
    prefetch: async (queryClient, { search }) => {
      const [{ readBookingChoices, stepChoices }, { bookDateScreenQuery }] = await Promise.all([
        import('../features/appointments/booking/booking-choices'),
        import('../features/appointments/booking/book-date-screen-query'),
      ]);
      const choices = stepChoices(readBookingChoices(search), 'slotType');
      return choices && queryClient.query(bookDateScreenQuery(choices));
    },
  },
  {
    path: appointmentsPaths.bookTime,
    guard: 'appointments',
    namespaces: ['appointments'],
    screen: () =>
      import('../features/appointments/booking/book-time-screen').then(
        (module) => module.BookTimeScreen,
      ),
    // As the date step's: the choices and the query come with the screen's code.
    prefetch: async (queryClient, { search }) => {
      const [{ readBookingChoices, stepChoices }, { bookTimeScreenQuery }] = await Promise.all([
        import('../features/appointments/booking/booking-choices'),
        import('../features/appointments/booking/book-time-screen-query'),
      ]);
      const choices = stepChoices(readBookingChoices(search), 'slotType', 'date');
      return choices && queryClient.query(bookTimeScreenQuery(choices));
    },
  },
  {
    path: appointmentsPaths.bookCheck,
    guard: 'appointments',
    namespaces: ['appointments'],
    screen: () =>
      import('../features/appointments/booking/book-check-screen').then(
        (module) => module.BookCheckScreen,
      ),
    // As the date step's: the choices and the query come with the screen's code.
    prefetch: async (queryClient, { search }) => {
      const [{ readBookingChoices, stepChoices }, { bookCheckScreenQuery }] = await Promise.all([
        import('../features/appointments/booking/booking-choices'),
        import('../features/appointments/booking/book-check-screen-query'),
      ]);
      const choices = stepChoices(readBookingChoices(search), 'slotType', 'date', 'slotId');
      return choices && queryClient.query(bookCheckScreenQuery(choices));
    },
  },
  {
    // spec part 2 §6: pharmacy services need featurePharmacyServiceBooking; the screen itself says when the
    // pharmacy takes no bookings.
    path: pharmacyServicesPaths.list,
    guard: 'pharmacyServices',
    namespaces: ['pharmacy-services'],
    screen: () =>
      import('../features/pharmacy-services/pharmacy-services-screen').then(
        (module) => module.PharmacyServicesScreen,
      ),
    prefetch: (queryClient) => queryClient.query(pharmacyServicesScreenQuery),
  },
  {
    // spec part 1 §2: an IM1-check route; part 2 §6: messages need practicePatientCommunicationEnabled.
    path: messagesPaths.list,
    guard: 'messages',
    namespaces: ['messages'],
    screen: () =>
      import('../features/messages/messages-screen').then((module) => module.MessagesScreen),
    prefetch: (queryClient) => queryClient.query(messagesScreenQuery),
  },
  {
    path: messagesPaths.newMessage,
    guard: 'messages',
    namespaces: ['messages'],
    screen: () =>
      import('../features/messages/message-form-screen').then((module) => module.NewMessageScreen),
    prefetch: (queryClient) => queryClient.query(newMessageScreenQuery),
  },
  {
    path: messagesPaths.reply,
    guard: 'messages',
    namespaces: ['messages'],
    screen: () =>
      import('../features/messages/message-form-screen').then(
        (module) => module.ReplyMessageScreen,
      ),
    prefetch: (queryClient, { params }) =>
      queryClient.query(replyMessageScreenQuery(params.id ?? '')),
  },
  {
    path: messagesPaths.thread,
    guard: 'messages',
    namespaces: ['messages'],
    screen: () =>
      import('../features/messages/message-thread-screen').then(
        (module) => module.MessageThreadScreen,
      ),
    prefetch: (queryClient, { params }) =>
      queryClient.query(messageThreadScreenQuery(params.id ?? '')),
  },
  {
    // spec part 1 §2: an IM1-check route; part 2 §6: the medical record needs medicalRecordEnabled.
    path: myServicesPaths.medicalRecord,
    guard: 'medicalRecord',
    namespaces: ['medical-record'],
    screen: () =>
      import('../features/medical-record/medical-record-screen').then(
        (module) => module.MedicalRecordScreen,
      ),
    prefetch: (queryClient) => queryClient.query(medicalRecordScreenQuery),
  },
  {
    path: linkingPaths.connectIm1Information,
    guard: 'needsIm1',
    namespaces: ['linking'],
    screen: () =>
      import('../features/linking/connect-im1-information-screen').then(
        (module) => module.ConnectIm1InformationScreen,
      ),
    prefetch: (queryClient) => queryClient.query(connectIm1InformationScreenQuery),
  },
  {
    path: linkingPaths.connectIm1Form,
    guard: 'needsIm1',
    namespaces: ['linking'],
    screen: () =>
      import('../features/linking/connect-im1-form-screen').then(
        (module) => module.ConnectIm1FormScreen,
      ),
    prefetch: (queryClient) => queryClient.query(connectIm1FormScreenQuery),
  },
  {
    path: linkingPaths.registerForOnlineServices,
    guard: 'needsIm1',
    namespaces: ['linking'],
    screen: () =>
      import('../features/linking/register-for-online-services-screen').then(
        (module) => module.RegisterForOnlineServicesScreen,
      ),
    prefetch: (queryClient) => queryClient.query(registerForOnlineServicesScreenQuery),
  },
  {
    path: linkingPaths.multiPatientInfo,
    guard: 'needsIm1',
    namespaces: ['linking'],
    screen: () =>
      import('../features/linking/multi-patient-info-screen').then(
        (module) => module.MultiPatientInfoScreen,
      ),
    prefetch: (queryClient) => queryClient.query(multiPatientInfoScreenQuery),
  },
  {
    // spec part 2: 'My GP' needs a GP name and IM1 availability; changing it needs IM1 enabled.
    path: linkingPaths.changeGp,
    guard: 'needsIm1',
    namespaces: ['linking'],
    screen: () =>
      import('../features/linking/change-gp-screen').then((module) => module.ChangeGpScreen),
    prefetch: (queryClient) => queryClient.query(changeGpScreenQuery),
  },
  {
    path: newOrderPaths.addItem,
    guard: 'canOrder',
    namespaces: ['orders'],
    screen: () =>
      import('../features/orders/new-order/add-item-screen').then((module) => module.AddItemScreen),
    prefetch: (queryClient) => queryClient.query(newOrderScreenQuery),
  },
  {
    path: newOrderPaths.summary,
    guard: 'canOrder',
    namespaces: ['orders'],
    screen: () =>
      import('../features/orders/new-order/order-summary-screen').then(
        (module) => module.OrderSummaryScreen,
      ),
    prefetch: (queryClient) => queryClient.query(newOrderScreenQuery),
  },
  {
    path: newOrderPaths.confirmation,
    guard: 'canOrder',
    namespaces: ['orders'],
    screen: () =>
      import('../features/orders/new-order/order-confirmation-screen').then(
        (module) => module.OrderConfirmationScreen,
      ),
    prefetch: (queryClient) => queryClient.query(newOrderScreenQuery),
  },
  {
    path: newOrderPaths.sent,
    guard: 'canOrder',
    namespaces: ['orders'],
    screen: () =>
      import('../features/orders/new-order/order-sent-screen').then(
        (module) => module.OrderSentScreen,
      ),
  },
];

/**
 * The router's routes from a route table, rendered inside the frame (its data part, frame-data.tsx): an error
 * page for a screen that fails to load or render (inside the frame, so navigation stays), each route behind
 * its guard, and the not-found page for any other path.
 */
export function createRouteObjects(routes: AppRoute[]): RouteObject[] {
  return [
    {
      element: <RouteErrorBoundary />,
      children: [
        ...routes.map((route) => ({ path: route.path, element: guardedScreen(route) })),
        {
          path: '*',
          element: (
            <Suspense fallback={<LoadingSpinner />}>
              <NotFoundPage />
            </Suspense>
          ),
        },
      ],
    },
  ];
}

/** Only for an unknown path: off the entry, with the text formatting it needs (issue #20). */
const NotFoundPage = lazy(() =>
  import('./frame/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

function guardedScreen(route: AppRoute) {
  // Loaded while the guard waits for the account, it then renders without a fallback (preloadable-lazy.ts).
  const { Component: Screen, preload } = preloadableLazy(route.screen);
  return (
    <RouteGuard
      rule={route.guard}
      path={route.path}
      preload={preload}
      prefetch={route.prefetch}
      namespaces={route.namespaces}
    >
      <Suspense fallback={<LoadingSpinner />}>
        <WithWholeErrorCatalogue>
          <Screen />
        </WithWholeErrorCatalogue>
      </Suspense>
    </RouteGuard>
  );
}

const appRouteObjects = createRouteObjects(appRoutes);

/**
 * The app's routes, for a declarative router (BrowserRouter in main.tsx, MemoryRouter in tests), rendered by
 * the frame's data part: with TanStack Query, this table is off the first render (issue #20). The data
 * router (createBrowserRouter) would add about 17 kB gzipped to every first load for features the app does
 * not use (loaders, actions, fetchers): docs/decisions/0005-first-load-budget.md.
 */
export function AppRoutes({ routes }: { routes?: RouteObject[] }) {
  return useRoutes(routes ?? appRouteObjects);
}
