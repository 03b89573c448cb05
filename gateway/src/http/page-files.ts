/**
 * The build writes each page of the app twice (scripts/vite/prerender.ts): as it first paints for a visitor
 * without a session, and with the signed-in navigation. The gateway sends the second to a request that carries
 * the session cookie (static-app.ts), so that the menu is there from the first paint instead of arriving with
 * the session and pushing the page down (issue #20: no layout shift when data arrives).
 */
export const PAGE_FILE = 'index.html';
export const SESSION_PAGE_FILE = 'index.session.html';
/**
 * The frame with the account spinner, for an address without a page of its own (a message thread, a path no
 * route has): the router decides there what it shows. Apart from `/`'s page, which announces home's code.
 */
export const FRAME_PAGE_FILE = 'frame.html';
export const FRAME_SESSION_PAGE_FILE = 'frame.session.html';
