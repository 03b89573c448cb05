import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { afterEach, expect } from 'vitest';

expect.extend(toHaveNoViolations);

// nhsuk-react-components v6 runs nhsuk-frontend's scripts, which need these classes on <body>.
document.body.classList.add('js-enabled', 'nhsuk-frontend-supported');
// jsdom has no scrolling; the frame scrolls to the top on every route change.
window.scrollTo = () => undefined;
// …and brings the leave warning into view.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
