/**
 * The browser's sticky user activation, as on a page the user reached by a click (jsdom has none, as if
 * nothing had been pressed yet). Returns the function that takes it away again.
 */
export function pretendUserHasClicked(): () => void {
  Object.defineProperty(navigator, 'userActivation', {
    value: { hasBeenActive: true, isActive: false },
    configurable: true,
  });
  return () => {
    delete (navigator as { userActivation?: unknown }).userActivation;
  };
}
