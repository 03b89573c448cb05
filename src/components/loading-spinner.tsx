import { useTranslation } from 'react-i18next';

/**
 * A full-page loading state: a status message (announced politely) with a decorative spinner that stops
 * moving for users who prefer reduced motion. `label` is already translated; it defaults to "Loading".
 */
export function LoadingSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="app-loading" role="status">
      <span className="app-loading__spinner" aria-hidden="true" />
      <p className="nhsuk-body-l app-loading__text">{label ?? t('loading')}</p>
    </div>
  );
}
