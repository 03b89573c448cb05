import { useTranslation } from 'react-i18next';

/**
 * Props for an NHS form field's inline error. nhsuk-react-components' ErrorMessage renders its visually hidden
 * `visuallyHiddenText` followed by its own ': ' (default 'Error'), in English; every field takes the word from
 * the catalogue instead (common:fieldError.label, the word alone: the component adds the colon), so a screen
 * reader hears "Error: <message>".
 */
export function useFieldErrorProps(): { visuallyHiddenText: string } {
  const { t } = useTranslation('common');
  return { visuallyHiddenText: t('fieldError.label') };
}
