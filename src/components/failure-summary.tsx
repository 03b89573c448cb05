import { ErrorSummary } from 'nhsuk-react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Why an action failed, for failures the form's fields cannot explain: an NHS error summary, which takes
 * focus and is announced (role=alert), titled 'There is a problem'. It stays until the next attempt.
 * `message` is already translated (`children`, e.g. a link, follow it), so screens keep the gateway's code and choose the words when they show it.
 */
export function FailureSummary({ message, children }: { message: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ErrorSummary>
      <ErrorSummary.Title>{t('errorSummary.title')}</ErrorSummary.Title>
      <p>{message}</p>
      {children}
    </ErrorSummary>
  );
}
