import { type Page } from '@playwright/test';
import { expect } from '../fixtures/test';
import { LoadFailure, loadFailureContent } from '../pages/load-failure';
import { linkingContent } from '../pages/linking-pages';
import { medicalRecordContent } from '../pages/medical-record-page';
import { newOrderContent } from '../pages/new-order-page';
import { ordersContent } from '../pages/orders-page';
import { registrationContent } from '../pages/registration-pages';
import {
  cancelAppointmentPath,
  messageThreadPath,
  pharmacyServicesPaths,
  replyToMessagePath,
} from '../../../src/lib/route-paths';
import { pharmacyServicesContent } from '../pages/pharmacy-services-page';
import { remindersContent } from '../pages/reminders-pages';
import {
  seedDailyReminderIds,
  seedMessageThreadIds,
  seedPharmacyServiceIds,
  seedReorderReminderIds,
} from '../../../api/src/demo/seed-ids';
import { loginContent } from './content';
import {
  bookFirstFreeSlotDirectly,
  cancelAllAppointmentsDirectly,
  firstFreeSlotDirectly,
} from './appointments';
import { appointmentsContent } from '../pages/appointments-pages';
import { serviceBookingContent } from '../pages/pharmacy-booking-pages';
import { demoEmails } from './demo-accounts';
import { cancelOrdersPlacedSince } from './demo-data';
import { requestEmailChangeDirectly } from './email-change';
import { requestPasswordResetDirectly, startRegistrationDirectly } from './mailed-links';

/**
 * The route crawl's plan (route-crawl.spec.ts): each route of the route table (src/app/router.tsx) in each
 * state the demo accounts reach, and how to get there from a fresh page. zz-route-coverage.spec.ts fails when
 * a route of the table has no entry here.
 *
 * States: `loaded` (the route's content), `empty` (nothing to show: nadia has no orders or reminders, ellis no
 * repeat courses), `errorSummary` (a form sent empty or wrong: the NHS error summary shows and takes focus) and
 * `upstreamFailed` (the API fails the orders and prescriptions lists, the medical record call, the pharmacy's
 * services list and its service bookings list:
 * support/orders-outage.ts). Public routes
 * are visited signed out.
 */
export type CrawlState = 'loaded' | 'empty' | 'errorSummary' | 'upstreamFailed';

/** Who visits: a demo account (signed in once, its session reused) or nobody. */
export type Visitor = keyof typeof demoEmails | 'signedOut';

export interface CrawlEntry {
  /** A path of the route table, `:param` included. */
  route: string;
  state: CrawlState;
  as: Visitor;
  /** From a fresh page (signed in as `as`, if anyone), brings the route into `state` and checks it is there. */
  reach(page: Page): Promise<void>;
  /** Puts back shared demo data that reaching the state changed (since `startedAt`). */
  putBack?(startedAt: Date): Promise<void>;
}

/** A crawl entry's name in test titles and reports: "/login errorSummary (signed out)". */
export function entryName(entry: CrawlEntry): string {
  return `${entry.route} ${entry.state} (${entry.as === 'signedOut' ? 'signed out' : entry.as})`;
}

// A run-unique address for each registration the crawl starts (nothing else uses them).
let registrations = 0;
const newAddress = () => `crawl.${Date.now()}.${++registrations}@example.com`;

/** Opens `path` and waits for the page headed `heading`. */
async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expectHeading(page, heading);
}

async function expectHeading(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
}

/**
 * Presses the form's button with nothing (or something wrong) filled in: the error summary lists the errors
 * and takes focus, and the title says so. (The journeys check each form's own messages.)
 */
async function submitExpectingErrors(page: Page, button: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: button, exact: true }).click();
  const summary = main.locator('.nhsuk-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link').first()).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
}

/** The orders screens say they could not read the orders, under their own heading. */
async function openWhileOrdersDown(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await new LoadFailure(page).expectShown(heading, loadFailureContent.ordersLoadFailed);
}

/** Through the new order's pages with one repeat item in the basket, as alex. */
async function orderUpTo(page: Page, last: 'summary' | 'confirmation' | 'sent'): Promise<void> {
  await open(page, '/my-meds/orders/new', newOrderContent.addItemHeading);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: newOrderContent.add('Amlodipine 5mg tablets') }).click();
  await main.getByRole('button', { name: newOrderContent.continue }).click();
  await expectHeading(page, newOrderContent.summaryHeading);
  if (last === 'summary') return;
  await main.getByRole('button', { name: newOrderContent.continue }).click();
  await expectHeading(page, newOrderContent.confirmationHeading);
  if (last === 'confirmation') return;
  await main.getByRole('button', { name: newOrderContent.send }).click();
  await expectHeading(page, newOrderContent.sentHeading);
}

