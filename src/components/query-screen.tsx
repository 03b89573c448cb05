import type { UseQueryResult } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { LoadingSpinner } from './loading-spinner';
import { Page } from './page';
import { ScreenLoadFailure } from './screen-load-failure';

/**
 * A screen's one query in its three states: a spinner while it loads, the catalogue's failure message with
 * 'Try again' when it fails (never a blank screen), and `children` with the data once it has come. Every
 * screen with a query shows loading and failure the same way through this.
 */
export function QueryScreen<Data>({
  query,
  title,
  loadingLabel,
  failureMessage,
  headingWhileLoading = false,
  lead,
  children,
}: {
  query: UseQueryResult<Data>;
  /** The page's title, shown with the failure so the user still knows where they are. Translated. */
  title: string;
  loadingLabel: string;
  /** The catalogue message for a failed load, translated (e.g. errors:orders.loadFailed). */
  failureMessage: string;
  /**
   * Shows the title as the page's heading while loading, on a page whose heading does not depend on the data:
   * a public page rendered at build time (src/app/prerendered-page.ts) then paints its heading at once.
   */
  headingWhileLoading?: boolean;
  /**
   * With headingWhileLoading: what the page says under its heading whatever the data, shown while loading too,
   * so a page rendered at build time paints it at once (the page's children show it again with the data).
   */
  lead?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const revealed = useRevealedInTransition(query.status === 'success');
  if (query.status === 'pending' || (query.status === 'success' && !revealed)) {
    return headingWhileLoading ? (
      <LoadingPage title={title} label={loadingLabel} lead={lead} />
    ) : (
      <LoadingSpinner label={loadingLabel} />
    );
  }
  if (query.status === 'error') {
    return (
      <ScreenLoadFailure
        title={title}
        message={failureMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return children(query.data);
}

/**
 * Whether a screen's data may be shown: at once when it was there at the first render (the cache, a page
 * hydrated with its placeholder data), otherwise from a transition started once it has come (issue #20).
 * TanStack Query tells React of an answer through `useSyncExternalStore`, whose updates React renders in one
 * uninterruptible task; a whole screen rendered so blocks the phone for hundreds of milliseconds. Rendered in
 * a transition, React yields between components. What is revealed is always the query's current data, never
 * a kept copy: reset while the query is pending, so a screen whose query changes key shows its spinner, not
 * the previous answer.
 */
function useRevealedInTransition(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(ready);
  // Reset in render (React's pattern for state that follows a prop), so the next answer waits its turn too.
  if (!ready && revealed) setRevealed(false);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return ready && revealed;
}

/** A page's heading (and its lead, when it has one) with a spinner under it, until the content has come. */
export function LoadingPage({
  title,
  label,
  lead,
}: {
  title: string;
  label?: string;
  lead?: ReactNode;
}) {
  return (
    <Page title={title}>
      {lead}
      <LoadingSpinner label={label} />
    </Page>
  );
}
