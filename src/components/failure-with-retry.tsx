import { Button, ErrorSummary } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';

/**
 * A catalogue message in an NHS error summary with a Try again button: what a screen (ScreenLoadFailure) or a
 * part of one (the medical record's sections) shows when what it reads could not be had.
 */
export function FailureWithRetry({
  message,
  retryLabel,
  onRetry,
  retrying = false,
}: {
  /** The catalogue message, already translated. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** While true the button says nothing new and ignores presses (no double requests). */
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <ErrorSummary disableAutoFocus>
        <ErrorSummary.Title>{t('errorSummary.title')}</ErrorSummary.Title>
        <p>{message}</p>
      </ErrorSummary>
      <Button
        type="button"
        secondary
        aria-disabled={retrying || undefined}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      >
        {retryLabel}
      </Button>
    </>
  );
}
