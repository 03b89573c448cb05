import { useTranslation } from 'react-i18next';
import { FailureWithRetry } from '../../../components/failure-with-retry';

/** spec part 2 §8, a section that fails: errors:medicalRecord.loadFailed. */
export function SectionFailure({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('medical-record');
  const { t: tErrors } = useTranslation('errors');
  return (
    <FailureWithRetry
      message={tErrors('medicalRecord.loadFailed')}
      retryLabel={t('section.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
