import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';

/**
 * The allergy-testing card (spec part 1 §2 'Home screen', flag featureAllergyTesting). The link leaves the
 * service for the provider's page (config.links.allergyTesting); it opens in the same tab, as GOV.UK and
 * NHS guidance prefer, and its text says where it goes.
 */
export function AllergyTestingCard({ url }: { url: string }) {
  const { t } = useTranslation('home');
  return (
    <Card>
      <Card.Heading>{t('allergyTesting.heading')}</Card.Heading>
      <Card.Description>{t('allergyTesting.body')}</Card.Description>
      <p>
        <a className="nhsuk-link" href={url}>
          {t('allergyTesting.link')}
        </a>
      </p>
    </Card>
  );
}
