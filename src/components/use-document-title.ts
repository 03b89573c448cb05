import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceName } from './service-name';

/**
 * Sets the page title `<h1 text> - <service name> - NHS` (NHS service manual), with the `Error: ` prefix while
 * the page shows validation errors so that screen reader users hear about them first.
 */
export function useDocumentTitle(pageTitle: string, hasErrors = false): void {
  const { t } = useTranslation('common');
  const service = useServiceName();
  let title: string;
  if (service === undefined) {
    title = hasErrors
      ? t('documentTitle.withoutServiceWithErrors', { page: pageTitle })
      : t('documentTitle.withoutService', { page: pageTitle });
  } else {
    title = hasErrors
      ? t('documentTitle.withErrors', { page: pageTitle, service })
      : t('documentTitle.default', { page: pageTitle, service });
  }
  useEffect(() => {
    document.title = title;
  }, [title]);
}
