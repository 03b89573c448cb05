import { Col, Row } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { Page } from '../../components/page';
import { TransLink } from '../../components/trans-link';
import { formatLongDate } from '../../lib/format-long-date';
import { statementDates, statementLinks } from './statement-facts';

/** The statement's links as Trans components, each named by the tag the catalogue marks it with. */
const links = Object.fromEntries(
  Object.entries(statementLinks).map(([tag, href]) => [tag, <TransLink key={tag} href={href} />]),
);

/**
 * /accessibility-statement, reachable signed in or out from the footer: the accessibility statement in
 * GOV.UK's format (who runs the service, what users should be able to do, known problems, contact and
 * enforcement, compliance status, how the service was tested). docs/accessibility-statement.md is the
 * developers' copy and says the same, word for word.
 */
export function AccessibilityStatementScreen() {
  const { t, i18n } = useTranslation('accessibility');
  const date = (iso: string) => formatLongDate(iso, i18n.language);
  return (
    <Page title={t('title')}>
      <Row>
        <Col width="two-thirds">
          <p>{t('scope')}</p>

          <h2 className="nhsuk-heading-m">{t('using.heading')}</h2>
          <p>{t('using.intro')}</p>
          <BulletList items={t('using.abilities', { returnObjects: true })} />
          <p>
            <Trans t={t} i18nKey="using.abilityNet" components={links} />
          </p>

          <h2 className="nhsuk-heading-m">{t('howAccessible.heading')}</h2>
          <p>{t('howAccessible.intro')}</p>
          <BulletList items={t('howAccessible.issues', { returnObjects: true })} />

          <h2 className="nhsuk-heading-m">{t('feedback.heading')}</h2>
          <p>{t('feedback.formats')}</p>
          <p>{t('feedback.tellUs')}</p>

          <h2 className="nhsuk-heading-m">{t('reporting.heading')}</h2>
          <p>{t('reporting.body')}</p>

          <h2 className="nhsuk-heading-m">{t('enforcement.heading')}</h2>
          <p>{t('enforcement.ehrc')}</p>
          <p>
            <Trans t={t} i18nKey="enforcement.eass" components={links} />
          </p>

          <h2 className="nhsuk-heading-m">{t('technical.heading')}</h2>
          <p>
            <Trans t={t} i18nKey="technical.commitment" components={links} />
          </p>
          <h3 className="nhsuk-heading-s">{t('technical.complianceHeading')}</h3>
          <p>
            <Trans t={t} i18nKey="technical.compliance" components={links} />
          </p>

          <h2 className="nhsuk-heading-m">{t('nonAccessible.heading')}</h2>
          <p>{t('nonAccessible.intro')}</p>
          <h3 className="nhsuk-heading-s">{t('nonAccessible.nonCompliance.heading')}</h3>
          <p>{t('nonAccessible.nonCompliance.sessionTimeout')}</p>
          <h3 className="nhsuk-heading-s">{t('nonAccessible.burden.heading')}</h3>
          <p>{t('nonAccessible.burden.body')}</p>
          <h3 className="nhsuk-heading-s">{t('nonAccessible.outsideScope.heading')}</h3>
          <p>{t('nonAccessible.outsideScope.maps')}</p>
          <p>{t('nonAccessible.outsideScope.thirdParty')}</p>

          <h2 className="nhsuk-heading-m">{t('improving.heading')}</h2>
          <p>{t('improving.intro')}</p>
          <BulletList items={t('improving.plans', { returnObjects: true })} />

          <h2 className="nhsuk-heading-m">{t('preparation.heading')}</h2>
          <p>
            {t('preparation.prepared', {
              prepared: date(statementDates.prepared),
              nextReview: date(statementDates.nextReview),
            })}
          </p>
          <p>{t('preparation.tested', { tested: date(statementDates.tested) })}</p>
          <p>{t('preparation.pages')}</p>
          <p>{t('preparation.howIntro')}</p>
          <BulletList items={t('preparation.how', { returnObjects: true })} />
          <p>{t('preparation.manual')}</p>
        </Col>
      </Row>
    </Page>
  );
}

/**
 * A group of catalogue texts as an NHS bulleted list, in the catalogue's order, so that a content designer
 * adds or removes an item in locales/ alone.
 */
function BulletList({ items }: { items: Record<string, string> }) {
  return (
    <ul className="nhsuk-list nhsuk-list--bullet">
      {Object.entries(items).map(([key, text]) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}
