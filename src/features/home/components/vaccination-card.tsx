import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';

/**
 * The vaccination promotion card (spec part 1 §2 'Home screen': flag featureCovidVaccination and a pharmacy
 * whose ownershipType is 'Owned', gated by me.features.covidVaccination). Booking happens in pharmacy
 * services (/my-services/pharmacy-services), which is not built yet: the card gains its link with that route.
 */
export function VaccinationCard() {
  const { t } = useTranslation('home');
  return (
    <Card>
      <Card.Heading>{t('vaccination.heading')}</Card.Heading>
      <Card.Description>{t('vaccination.body')}</Card.Description>
    </Card>
  );
}