/** Follows a new registration's verification link, then answers the linkage question (if `answer`). */
async function verifyNewRegistration(page: Page, answer?: 'haveCodes' | 'noCodes'): Promise<void> {
  await page.goto(await startRegistrationDirectly(newAddress()));
  await expectHeading(page, registrationContent.verifiedHeading);
  if (!answer) return;
  await page.getByRole('button', { name: registrationContent[answer] }).click();
  await expectHeading(
    page,
    answer === 'haveCodes'
      ? registrationContent.linkageHeading
      : registrationContent.detailsHeading,
  );
}

// Morgan's address is the one other journeys never reset or change, so the crawl's mailed links use it: a
// reset link changes nothing until used, and an email change nothing until verified (a later request replaces
// it).
const tokensFor = demoEmails.morganManual;
const openResetLink = async (page: Page) => {
  await page.goto(await requestPasswordResetDirectly(tokensFor));
  await expectHeading(page, 'Create a new password');
};
const openEmailChangeLink = async (page: Page) => {
  await page.goto(await requestEmailChangeDirectly(tokensFor, 'morgan.crawl@example.com'));
  await expectHeading(page, 'Confirm your new email address');
};

const putBackNewOrders = (email: string) => (startedAt: Date) =>
  cancelOrdersPlacedSince(email, startedAt);

/**
 * Opens a step of the appointment booking flow (its choices are in its URL: booking-choices.ts) as ava,
 * for a telephone appointment, with her first free slot's date (and slot, for `slot`) when the step needs
 * them.
 */
async function openBookingStep(
  page: Page,
  step: '' | 'practitioner' | 'clinician' | 'date' | 'time' | 'check',
  heading: string,
): Promise<void> {
  const search = new URLSearchParams({ type: 'Telephone' });
  if (step === 'time' || step === 'check') {
    const slot = await firstFreeSlotDirectly(demoEmails.avaAppointments);
    search.set('date', slot.date);
    if (step === 'check') {
      search.set('session', slot.sessionId);
      search.set('slot', slot.slotId);
    }
  }
  const path = `/my-services/appointments/book${step === '' ? '' : `/${step}`}`;
  await open(page, step === '' ? path : `${path}?${search.toString()}`, heading);
}

/** The booking calendar for the owned pharmacy's flu vaccination, adult (bob's pharmacy). */
const fluDateStep = `${pharmacyServicesPaths.bookDate}?${new URLSearchParams({
  service: seedPharmacyServiceIds.gosforthFlu,
  subType: 'flu-vaccination-adult',
}).toString()}`;

