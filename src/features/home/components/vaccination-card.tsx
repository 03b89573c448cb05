import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';

/**
 * The vaccination promotion card (spec part 1 §2 'Home screen': flag featureCovidVaccination and a pharmacy
 * whose ownershipType is 'Owned', gated by me.features.covidVaccination). Booking happens in pharmacy
 * services: the card links there when they are on (`bookingPath`).
 */
export function VaccinationCard({ bookingPath }: { bookingPath?: string | undefined }) {
  const { t } = useTranslation('home');
  return (
    <Card>
      <Card.Heading>{t('vaccination.heading')}</Card.Heading>
      <Card.Description>{t('vaccination.body')}</Card.Description>
      {bookingPath && (
        <p>
          <AppLink to={bookingPath}>{t('vaccination.book')}</AppLink>
        </p>
      )}
    </Card>
  );
}
