import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

/**
 * What the app's own test set-up (tests/setup/app-test-setup.ts) gives a screen, for tests that render
 * screens from the `server` project.
 */
export function preparePageForScreens(): void {
  // nhsuk-react-components v6 runs nhsuk-frontend's scripts, which need these classes on <body>.
  document.body.classList.add('js-enabled', 'nhsuk-frontend-supported');
  // jsdom does not scroll or lay out.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = vi.fn();
}
