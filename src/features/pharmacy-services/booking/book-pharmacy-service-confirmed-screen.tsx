import { Panel } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ButtonLink } from '../../../components/button-link';
import { Page } from '../../../components/page';
import { formatLondonDateTime } from '../../../lib/london-date-time';
import { pharmacyServicesPaths } from '../../../lib/route-paths';
import type { ConfirmedBooking } from './book-pharmacy-service-date-screen';

/**
 * /my-services/pharmacy-services/book/confirmed (spec part 2 'Pharmacy services', booking flow 3; §4 'Book
 * another service resets everything'): book.confirmed.message, the service and its date and time
 * when the booking was just made here, 'Book another service' (step 1 with no choices) and the bookings list.
 */
export function BookPharmacyServiceConfirmedScreen() {
  const { t } = useTranslation('pharmacy-services');
  const booking = (useLocation().state as ConfirmedBooking | null) ?? undefined;
  return (
    <Page title={t('book.confirmed.title')}>
      <Panel>
        <p className="nhsuk-body-l">{t('book.confirmed.message')}</p>
        {booking && (
          <p>
            {t('book.confirmed.what', {
              service: booking.subType
                ? t('booking.service', {
                    service: booking.serviceName,
                    subType: booking.subType,
                  })
                : booking.serviceName,
              when: formatLondonDateTime(booking.start),
            })}
          </p>
        )}
      </Panel>
      <p>
        <AppLink to={pharmacyServicesPaths.list}>{t('book.confirmed.viewBookings')}</AppLink>
      </p>
      <ButtonLink to={pharmacyServicesPaths.bookService}>
        {t('book.confirmed.bookAnother')}
      </ButtonLink>
    </Page>
  );
}
