import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { Page } from '../../../components/page';
import { registrationPaths } from '../../../lib/route-paths';

/**
 * What the details pages show when the browser has no verified registration (the registration query is
 * null: never verified here, finished, or more than a day old): why, and the way back to the start.
 */
export function RegistrationStartAgain() {
  const { t } = useTranslation('registration');
  return (
    <Page title={t('startAgain.title')}>
      <p>{t('startAgain.body')}</p>
      <ButtonLink to={registrationPaths.waysToRegister}>{t('startAgain.link')}</ButtonLink>
    </Page>
  );
}
