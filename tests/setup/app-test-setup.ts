import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { setGatewayInterceptor } from '../../src/testing/gateway-mock';
import { pretendWideScreen } from '../../src/testing/wide-screen';

expect.extend(toHaveNoViolations);

// nhsuk-react-components v6 runs nhsuk-frontend's scripts, which need these classes on <body>.
document.body.classList.add('js-enabled', 'nhsuk-frontend-supported');
// jsdom has no scrolling; the frame scrolls to the top on every route change.
window.scrollTo = () => undefined;
// …and brings the leave warning into view.
Element.prototype.scrollIntoView = () => undefined;
// nhsuk-frontend's tabs need a breakpoint and matchMedia, which jsdom lacks (issue #18's medical record).
pretendWideScreen();

// The gateway's test double (src/testing/gateway-mock.ts) answers through Mock Service Worker. A request
// no test answers fails the test rather than reach the network.
const server = setupServer();
setGatewayInterceptor(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
