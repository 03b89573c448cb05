import { Col, Row } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { ButtonLink } from '../../components/button-link';
import { Page } from '../../components/page';
import { registrationPaths } from '../../lib/route-paths';

/**
 * /benefits (spec part 1 §2: reached in the registration journey, content not shown): what an account lets
 * you do, as NHS services introduce a journey (short sections, a Continue button), before the age question.
 */
export function BenefitsScreen() {
  const { t } = useTranslation('registration');
  return (
    <>
      <AppLink className="nhsuk-back-link" to={registrationPaths.waysToRegister}>
        {t('back')}
      </AppLink>
      <Page title={t('benefits.title')}>
        <Row>
          <Col width="two-thirds">
            <p className="nhsuk-body-l">{t('benefits.intro')}</p>
            <h2 className="nhsuk-heading-m">{t('benefits.medicines.heading')}</h2>
            <p>{t('benefits.medicines.body')}</p>
            <h2 className="nhsuk-heading-m">{t('benefits.pharmacy.heading')}</h2>
            <p>{t('benefits.pharmacy.body')}</p>
            <h2 className="nhsuk-heading-m">{t('benefits.gp.heading')}</h2>
            <p>{t('benefits.gp.body')}</p>
            <h2 className="nhsuk-heading-m">{t('benefits.family.heading')}</h2>
            <p>{t('benefits.family.body')}</p>
            <ButtonLink to={registrationPaths.ageCheck}>{t('benefits.continue')}</ButtonLink>
          </Col>
        </Row>
      </Page>
    </>
  );
}
