import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type * as Zustand from 'zustand';
import { clearAlerts } from '../../src/components/alerts/alert-store';
import { cancelHeadingFocusRequest } from '../../src/components/navigation-focus';
import { setGatewayInterceptor } from '../../src/testing/gateway-mock';
import { pretendWideScreen } from '../../src/testing/wide-screen';

expect.extend(toHaveNoViolations);

/**
 * The app's test files share one jsdom and one module cache per worker (vite.config.ts: `isolate: false`, which
 * saves most of the run's time: each file no longer imports React, the NHS components and axe again). So what a
 * test leaves behind is undone after each one: the DOM below, the browser storage, the alerts, and every zustand
 * store's state (zustand's own testing recipe: each store made by `create` is put back to its initial state).
 */
const { storeResets } = vi.hoisted(() => {
  // This file runs again before each test file, but zustand (mocked once) is not imported again: the set
  // lives on globalThis so that every run of this file resets the stores the first run's mock recorded.
  const shared = globalThis as { appTestStoreResets?: Set<() => void> };
  shared.appTestStoreResets ??= new Set();
  return { storeResets: shared.appTestStoreResets };
});
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const createResettable = (creator: Zustand.StateCreator<unknown>) => {
    const store = zustand.create(creator);
    const initial = store.getInitialState();
    storeResets.add(() => store.setState(initial, true));
    return store;
  };
  // `create(creator)` and the curried `create<State>()(creator)` alike.
  const create = (creator?: Zustand.StateCreator<unknown>) =>
    creator ? createResettable(creator) : createResettable;
  return { ...zustand, create: create as unknown as typeof zustand.create };
});

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
  // What a test put outside the rendered container (a page frame of its own, a portal) goes too.
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const reset of storeResets) reset();
  // The alerts live in a store of their own (not zustand's): emptied the same way.
  clearAlerts();
  // A page unmounted with its heading focused asks the next page to take focus: not the next test's page.
  cancelHeadingFocusRequest();
});
