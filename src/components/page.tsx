import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusPageHeadingWhenShown, takePendingHeadingFocus } from './navigation-focus';
import { useDocumentTitle } from './use-document-title';

/**
 * A page's heading and content. The h1 can take focus (tabIndex -1) so that the frame can move focus to it
 * after a route change; the document title follows the heading, with `Error: ` while `errorCount` > 0.
 * Focused so, it shows no focus ring, as nhsuk-frontend's skip link leaves the heading it focuses
 * (`nhsuk-skip-link-focused-element`): it is a place to read from, not a control.
 */
export function Page({
  title,
  errorCount = 0,
  children,
}: {
  title: string;
  errorCount?: number;
  children: ReactNode;
}) {
  useDocumentTitle(title, errorCount > 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    // A route change happened before this page could be shown (lazy screen, loading state): focus it now.
    // In the commit that shows it: a page shown from a transition runs its passive effects only later, and
    // focus must not move after the user may already have moved it.
    if (takePendingHeadingFocus()) headingRef.current?.focus();
  }, []);
  useLayoutEffect(() => {
    const heading = headingRef.current;
    return () => {
      // Replaced in place while its heading has focus (an empty list by a full one when fresh data comes):
      // the next page heading takes focus, so that it does not fall to <body>. A layout cleanup, because it
      // runs while the heading is still in the document.
      if (heading !== null && document.activeElement === heading) focusPageHeadingWhenShown();
    };
  }, []);
  return (
    <>
      <h1
        className="nhsuk-heading-l nhsuk-skip-link-focused-element"
        tabIndex={-1}
        ref={headingRef}
      >
        {title}
      </h1>
      {children}
    </>
  );
}
