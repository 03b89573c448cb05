/**
 * The exact words the journeys expect, written out here rather than read from locales/ so that a changed
 * catalogue text fails a journey (a test must be able to fail). Sources: spec part 1 §2, §5, §8; spec part 2
 * "Cookie banner"; locales/en/*.json. Where the catalogue corrected the specification's wording
 * (CONTENT.md allows plain spelling and grammar fixes), the catalogue's text is used and the spec's is noted.
 */

/** config.productName of the reference API (api/src/config/mobile-config.ts default). */
export const productName = 'Medicines Online';

/** ACCESSIBILITY.md: `<h1 text> - <service name> - NHS`, `Error: ` first while a form shows errors. */
export function pageTitle(heading: string, { withErrors = false } = {}): string {
  return `${withErrors ? 'Error: ' : ''}${heading} - ${productName} - NHS`;
}

export const loginContent = {
  heading: 'Log in',
  emailLabel: 'Email address',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  submit: 'Log in with email',
  errorSummaryTitle: 'There is a problem',
  // spec part 1 §5
  fieldsRequired: 'Please enter your email and password.',
  invalidEmail: 'Please enter a valid email address',
  // spec part 1 §8
  registrationIncomplete:
    'The registration process has not yet been fully completed, please click here to finish your account registration.',
  registrationIncompleteLink: 'click here to finish your account registration',
  // spec: '… to continue to login.'; catalogue: 'log in' (verb).
  accountLocked:
    'You have exceeded the number of allowed login attempts, please click here to reset your password to continue to log in.',
  accountLockedLink: 'click here to reset your password',
  // spec: 'Incorrect username or password, If you registered …'; catalogue: '. If'.
  nhsLoginHint:
    'Incorrect username or password. If you registered using NHS Login, please use the blue NHS Login button.',
  invalidCredentials: 'Incorrect username or password, please check your credentials.',
} as const;

export const homeContent = {
  heading: (firstName: string) => `Welcome, ${firstName}`,
  switcherHeading: 'Patients',
  patientList: 'Choose a patient',
  currentPatient: (name: string) => `You are viewing the details of ${name}.`,
  switchTo: (fullName: string) => `Switch to ${fullName}`,
  switched: (fullName: string) => `You are now viewing the details of ${fullName}.`,
  addPatient: 'Add Patient',
  connect: 'Link with NHS: Connect Now!',
} as const;

export const frameContent = {
  skipLink: 'Skip to main content',
  navigation: 'Menu',
  home: 'Home',
  myMeds: 'My meds',
  myServices: 'My services',
  myDetails: 'My details',
  help: 'Help',
  logOut: 'Log out',
  cookieBanner: `Cookies on ${productName}`,
  acceptCookies: 'Accept analytics cookies',
  rejectCookies: 'Reject analytics cookies',
  cookiesAccepted:
    "You've accepted analytics cookies. You can change your cookie settings at any time in our cookie policy.",
  cookiesRejected:
    "You've rejected analytics cookies. You can change your cookie settings at any time in our cookie policy.",
  cookiePolicy: 'cookie policy',
  // common.json alert.title.success, alert.dismiss
  alertSuccess: 'Success',
  alertDismiss: 'Dismiss',
} as const;

export const notFoundContent = {
  heading: 'Page not found',
  // spec part 1 §2 "Route guard rules"
  body: "We couldn't find the page you were looking for.",
  useMenu: 'Please use the menu to find your page.',
  logIn: 'Log in',
  contact: 'contact our team',
} as const;
