import { useTranslation } from 'react-i18next';

/**
 * Props for an NHS form field's inline error: nhsuk-react-components prefixes each message with a
 * visually hidden English "Error:", so every field takes the prefix from the catalogue instead.
 */
export function useFieldErrorProps(): { visuallyHiddenText: string } {
  const { t } = useTranslation('common');
  return { visuallyHiddenText: t('fieldError.prefix') };
}
