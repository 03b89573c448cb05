import { routePaths, registrationPaths } from '../lib/route-paths';

/**
 * The public routes whose HTML the build renders (scripts/vite/prerender.ts): their first render needs no
 * session and no query string, and shows no form. Pages that read a token or a previous step from the address
 * or the session (reset password, verify email, the registration form steps) are rendered in the browser, and
 * so are those whose first render has a form (forgot password, the age check, cookie settings): sent before
 * hydration, the browser itself would send it as a GET with what was typed in the address (the build refuses a
 * prerendered form). /login first renders its heading and a spinner while configuration loads.
 */
export const prerenderedPaths: readonly string[] = [
  routePaths.login,
  routePaths.accessibilityStatement,
  routePaths.help,
  registrationPaths.waysToRegister,
  registrationPaths.methodSelection,
  registrationPaths.benefits,
];

/** On #root of a prerendered page: the path it was rendered for (main.tsx hydrates only there). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
