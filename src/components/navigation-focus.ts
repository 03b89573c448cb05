/**
 * Moves focus to the page's h1 after a route change (GOV.UK / NHS single-page pattern), including when the
 * page appears only later (a lazily loaded screen, or one waiting for account details behind a spinner).
 *
 * The frame calls `focusPageHeadingAfterNavigation` when the path changes. If a page heading is already in
 * the main content it is focused at once; otherwise the request waits and the next `Page` to mount takes it.
 */
let headingFocusPending = false;

const mainContentId = 'maincontent';

/** Called by the frame on each route change (not on the first page load: focus starts at the top). */
export function focusPageHeadingAfterNavigation(): void {
  const heading = document
    .getElementById(mainContentId)
    ?.querySelector<HTMLElement>('h1[tabindex="-1"]');
  if (heading) {
    headingFocusPending = false;
    heading.focus();
  } else {
    headingFocusPending = true;
  }
}

/**
 * Asks the next page heading to mount to take focus: for an action that replaces the page in place (e.g. 'Try
 * again' after a failed load, which shows the spinner and then the page), so that focus does not fall to
 * <body> when the pressed button goes. `cancelHeadingFocusRequest` withdraws it if the page stays.
 */
export function focusPageHeadingWhenShown(): void {
  headingFocusPending = true;
}

export function cancelHeadingFocusRequest(): void {
  headingFocusPending = false;
}

/** Called by a page heading when it mounts: true once after a route change whose page was not yet shown. */
export function takePendingHeadingFocus(): boolean {
  const pending = headingFocusPending;
  headingFocusPending = false;
  return pending;
}

/**
 * Where focus goes when the element that had it disappears (e.g. a dismissed alert): the page heading, or
 * else the main content, so that keyboard and screen reader users are not sent back to the top of the page.
 */
export function focusMainContent(): void {
  const main = document.getElementById(mainContentId);
  const heading = main?.querySelector<HTMLElement>('h1[tabindex="-1"]');
  if (heading) {
    heading.focus();
  } else if (main) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  }
}
