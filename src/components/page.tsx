import { useEffect, useRef, type ReactNode } from 'react';
import { takePendingHeadingFocus } from './navigation-focus';
import { useDocumentTitle } from './use-document-title';

/**
 * A page's heading and content. The h1 can take focus (tabIndex -1) so that the frame can move focus to it
 * after a route change; the document title follows the heading, with `Error: ` while `errorCount` > 0.
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
  useEffect(() => {
    // A route change happened before this page could be shown (lazy screen, loading state): focus it now.
    if (takePendingHeadingFocus()) headingRef.current?.focus();
  }, []);
  return (
    <>
      <h1 className="nhsuk-heading-l" tabIndex={-1} ref={headingRef}>
        {title}
      </h1>
      {children}
    </>
  );
}