export const crawlPlan: CrawlEntry[] = [
  // The accessibility statement (public): the same page signed out and signed in, where the menu shows too.
  {
    route: '/accessibility-statement',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/accessibility-statement', 'Accessibility statement'),
  },
  {
    route: '/accessibility-statement',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/accessibility-statement', 'Accessibility statement'),
  },
  // Help and the cookie policy (public; the help journey sees them signed in, with a topic chosen and failed).
  {
    route: '/help',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/help', 'Help'),
  },
  {
    route: '/help/cookies',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/help/cookies', 'Cookie policy'),
  },
  // Signing in and its way back (signed out).
  {
    route: '/login',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/login', loginContent.heading),
  },
  {
    route: '/login',
    state: 'errorSummary',
    as: 'signedOut',
    reach: async (page) => {
      await open(page, '/login', loginContent.heading);
      await submitExpectingErrors(page, loginContent.submit);
    },
  },
  {
    route: '/forgot-password',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/forgot-password', 'Reset your password'),
  },
  {
    route: '/forgot-password',
    state: 'errorSummary',
    as: 'signedOut',
    reach: async (page) => {
      await open(page, '/forgot-password', 'Reset your password');
      await submitExpectingErrors(page, 'Confirm Email');
    },
  },
  {
    route: '/reset-password',
    state: 'loaded',
    as: 'signedOut',
    reach: openResetLink,
  },
  {
    route: '/reset-password',
    state: 'errorSummary',
    as: 'signedOut',
    reach: async (page) => {
      await openResetLink(page);
      await submitExpectingErrors(page, 'Update password');
    },
  },
  {
    route: '/verify-new-email/:id',
    state: 'loaded',
    as: 'signedOut',
    reach: openEmailChangeLink,
  },
  {
    route: '/verify-new-email/:id',
    state: 'errorSummary',
    as: 'signedOut',
    reach: async (page) => {
      await openEmailChangeLink(page);
      await submitExpectingErrors(page, 'Complete Verification');
    },
  },
  {
    route: '/verify-new-email/:id',
    state: 'loaded',
    as: 'morganManual',
    reach: openEmailChangeLink,
  },

  // Registration (signed out).
  {
    route: '/ways-to-register',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/ways-to-register', registrationContent.waysHeading),
  },
  {
    route: '/method-selection',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/method-selection', registrationContent.waysHeading),
  },
  {
    route: '/benefits',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/benefits', registrationContent.benefitsHeading),
  },
  {
    route: '/age-check-and-email',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/age-check-and-email', registrationContent.ageHeading),
  },
  {
    route: '/age-check-and-email',
    state: 'errorSummary',
    as: 'signedOut',
    reach: async (page) => {
      await open(page, '/age-check-and-email', registrationContent.ageHeading);
      await submitExpectingErrors(page, registrationContent.continue);
    },
  },
  {
    route: '/verify-email',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => open(page, '/verify-email', registrationContent.detailsHeading),
  },
  {
    route: '/verify-email',
    state: 'errorSummary',
    as: 'signedOut',
    reach: async (page) => {
      await open(page, '/verify-email', registrationContent.detailsHeading);
      await submitExpectingErrors(page, registrationContent.continue);
    },
  },
  {
    route: '/register',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => verifyNewRegistration(page),
  },
  {
    route: '/register-details',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => verifyNewRegistration(page, 'noCodes'),
  },
  {
    route: '/register-details',
    state: 'errorSummary',
    as: 'signedOut',
    reach: async (page) => {
      await verifyNewRegistration(page, 'noCodes');
      await submitExpectingErrors(page, registrationContent.createAccount);
    },
  },
  {
    route: '/linkage-details',
    state: 'loaded',
    as: 'signedOut',
    reach: (page) => verifyNewRegistration(page, 'haveCodes'),
  },
  {
    route: '/linkage-details',
    state: 'errorSummary',
    as: 'signedOut',
    reach: async (page) => {
      await verifyNewRegistration(page, 'haveCodes');
      await submitExpectingErrors(page, registrationContent.registerNow);
    },
  },

  // Choosing a pharmacy: nina has none (signed in, the registration step).
  {
    route: '/choose-pharmacy',
    state: 'loaded',
    as: 'ninaNoPharmacy',
    reach: (page) => open(page, '/choose-pharmacy', 'Select Pharmacy'),
  },
  {
    route: '/choose-pharmacy',
    state: 'errorSummary',
    as: 'ninaNoPharmacy',
    reach: async (page) => {
      await open(page, '/choose-pharmacy', 'Select Pharmacy');
      await submitExpectingErrors(page, 'Next');
    },
  },

  // Home.
  {
    route: '/',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/', 'Welcome, Alex'),
  },
  {
    route: '/',
    state: 'empty',
    as: 'nadiaNhsLogin',
    reach: async (page) => {
      await open(page, '/', 'Welcome, Nadia');
      await expect(page.getByText('You have no live orders.')).toBeVisible();
    },
  },
  {
    route: '/',
    state: 'empty',
    as: 'ellisNoCourses',
    reach: async (page) => {
      await open(page, '/', 'Welcome, Ellis');
      await expect(page.getByText('You have no repeat prescriptions.')).toBeVisible();
    },
  },
  {
    route: '/',
    state: 'upstreamFailed',
    as: 'alexLinked',
    reach: (page) => openWhileOrdersDown(page, '/', 'Home'),
  },

  // My meds and the orders.
  {
    route: '/my-meds',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-meds', ordersContent.myMedsHeading),
  },
  {
    route: '/my-meds',
    state: 'empty',
    as: 'nadiaNhsLogin',
    reach: async (page) => {
      await open(page, '/my-meds', ordersContent.myMedsHeading);
      await expect(page.getByText(ordersContent.myMedsNoLiveOrders)).toBeVisible();
    },
  },
  {
    route: '/my-meds',
    state: 'upstreamFailed',
    as: 'alexLinked',
    reach: (page) => openWhileOrdersDown(page, '/my-meds', ordersContent.myMedsHeading),
  },
  {
    route: '/my-meds/orders',
    state: 'loaded',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-meds/orders', ordersContent.heading);
      await expect(page.getByRole('region', { name: /^Order placed on / }).first()).toBeVisible();
    },
  },
  {
    route: '/my-meds/orders',
    state: 'empty',
    as: 'nadiaNhsLogin',
    reach: async (page) => {
      await open(page, '/my-meds/orders', ordersContent.heading);
      await expect(page.getByText(ordersContent.currentEmpty)).toBeVisible();
    },
  },
  {
    route: '/my-meds/orders',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-meds/orders', ordersContent.heading);
      await page.getByRole('button', { name: ordersContent.cancelOrder }).first().click();
      await submitExpectingErrors(page, ordersContent.submitCancel);
    },
  },
  {
    route: '/my-meds/orders',
    state: 'upstreamFailed',
    as: 'alexLinked',
    reach: (page) => openWhileOrdersDown(page, '/my-meds/orders', ordersContent.heading),
  },
  // Reminders (issue #14): Alex's account has beta features; Tara's has none, so her list goes back to My meds.
  {
    route: '/my-meds/reminders',
    state: 'loaded',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-meds/reminders', remindersContent.listHeading);
      await expect(page.getByRole('region', { name: remindersContent.reorderPanel })).toBeVisible();
    },
  },
  {
    route: '/my-meds/reminders/reorder/new',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) =>
      open(page, '/my-meds/reminders/reorder/new', remindersContent.newReorderHeading),
  },
  {
    route: '/my-meds/reminders/reorder/new',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-meds/reminders/reorder/new', remindersContent.newReorderHeading);
      await submitExpectingErrors(page, remindersContent.create);
    },
  },
  {
    route: '/my-meds/reminders/reorder/edit/:id',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) =>
      open(
        page,
        `/my-meds/reminders/reorder/edit/${seedReorderReminderIds.alexNextWeek}`,
        remindersContent.editReorderHeading,
      ),
  },
  {
    route: '/my-meds/reminders/daily/new',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-meds/reminders/daily/new', remindersContent.newDailyHeading),
  },
  {
    route: '/my-meds/reminders/daily/new',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-meds/reminders/daily/new', remindersContent.newDailyHeading);
      await submitExpectingErrors(page, remindersContent.create);
    },
  },
  {
    route: '/my-meds/reminders/daily/edit/:id',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) =>
      open(
        page,
        `/my-meds/reminders/daily/edit/${seedDailyReminderIds.alexMorning}`,
        remindersContent.editDailyHeading,
      ),
  },
  {
    route: '/my-meds/orders/previous',
    state: 'loaded',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-meds/orders/previous', ordersContent.previousHeading);
      await expect(page.getByRole('table', { name: ordersContent.previousCaption })).toBeVisible();
    },
  },
  {
    route: '/my-meds/orders/previous',
    state: 'empty',
    as: 'nadiaNhsLogin',
    reach: async (page) => {
      await open(page, '/my-meds/orders/previous', ordersContent.previousHeading);
      await expect(page.getByText(ordersContent.previousEmpty)).toBeVisible();
    },
  },
  {
    route: '/my-meds/orders/previous',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-meds/orders/previous', ordersContent.previousHeading);
      await submitExpectingErrors(page, ordersContent.reorderSelected);
    },
  },
  {
    route: '/my-meds/orders/previous',
    state: 'upstreamFailed',
    as: 'alexLinked',
    reach: (page) =>
      openWhileOrdersDown(page, '/my-meds/orders/previous', ordersContent.previousHeading),
  },

  // The new order's pages.
  {
    route: '/my-meds/orders/new',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-meds/orders/new', newOrderContent.addItemHeading),
  },
  {
    route: '/my-meds/orders/new',
    state: 'loaded',
    as: 'morganManual',
    reach: async (page) => {
      await open(page, '/my-meds/orders/new', newOrderContent.addItemHeading);
      await expect(page.getByRole('textbox', { name: newOrderContent.manualName })).toBeVisible();
    },
  },
  {
    route: '/my-meds/orders/new',
    state: 'empty',
    as: 'ellisNoCourses',
    reach: async (page) => {
      await open(page, '/my-meds/orders/new', newOrderContent.addItemHeading);
      await expect(page.getByText(newOrderContent.noPrescriptions)).toBeVisible();
    },
  },
  {
    route: '/my-meds/orders/new',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-meds/orders/new', newOrderContent.addItemHeading);
      await submitExpectingErrors(page, newOrderContent.continue);
    },
  },
  {
    route: '/my-meds/orders/new',
    state: 'upstreamFailed',
    as: 'alexLinked',
    reach: async (page) => {
      await page.goto('/my-meds/orders/new');
      // The page keeps an empty alert region for its own announcements; the failure is the other one.
      await expect(
        page.getByRole('main').getByRole('alert').filter({ hasText: loadFailureContent.title }),
      ).toBeVisible();
    },
  },
  {
    route: '/my-meds/orders/new/summary',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => orderUpTo(page, 'summary'),
  },
  {
    route: '/my-meds/orders/new/summary',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await orderUpTo(page, 'summary');
      await page.getByRole('textbox', { name: /^Comment for your GP/ }).fill('x'.repeat(401));
      await submitExpectingErrors(page, newOrderContent.continue);
    },
  },
  {
    route: '/my-meds/orders/new/confirmation',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => orderUpTo(page, 'confirmation'),
  },
  {
    route: '/my-meds/orders/new/sent',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => orderUpTo(page, 'sent'),
    putBack: putBackNewOrders(demoEmails.alexLinked),
  },

  // The patient's pharmacy.
  {
    route: '/my-details/my-pharmacy',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-details/my-pharmacy', 'My pharmacy'),
  },
  {
    route: '/my-details/my-pharmacy/change',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-details/my-pharmacy/change', 'My Pharmacy'),
  },
  {
    route: '/my-details/my-pharmacy/change',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-details/my-pharmacy/change', 'My Pharmacy');
      await submitExpectingErrors(page, 'Submit');
    },
  },
  // The hubs (issue #13): a linked patient's cards and an unlinked one's.
  {
    route: '/my-services',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-services', 'My services'),
  },
  {
    route: '/my-services',
    state: 'loaded',
    as: 'morganManual',
    reach: async (page) => {
      await open(page, '/my-services', 'My services');
      await expect(page.getByRole('link', { name: 'Connect to your GP' })).toBeVisible();
    },
  },
  {
    route: '/my-details',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-details', 'My details'),
  },
  {
    route: '/my-details',
    state: 'loaded',
    as: 'morganManual',
    reach: (page) => open(page, '/my-details', 'My details'),
  },
  {
    route: '/my-details/my-linked-patients',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-details/my-linked-patients', 'My linked patients'),
  },
  {
    route: '/my-details/my-linked-patients',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-details/my-linked-patients', 'My linked patients');
      await submitExpectingErrors(page, 'Delete patient');
    },
  },
  {
    route: '/my-details/my-gp',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-details/my-gp', 'My GP'),
  },
  // My profile (issue #19): nadia's is NHS login with a GP integration, so nothing there may be edited (the
  // journeys in profile.spec.ts edit pia's); pia's form sent with her first name cleared.
  {
    route: '/my-details/my-profile',
    state: 'loaded',
    as: 'nadiaNhsLogin',
    reach: async (page) => {
      await open(page, '/my-details/my-profile', 'My profile');
      await expect(page.getByRole('main').getByRole('term').first()).toHaveText('Name');
    },
  },
  {
    route: '/my-details/my-profile',
    state: 'errorSummary',
    as: 'piaProfile',
    reach: async (page) => {
      await open(page, '/my-details/my-profile', 'My profile');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Edit my profile' }).click();
      await main.getByRole('textbox', { name: 'First name' }).fill('');
      await submitExpectingErrors(page, 'Save changes');
    },
  },
  {
    // Every type offered, the app boxes enabled; tara's without the app is the journey's (notifications.spec.ts).
    route: '/my-details/notifications',
    state: 'loaded',
    as: 'noraNotifications',
    reach: (page) => open(page, '/my-details/notifications', 'Notifications'),
  },
  {
    // Seen only: pressing 'I understand, deregister' is the journey's (my-details-deregister.spec.ts).
    route: '/my-details/deregister',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-details/deregister', 'Deregister for online services'),
  },
  // GP appointments (issue #15): ava's appointment book; noel's practice has no sessions. Each booking made
  // to reach a state is cancelled again.
  {
    route: '/my-services/appointments',
    state: 'loaded',
    as: 'avaAppointments',
    reach: async (page) => {
      await bookFirstFreeSlotDirectly(demoEmails.avaAppointments);
      await open(page, '/my-services/appointments', 'GP appointments');
      await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(1);
    },
    putBack: () => cancelAllAppointmentsDirectly(demoEmails.avaAppointments),
  },
  {
    route: '/my-services/appointments',
    state: 'empty',
    as: 'noelNoSlots',
    reach: async (page) => {
      await open(page, '/my-services/appointments', 'GP appointments');
      await expect(page.getByText("You don't have any appointments booked.")).toBeVisible();
    },
  },
  {
    route: '/my-services/appointments/cancel/:slotId',
    state: 'loaded',
    as: 'avaAppointments',
    reach: async (page) => {
      const { slotId } = await bookFirstFreeSlotDirectly(demoEmails.avaAppointments);
      await open(page, cancelAppointmentPath(slotId), 'Cancel your appointment');
    },
    putBack: () => cancelAllAppointmentsDirectly(demoEmails.avaAppointments),
  },
  {
    route: '/my-services/appointments/cancel/:slotId',
    state: 'errorSummary',
    as: 'avaAppointments',
    reach: async (page) => {
      const { slotId } = await bookFirstFreeSlotDirectly(demoEmails.avaAppointments);
      await open(page, cancelAppointmentPath(slotId), 'Cancel your appointment');
      await submitExpectingErrors(page, 'Cancel appointment');
    },
    putBack: () => cancelAllAppointmentsDirectly(demoEmails.avaAppointments),
  },
  // Pharmacy services (issue #17): pia's two seeded bookings (only looked at); nico's pharmacy takes no bookings
  // and he has none; the bookings list fails for pia (the journeys cover the cancel and password).
  {
    route: pharmacyServicesPaths.list,
    state: 'loaded',
    as: 'piaPharmacyServices',
    reach: async (page) => {
      await open(page, pharmacyServicesPaths.list, pharmacyServicesContent.heading);
      await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(2);
    },
  },
  {
    route: pharmacyServicesPaths.list,
    state: 'empty',
    as: 'nicoNoBookings',
    reach: async (page) => {
      await open(page, pharmacyServicesPaths.list, pharmacyServicesContent.heading);
      await expect(page.getByText(pharmacyServicesContent.empty)).toBeVisible();
    },
  },
  {
    route: pharmacyServicesPaths.list,
    state: 'upstreamFailed',
    as: 'piaPharmacyServices',
    reach: async (page) => {
      await page.goto(pharmacyServicesPaths.list);
      await new LoadFailure(page).expectShown(
        pharmacyServicesContent.heading,
        pharmacyServicesContent.loadFailed,
      );
    },
  },
  // Messages (issue #16): mia's seeded threads (only read ones are opened, so nothing changes); alex has none.
  {
    route: '/my-services/messages',
    state: 'loaded',
    as: 'miaMessages',
    reach: async (page) => {
      await open(page, '/my-services/messages', 'Messages');
      await expect(
        page.getByRole('main').getByRole('link', { name: /, last message / }),
      ).toHaveCount(4);
    },
  },
  {
    route: '/my-services/messages',
    state: 'empty',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-services/messages', 'Messages');
      await expect(page.getByText('You have no messages.')).toBeVisible();
    },
  },
  {
    route: '/my-services/messages/new',
    state: 'loaded',
    as: 'miaMessages',
    reach: (page) => open(page, '/my-services/messages/new', 'New message'),
  },
  {
    route: '/my-services/messages/new',
    state: 'errorSummary',
    as: 'miaMessages',
    reach: async (page) => {
      await open(page, '/my-services/messages/new', 'New message');
      await submitExpectingErrors(page, 'Send message');
    },
  },
  {
    route: '/my-services/messages/new/:id',
    state: 'loaded',
    as: 'miaMessages',
    reach: async (page) => {
      await open(page, replyToMessagePath(seedMessageThreadIds.miaFluRead), 'Reply to message');
      await expect(page.getByText('to: Reception team')).toBeVisible();
    },
  },
  {
    route: '/my-services/messages/:id',
    state: 'loaded',
    as: 'miaMessages',
    reach: async (page) => {
      await open(page, messageThreadPath(seedMessageThreadIds.miaFluRead), 'Messages');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(2);
    },
  },
  {
    route: '/my-services/messages/:id',
    state: 'empty',
    as: 'miaMessages',
    reach: async (page) => {
      await open(page, messageThreadPath('5eed0000-0000-4000-8000-0000000000ff'), 'Messages');
      await expect(page.getByText('No Message Found')).toBeVisible();
    },
  },
  // The booking flow (issue #15): each step as ava, with the choices before it in its URL; noel's practice
  // has no slots. Nothing is booked: the journeys book and cancel.
  {
    route: '/my-services/appointments/book',
    state: 'loaded',
    as: 'avaAppointments',
    reach: (page) => openBookingStep(page, '', appointmentsContent.serviceHeading),
  },
  {
    route: '/my-services/appointments/book',
    state: 'errorSummary',
    as: 'avaAppointments',
    reach: async (page) => {
      await openBookingStep(page, '', appointmentsContent.serviceHeading);
      await submitExpectingErrors(page, appointmentsContent.continue);
    },
  },
  {
    route: '/my-services/appointments/book/practitioner',
    state: 'loaded',
    as: 'avaAppointments',
    reach: (page) => openBookingStep(page, 'practitioner', appointmentsContent.practitionerHeading),
  },
  {
    route: '/my-services/appointments/book/practitioner',
    state: 'errorSummary',
    as: 'avaAppointments',
    reach: async (page) => {
      await openBookingStep(page, 'practitioner', appointmentsContent.practitionerHeading);
      await submitExpectingErrors(page, appointmentsContent.continue);
    },
  },
  {
    route: '/my-services/appointments/book/clinician',
    state: 'loaded',
    as: 'avaAppointments',
    reach: (page) => openBookingStep(page, 'clinician', appointmentsContent.clinicianHeading),
  },
  {
    route: '/my-services/appointments/book/date',
    state: 'loaded',
    as: 'avaAppointments',
    reach: async (page) => {
      await openBookingStep(page, 'date', appointmentsContent.dateHeading);
      await expect(page.getByRole('group', { name: /^Week beginning / }).first()).toBeVisible();
    },
  },
  {
    route: '/my-services/appointments/book/date',
    state: 'errorSummary',
    as: 'avaAppointments',
    reach: async (page) => {
      await openBookingStep(page, 'date', appointmentsContent.dateHeading);
      await submitExpectingErrors(page, appointmentsContent.continue);
    },
  },
  {
    route: '/my-services/appointments/book/date',
    state: 'empty',
    as: 'noelNoSlots',
    reach: async (page) => {
      await open(
        page,
        '/my-services/appointments/book/date?type=Telephone',
        appointmentsContent.dateHeading,
      );
      await expect(page.getByText(appointmentsContent.noSlots)).toBeVisible();
    },
  },
  {
    route: '/my-services/appointments/book/time',
    state: 'loaded',
    as: 'avaAppointments',
    reach: (page) => openBookingStep(page, 'time', appointmentsContent.timeHeading),
  },
  {
    route: '/my-services/appointments/book/time',
    state: 'errorSummary',
    as: 'avaAppointments',
    reach: async (page) => {
      await openBookingStep(page, 'time', appointmentsContent.timeHeading);
      await submitExpectingErrors(page, appointmentsContent.continue);
    },
  },
  {
    route: '/my-services/appointments/book/check',
    state: 'loaded',
    as: 'avaAppointments',
    reach: (page) => openBookingStep(page, 'check', appointmentsContent.checkHeading),
  },
  {
    route: '/my-services/appointments/book/check',
    state: 'errorSummary',
    as: 'avaAppointments',
    reach: async (page) => {
      await openBookingStep(page, 'check', appointmentsContent.checkHeading);
      await submitExpectingErrors(page, appointmentsContent.confirm);
    },
  },
  // My medical record (issue #18): alex's full record with a test's history open; ellis's record is empty;
  // with the API failing every section, each tab says so and has no count.
  {
    route: '/my-services/my-medical-record',
    state: 'loaded',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-services/my-medical-record#test-results', medicalRecordContent.heading);
      await page.getByText('All 5 results for Serum total cholesterol level').click();
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
  {
    route: '/my-services/my-medical-record',
    state: 'empty',
    as: 'ellisNoCourses',
    reach: async (page) => {
      await open(page, '/my-services/my-medical-record', medicalRecordContent.heading);
      await expect(page.getByText('There are no allergies on your record.')).toBeVisible();
    },
  },
  {
    route: '/my-services/my-medical-record',
    state: 'upstreamFailed',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-services/my-medical-record', medicalRecordContent.heading);
      await expect(page.getByRole('tab', { name: 'Allergies', exact: true })).toBeVisible();
      await expect(
        page.getByRole('tabpanel').getByText(medicalRecordContent.loadFailed),
      ).toBeVisible();
    },
  },
  // GP linkage (issue #13): morgan is unlinked (the linking journeys link accounts of their own).
  {
    route: '/connect-im1-information',
    state: 'loaded',
    as: 'morganManual',
    reach: (page) => open(page, '/connect-im1-information', linkingContent.informationHeading),
  },
  {
    route: '/connect-im1-form',
    state: 'loaded',
    as: 'morganManual',
    reach: (page) => open(page, '/connect-im1-form', linkingContent.connectFormHeading),
  },
  {
    route: '/connect-im1-form',
    state: 'errorSummary',
    as: 'morganManual',
    reach: async (page) => {
      await open(page, '/connect-im1-form', linkingContent.connectFormHeading);
      await submitExpectingErrors(page, linkingContent.connectNow);
    },
  },
  {
    route: '/my-services/register-for-online-services',
    state: 'loaded',
    as: 'morganManual',
    reach: (page) =>
      open(page, '/my-services/register-for-online-services', linkingContent.registerHeading),
  },
  {
    route: '/my-services/register-for-online-services',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(
        page,
        '/my-services/register-for-online-services?secondary=true',
        linkingContent.addPatientHeading,
      );
      await page.getByRole('button', { name: linkingContent.haveLetter }).click();
      await submitExpectingErrors(page, linkingContent.registerNow);
    },
  },
  {
    // Rita acts for one other patient: the page itself (more go to My linked patients, none to the guidance).
    route: '/my-services/multi-patient-info',
    state: 'loaded',
    as: 'ritaOneProxy',
    reach: (page) =>
      open(page, '/my-services/multi-patient-info', linkingContent.multiPatientHeading),
  },
  {
    route: '/my-details/my-gp/change',
    state: 'loaded',
    as: 'alexLinked',
    reach: (page) => open(page, '/my-details/my-gp/change', linkingContent.changeGpHeading),
  },
  {
    route: '/my-details/my-gp/change',
    state: 'errorSummary',
    as: 'alexLinked',
    reach: async (page) => {
      await open(page, '/my-details/my-gp/change', linkingContent.changeGpHeading);
      await page.getByRole('button', { name: linkingContent.haveLetter }).click();
      await submitExpectingErrors(page, linkingContent.registerNow);
    },
  },
  // Booking a pharmacy service (issue #17): each step as bob, flu vaccination (adult) in the URL; the outage
  // fails the pharmacy's services list. Nothing is booked: the journeys book and cancel.
  {
    route: '/my-services/pharmacy-services/book',
    state: 'loaded',
    as: 'bobBookService',
    reach: (page) =>
      open(page, pharmacyServicesPaths.bookService, serviceBookingContent.serviceHeading),
  },
  {
    route: '/my-services/pharmacy-services/book',
    state: 'errorSummary',
    as: 'bobBookService',
    reach: async (page) => {
      await open(page, pharmacyServicesPaths.bookService, serviceBookingContent.serviceHeading);
      await submitExpectingErrors(page, serviceBookingContent.search);
    },
  },
  {
    route: '/my-services/pharmacy-services/book',
    state: 'upstreamFailed',
    as: 'bobBookService',
    reach: async (page) => {
      await page.goto(pharmacyServicesPaths.bookService);
      await new LoadFailure(page).expectShown(
        serviceBookingContent.serviceHeading,
        serviceBookingContent.servicesFailed,
      );
    },
  },
  {
    route: '/my-services/pharmacy-services/book/date',
    state: 'loaded',
    as: 'bobBookService',
    reach: async (page) => {
      await open(page, fluDateStep, serviceBookingContent.dateHeading);
      await expect(page.getByRole('group', { name: /^Available dates in / })).toBeVisible();
    },
  },
  {
    route: '/my-services/pharmacy-services/book/date',
    state: 'errorSummary',
    as: 'bobBookService',
    reach: async (page) => {
      await open(page, fluDateStep, serviceBookingContent.dateHeading);
      await submitExpectingErrors(page, serviceBookingContent.book);
    },
  },
  {
    route: '/my-services/pharmacy-services/book/date',
    state: 'upstreamFailed',
    as: 'bobBookService',
    reach: async (page) => {
      await page.goto(fluDateStep);
      // The services list is down, so neither the service nor its month can be read.
      const failure = new LoadFailure(page);
      await expect(failure.frame.pageHeading).toHaveText(serviceBookingContent.dateHeading);
      await expect(failure.alert).toContainText(
        /Unable to (retrieve services list|search for service availability) at this time/,
      );
    },
  },
  {
    route: '/my-services/pharmacy-services/book/confirmed',
    state: 'loaded',
    as: 'bobBookService',
    reach: async (page) => {
      await open(page, pharmacyServicesPaths.bookConfirmed, serviceBookingContent.confirmedHeading);
      await expect(page.getByText(serviceBookingContent.confirmed)).toBeVisible();
    },
  },
];

/** Each route of the plan with the states it is crawled in ("loaded (signed out)", "empty (nadiaNhsLogin)"). */
export function statesByRoute(plan: CrawlEntry[]): Map<string, string[]> {
  const states = new Map<string, string[]>();
  for (const entry of plan) {
    const who = entry.as === 'signedOut' ? 'signed out' : entry.as;
    states.set(entry.route, [...(states.get(entry.route) ?? []), `${entry.state} (${who})`]);
  }
  return states;
}
