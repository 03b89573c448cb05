import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useRevealedInTransition } from '../lib/use-revealed-in-transition';
import { LoadingSpinner } from './loading-spinner';
import { Page } from './page';
import { ScreenLoadFailure } from './screen-load-failure';

/**
 * A screen's one query in its three states: a spinner while it loads, the catalogue's failure message with
 * 'Try again' when it fails (never a blank screen), and `children` with the data once it has come. Every
 * screen with a query shows loading and failure the same way through this. An answer that comes while the
 * screen is shown renders in a transition (useRevealedInTransition), so React yields while it renders.
 *
 * A screen that decides where to go from its answer (a `<Navigate>` in `children`) sets `decidesOnAnswer`:
 * see {@link waitsForCurrentAnswer} for what it changes.
 */
export function QueryScreen<Data>({
  query,
  title,
  loadingLabel,
  failureMessage,
  headingWhileLoading = false,
  lead,
  decidesOnAnswer = false,
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
  /**
   * The screen decides from the answer where the user goes (it redirects on what the query says): it does not
   * decide first on an answer known to be out of date while the current one is read, but keeps its loading
   * state until that has come. See {@link waitsForCurrentAnswer}.
   */
  decidesOnAnswer?: boolean;
  children: (data: Data) => ReactNode;
}) {
  // Whether this screen has shown an answer (and so decided where the user is) since it was mounted.
  const [decided, setDecided] = useState(false);
  const waiting = decidesOnAnswer && !decided && waitsForCurrentAnswer(query);
  const revealed = useRevealedInTransition(query.status === 'success' && !waiting);
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
  if (decidesOnAnswer && !decided) setDecided(true);
  return children(query.data);
}

/**
 * Whether a screen that decides where to go from its answer, and has not shown one yet, waits (its loading
 * state) rather than decide on the answer it holds: that answer is out of date (invalidated by a change the
 * user made, or past its staleTime) or only a placeholder, and the current one is being read.
 *
 * Why: a change marks every other query out of date, but an answer nothing shows stays cached for a while;
 * a screen the user comes back to shows it at once while it is read again, and a screen that redirects on it
 * would send them where the old answer said (adding a patient, then told they have none). Once read, the new
 * answer decides.
 *
 * - Once the screen has shown an answer it has decided where the user is, and it keeps what it shows while
 *   that is read again (a window-focus refetch; a form the user is filling in is not swapped for a spinner
 *   and emptied); each new answer decides again when it comes. So does a query whose key changes on a shown
 *   screen (the pharmacy service date step's months, keepPreviousData): its calendar stays, as before.
 * - A placeholder (placeholderData) before any answer is not an answer: the screen waits for one.
 * - A stale answer that is not being read again (refetchOnMount false, a query switched off) is shown: there
 *   is nothing to wait for.
 * - A read that fails shows the failure with 'Try again', not the old answer: the old answer is what would
 *   send the user the wrong way, and the failure tells them the truth (as on a first load that fails).
 * - The wait is the screen's ordinary loading state (its spinner, announced politely as a status; its heading
 *   with headingWhileLoading), and the answer, when it comes, is revealed in a transition as a first one is:
 *   focus moves to the page heading when it appears, as after any route change.
 */
export function waitsForCurrentAnswer<Data>(query: UseQueryResult<Data>): boolean {
  return (
    query.status === 'success' && query.isFetching && (query.isStale || query.isPlaceholderData)
  );
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
