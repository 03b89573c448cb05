import { routePaths, registrationPaths } from '../lib/route-paths';

/**
 * The public routes whose HTML the build renders (scripts/vite/prerender.ts): their first render needs no
 * session and no query string. Pages that read a token or a previous step from the address or the session
 * (reset password, verify email, the registration form steps) are rendered in the browser.
 */
export const prerenderedPaths: readonly string[] = [
  routePaths.login,
  routePaths.forgotPassword,
  routePaths.accessibilityStatement,
  routePaths.help,
  routePaths.cookiePolicy,
  registrationPaths.waysToRegister,
  registrationPaths.methodSelection,
  registrationPaths.benefits,
  registrationPaths.ageCheck,
];

/** On #root of a prerendered page: the path it was rendered for (main.tsx hydrates only there). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
