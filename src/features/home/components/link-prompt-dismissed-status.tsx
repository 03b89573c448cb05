import { useTranslation } from 'react-i18next';

/**
 * The polite live region that confirms a dismissal. It is always in the page, so that the message added to
 * it is announced; the text is rendered here (not stored translated), so it follows the language. Styled as
 * NHS inset text by class: the InsetText component adds English hidden text ('Information: ').
 */
export function LinkPromptDismissedStatus({ dismissed }: { dismissed: boolean }) {
  const { t } = useTranslation('home');
  return (
    <div role="status">
      {dismissed && (
        <div className="nhsuk-inset-text">
          <p>{t('linkPrompt.dismissed')}</p>
        </div>
      )}
    </div>
  );
}
