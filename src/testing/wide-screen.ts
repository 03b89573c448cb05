/**
 * What nhsuk-frontend's tabs read before they set themselves up (nhsuk-frontend tabs.mjs): the tablet breakpoint
 * from the page's CSS (`--nhsuk-breakpoint-tablet` on :root) and window.matchMedia for it. jsdom has neither,
 * and the tabs throw without them; this gives both, as a screen at least tablet-wide, so screens with tabs
 * render in tests as in a desktop browser. Called by the jsdom set-ups (tests/setup/app-test-setup.ts and the
 * catalogue check's).
 */
export function pretendWideScreen(): void {
  document.documentElement.style.setProperty('--nhsuk-breakpoint-tablet', '40.0625em');
  // Only what the tabs and the record's list mode use (matches, addEventListener, removeEventListener).
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as Partial<MediaQueryList> as MediaQueryList;
}
