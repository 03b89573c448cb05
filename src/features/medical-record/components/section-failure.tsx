import { Button, ErrorSummary } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';

/** spec part 2 §8, a section that fails: errors:medicalRecord.loadFailed. */
export function SectionFailure({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('medical-record');
  const { t: tCommon } = useTranslation('common');
  const { t: tErrors } = useTranslation('errors');
  return (
    <>
      <ErrorSummary disableAutoFocus>
        <ErrorSummary.Title>{tCommon('errorSummary.title')}</ErrorSummary.Title>
        <p>{tErrors('medicalRecord.loadFailed')}</p>
      </ErrorSummary>
      <Button
        type="button"
        secondary
        aria-disabled={retrying || undefined}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      >
        {t('section.retry')}
      </Button>
    </>
  );
}
