import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRevealedInTransition } from '../lib/use-revealed-in-transition';
import { LoadingSpinner } from './loading-spinner';
import { Page } from './page';
import { ScreenLoadFailure } from './screen-load-failure';

/**
 * A screen's one query in its three states: a spinner while it loads, the catalogue's failure message with
 * 'Try again' when it fails (never a blank screen), and `children` with the data once it has come. Every
 * screen with a query shows loading and failure the same way through this. An answer that comes while the
 * screen is shown renders in a transition (useRevealedInTransition), so React yields while it renders.
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
