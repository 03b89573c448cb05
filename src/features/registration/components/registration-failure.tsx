import { ErrorSummary } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { AppLink } from '../../../components/app-link';
import { routePaths, registrationPaths } from '../../../lib/route-paths';

/**
 * Why a registration step failed, for the reasons the form's fields cannot show (spec part 1 §8
 * 'Registration'; the codes of gateway/src/registration/registration.graphql). It stays until the next
 * attempt, as an NHS error summary: focused as it appears and read out (role=alert). The screens keep the
 * gateway's code and this turns it into words, so the text follows the language; where the next step is
 * elsewhere (log in, start again) it says so with a link.
 */
export function RegistrationFailure({ code }: { code: string }) {
  const { t } = useTranslation('common');
  return (
    <ErrorSummary>
      <ErrorSummary.Title>{t('errorSummary.title')}</ErrorSummary.Title>
      <RegistrationFailureMessage code={code} />
    </ErrorSummary>
  );
}

/** The catalogue text for a code (static keys, so the catalogue check can follow them). */
function RegistrationFailureMessage({ code }: { code: string }) {
  const { t } = useTranslation('errors');
  const { t: tRegistration } = useTranslation('registration');
  switch (code) {
    case 'registration.linkageAlreadyRegistered':
      return (
        <p>
          <Trans
            t={t}
            i18nKey="registration.linkageAlreadyRegistered"
            components={{ a: <AppLink to={routePaths.login} /> }}
          />
        </p>
      );
    case 'registration.expired':
      return (
        <>
          <p>{t('registration.expired')}</p>
          <p>
            <AppLink to={registrationPaths.waysToRegister}>
              {tRegistration('failure.startAgain')}
            </AppLink>
          </p>
        </>
      );
    case 'registration.linkageNotFound':
      return <p>{t('registration.linkageNotFound')}</p>;
    case 'registration.fieldsRequired':
      return <p>{t('registration.fieldsRequired')}</p>;
    case 'registration.sendFailed':
      return <p>{t('registration.sendFailed')}</p>;
    case 'auth.invalidEmail':
      return <p>{t('auth.invalidEmail')}</p>;
    case 'common.tooManyRequests':
      return <p>{t('common.tooManyRequests')}</p>;
    case 'common.busy':
      return <p>{t('common.busy')}</p>;
    default:
      return <p>{t('registration.createFailed')}</p>;
  }
}
