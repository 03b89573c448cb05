import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureWithRetry } from './failure-with-retry';
import { cancelHeadingFocusRequest, focusPageHeadingWhenShown } from './navigation-focus';
import { Page } from './page';

interface ScreenLoadFailureProps {
  /** The page's own title, so the heading and document title still say where the user is. */
  title: string;
  /** The catalogue message, already translated (e.g. errors:orders.loadFailed). */
  message: string;
  onRetry: () => void;
  /** While true the retry button says nothing new and ignores presses (no double requests). */
  retrying?: boolean;
}

/**
 * A screen whose one query failed: its heading, the catalogue message in an NHS error summary, and a
 * 'Try again' button. Shared by every screen so the failure looks and reads the same everywhere.
 */
export function ScreenLoadFailure({
  title,
  message,
  onRetry,
  retrying = false,
}: ScreenLoadFailureProps) {
  const { t } = useTranslation('common');
  // Still here after retrying (the query kept its error state in place): focus stayed on the button, so no
  // later page may take the request.
  useEffect(() => {
    if (!retrying) cancelHeadingFocusRequest();
  }, [retrying]);
  return (
    <Page title={title}>
      <FailureWithRetry
        message={message}
        retryLabel={t('retry')}
        retrying={retrying}
        onRetry={() => {
          // The spinner replaces this page, taking the pressed button with it: the page that comes next
          // (loaded, or this one again) takes focus on its heading.
          focusPageHeadingWhenShown();
          onRetry();
        }}
      />
    </Page>
  );
}
