import { ErrorSummary } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { AppLink } from '../../../components/app-link';

export interface SignInFailureProps {
  /** The gateway's error code (a key of errors.json), e.g. `auth.accountLocked`. */
  code: string;
  /** The email the user tried, carried to the page a link leads to. */
  email: string;
}

/**
 * Why a sign-in failed: spec part 1 §8 login failure alerts. Persistent until the next attempt, so it is
 * rendered in the page as an NHS error summary: it is focused when it appears and its content is in a
 * role=alert region, so screen-reader users hear it. Links carry the typed email in navigation state, and
 * their text says where they go out of context ("click here to reset your password").
 */
export function SignInFailure({ code, email }: SignInFailureProps) {
  const { t } = useTranslation('common');
  return (
    <ErrorSummary>
      <ErrorSummary.Title>{t('errorSummary.title')}</ErrorSummary.Title>
      <p>
        <SignInFailureMessage code={code} email={email} />
      </p>
    </ErrorSummary>
  );
}

/** The catalogue text for a sign-in error code (static keys, so the catalogue check can follow them). */
function SignInFailureMessage({ code, email }: SignInFailureProps) {
  const { t } = useTranslation('errors');
  switch (code) {
    case 'auth.registrationIncomplete':
      return (
        <Trans
          t={t}
          i18nKey="auth.registrationIncomplete"
          components={{ a: <AppLink to="/verify-email" state={{ email }} /> }}
        />
      );
    case 'auth.accountLocked':
      return (
        <Trans
          t={t}
          i18nKey="auth.accountLocked"
          components={{ a: <AppLink to="/forgot-password" state={{ email }} /> }}
        />
      );
    case 'auth.nhsLoginHint':
      return t('auth.nhsLoginHint');
    case 'nhsLogin.unknownUser':
      return (
        <Trans
          t={t}
          i18nKey="nhsLogin.unknownUser"
          components={{ a: <AppLink to="/ways-to-register" /> }}
        />
      );
    case 'nhsLogin.accountExists':
      return t('nhsLogin.accountExists');
    case 'nhsLogin.failed':
      return t('nhsLogin.failed');
    case 'auth.invalidCredentials':
      return t('auth.invalidCredentials');
    case 'auth.tokensMissing':
      return t('auth.tokensMissing');
    case 'auth.fieldsRequired':
      return t('auth.fieldsRequired');
    case 'auth.invalidEmail':
      return t('auth.invalidEmail');
    case 'common.tooManyRequests':
      return t('common.tooManyRequests');
    case 'common.busy':
      return t('common.busy');
    default:
      return t('common.unexpected');
  }
}
