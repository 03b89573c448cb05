import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { QueryScreen } from '../../../components/query-screen';
import { readRegistrationNavigationState } from '../registration-navigation-state';
import { registrationPaths } from '../../../lib/route-paths';
import { RegistrationStartAgain } from './registration-start-again';

/**
 * The frame of the two details pages: their one query (`registration { email }`) loading, failed, or
 * answered. No verified registration (null) means there is nothing to complete: start again. Otherwise the
 * NHS back link (to the page that asked 'Do you have linkage codes?', or the start) and the form.
 */
export function VerifiedRegistrationFrame({
  query,
  title,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<{ registration?: { email: string } | null }>;
  /** Translated. */
  title: string;
  loadingLabel: string;
  children: (email: string) => ReactNode;
}) {
  const { t } = useTranslation('registration');
  const { t: tErrors } = useTranslation('errors');
  const { questionPath } = readRegistrationNavigationState(useLocation().state);
  return (
    <QueryScreen
      query={query}
      title={title}
      loadingLabel={loadingLabel}
      failureMessage={tErrors('common.unexpected')}
    >
      {({ registration }) =>
        registration ? (
          <>
            {/* The NHS back link's classes on a router link: the component's props cannot carry state. */}
            <AppLink
              className="nhsuk-back-link"
              to={questionPath ?? registrationPaths.waysToRegister}
            >
              {t('back')}
            </AppLink>
            {children(registration.email)}
          </>
        ) : (
          <RegistrationStartAgain />
        )
      }
    </QueryScreen>
  );
}
