import { ErrorSummary } from 'nhsuk-react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormError {
  /** The id of the field (or the first field of a group) the error is about. */
  fieldId: string;
  /** Already translated. */
  message: string;
}

/**
 * The NHS error summary for a form: 'There is a problem' and one link per error to its field (nhsuk-frontend's
 * script moves focus to the field and scrolls its label into view). It takes focus when it appears, and
 * again whenever `submitCount` changes (pass react-hook-form's `formState.submitCount` so that a second failed
 * submit is announced too); it does not take focus while the user is correcting fields.
 */
export function FormErrorSummary({
  errors,
  submitCount,
}: {
  errors: FormError[];
  submitCount?: number;
}) {
  const { t } = useTranslation('common');
  const summaryRef = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) summaryRef.current?.focus();
  }, [shown, submitCount]);
  if (!shown) return null;
  return (
    <ErrorSummary ref={summaryRef} tabIndex={-1} disableAutoFocus>
      <ErrorSummary.Title>{t('errorSummary.title')}</ErrorSummary.Title>
      <ErrorSummary.List>
        {errors.map((error, index) => (
          <ErrorSummary.ListItem key={`${error.fieldId}-${index}`} href={`#${error.fieldId}`}>
            {error.message}
          </ErrorSummary.ListItem>
        ))}
      </ErrorSummary.List>
    </ErrorSummary>
  );
}
