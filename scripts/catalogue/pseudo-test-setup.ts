import '@testing-library/jest-dom/vitest';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { setGatewayInterceptor } from '../../src/testing/gateway-mock';
import { pretendWideScreen } from '../../src/testing/wide-screen';

/**
 * What the app's own test set-up (tests/setup/app-test-setup.ts) gives a screen, for tests that render
 * screens from the `server` project. Returns the teardown (for beforeAll).
 */
export function preparePageForScreens(): () => void {
  // nhsuk-react-components v6 runs nhsuk-frontend's scripts, which need these classes on <body>.
  document.body.classList.add('js-enabled', 'nhsuk-frontend-supported');
  // jsdom does not scroll or lay out.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = vi.fn();
  // nhsuk-frontend's tabs need a breakpoint and matchMedia, which jsdom lacks.
  pretendWideScreen();
  // The gateway's test double answers through Mock Service Worker, as in the app's tests.
  const server = setupServer();
  setGatewayInterceptor(server);
  server.listen({ onUnhandledRequest: 'error' });
  // beforeAll(preparePageForScreens) runs this when the file's tests are done.
  return () => server.close();
}
