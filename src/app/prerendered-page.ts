import { routePaths, registrationPaths } from '../lib/route-paths';

/**
 * The public routes whose HTML the build renders (scripts/vite/prerender.ts): their first render needs no
 * session and no query string. Pages that read a token or a previous step from the address or the session
 * (reset password, verify email, the registration form steps) are rendered in the browser. A form in the HTML
 * must be inert until hydrated (src/lib/use-hydrated.ts; the build refuses one that is not): sent before
 * hydration, the browser itself would send it as a GET with what was typed in the address. /login renders its
 * form that way, with the configuration the app was built with (src/lib/built-public-config.ts).
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

/**
 * On #root of every page the build writes: whether its frame shows the signed-in navigation from the first
 * paint (`expected`: the gateway sent it because the request carried the session cookie) or not (`none`), so
 * that the client's first render shows the same (main.tsx; gateway/src/http/page-files.ts).
 */
export const FRAME_SESSION_ATTRIBUTE = 'data-frame-session';
