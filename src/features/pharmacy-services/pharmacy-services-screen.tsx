import { useQuery } from '@tanstack/react-query';
import { Card, SummaryList } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { ButtonLink } from '../../components/button-link';
import { ConfirmInPlace } from '../../components/confirm-in-place';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { useRemoveFromScreen } from '../../components/use-remove-from-screen';
import { graphql } from '../../gql';
import type { PharmacyServicesScreenQuery } from '../../gql/graphql';
import { gatewayRequest } from '../../lib/gateway-client';
import { formatLondonDateTime } from '../../lib/london-date-time';
import { pharmacyServiceCalendarPath, pharmacyServicesPaths } from '../../lib/route-paths';
import { VideoPassword } from './components/video-password';
import { pharmacyMapUrl } from './pharmacy-map-link';
import { pharmacyServicesScreenQuery } from './pharmacy-services-screen-query';

export const BookedServiceFragmentDoc = graphql(`
  fragment BookedService on ServiceBooking {
    id
    serviceName
    subType
    start
    end
    consultationType
    locationInformation
    videoLink
    videoPassword
    canBeCancelled
  }
`);

const CancelPharmacyServiceBookingMutation = graphql(`
  mutation CancelPharmacyServiceBooking($bookingId: ID!) {
    cancelPharmacyServiceBooking(bookingId: $bookingId) {
      ...BookedService
    }
  }
`);

type Booking = PharmacyServicesScreenQuery['pharmacyServiceBookings'][number];
type ScreenPharmacy = NonNullable<PharmacyServicesScreenQuery['me']['pharmacy']>;

const hidden = { hidden: <span className="nhsuk-u-visually-hidden" /> };

/**
 * /my-services/pharmacy-services (spec part 2 'Pharmacy services'): 'Book a new service' (or, when the pharmacy
 * takes no bookings, 'Your pharmacy is not currently accepting bookings…'), then 'My booked services' at the
 * nominated pharmacy with their count; each booking with its service and sub type, long date and 12-hour time,
 * where to go with a map link or how to join by video with 'Show password', 'Add to calendar' (.ics), and a
 * cancel confirmed in place (pharmacy-services:booking.cancelQuestion).
 */
export function PharmacyServicesScreen() {
  const { t } = useTranslation('pharmacy-services');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(pharmacyServicesScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('list.title')}
      loadingLabel={t('list.loading')}
      failureMessage={tErrors('pharmacyServices.bookingsLoadFailed')}
    >
      {({ me, pharmacyServiceBookings: bookings }) => {
        const pharmacy = me.pharmacy ?? { businessName: '', latitude: null, longitude: null };
        return (
          <Page title={t('list.title')}>
            <h2 className="nhsuk-heading-m">{t('list.bookHeading')}</h2>
            {me.features.pharmacyServiceBooking ? (
              <>
                <p>{t('list.bookIntro')}</p>
                <ButtonLink to={pharmacyServicesPaths.bookService}>{t('list.book')}</ButtonLink>
              </>
            ) : (
              // NHS inset text by class: the InsetText component adds English hidden text ('Information: ').
              <div className="nhsuk-inset-text">
                <p>{t('list.notAccepting')}</p>
              </div>
            )}
            <h2 className="nhsuk-heading-m">{t('list.booked')}</h2>
            {bookings.length === 0 ? (
              <p>{t('list.empty')}</p>
            ) : (
              <>
                <p>
                  {t('list.count', { count: bookings.length, pharmacy: pharmacy.businessName })}
                </p>
                {bookings.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} pharmacy={pharmacy} />
                ))}
              </>
            )}
          </Page>
        );
      }}
    </QueryScreen>
  );
}

function BookingCard({ booking, pharmacy }: { booking: Booking; pharmacy: ScreenPharmacy }) {
  const { t } = useTranslation('pharmacy-services');
  const { t: tErrors } = useTranslation('errors');
  const cancel = useCancelBooking();
  const service = booking.subType
    ? t('booking.service', { service: booking.serviceName, subType: booking.subType })
    : booking.serviceName;
  const when = formatLondonDateTime(booking.start);
  const names = { service, when };
  const mapUrl = pharmacyMapUrl(pharmacy.latitude, pharmacy.longitude);
  return (
    <Card>
      <Card.Heading headingLevel="h3">{service}</Card.Heading>
      <SummaryList>
        <SummaryList.Row>
          <SummaryList.Key>{t('booking.when')}</SummaryList.Key>
          <SummaryList.Value>
            <time dateTime={booking.start}>{when}</time>
          </SummaryList.Value>
        </SummaryList.Row>
        <SummaryList.Row>
          <SummaryList.Key>{t('booking.where')}</SummaryList.Key>
          <SummaryList.Value>
            {booking.videoLink ? (
              <>
                <p>{t('booking.videoHeading')}</p>
                <p>
                  <a href={booking.videoLink}>
                    <Trans t={t} i18nKey="booking.joinLink" values={names} components={hidden} />
                  </a>
                </p>
                {booking.videoPassword && (
                  <VideoPassword
                    password={booking.videoPassword}
                    label={
                      <Trans
                        t={t}
                        i18nKey="booking.showPassword"
                        values={names}
                        components={hidden}
                      />
                    }
                  />
                )}
              </>
            ) : (
              <>
                {booking.locationInformation && <p>{booking.locationInformation}</p>}
                <p>{pharmacy.businessName}</p>
                <p>
                  {mapUrl ? (
                    <a href={mapUrl}>
                      <Trans
                        t={t}
                        i18nKey="booking.mapLink"
                        values={{ pharmacy: pharmacy.businessName }}
                        components={hidden}
                      />
                    </a>
                  ) : (
                    tErrors('pharmacyServices.mapFailed')
                  )}
                </p>
              </>
            )}
          </SummaryList.Value>
        </SummaryList.Row>
      </SummaryList>
      <p>
        {/* A download from the gateway (text/calendar), not a page of the app: a plain link. */}
        <a href={pharmacyServiceCalendarPath(booking.id)}>
          <Trans t={t} i18nKey="booking.calendarLink" values={names} components={hidden} />
        </a>
      </p>
      {booking.canBeCancelled && (
        <ConfirmInPlace
          action={<Trans t={t} i18nKey="booking.cancel" values={names} components={hidden} />}
          question={t('booking.cancelQuestion')}
          confirm={t('booking.cancelConfirm')}
          confirming={t('booking.cancelling')}
          keep={t('booking.keep')}
          onConfirm={() => cancel(booking.id)}
        />
      )}
    </Card>
  );
}

/**
 * Cancels a booking; the list shows what the gateway answers (spec part 2 §4: it is removed from the list). A
 * 422's own message is shown, otherwise the catalogue's (spec part 2 §8 'Service cancel').
 */
function useCancelBooking() {
  const { t } = useTranslation('pharmacy-services');
  const { t: tErrors } = useTranslation('errors');
  const remove = useRemoveFromScreen({
    screenQuery: pharmacyServicesScreenQuery,
    send: (bookingId: string) =>
      gatewayRequest(CancelPharmacyServiceBookingMutation, { bookingId }).then(
        (data) => data.cancelPharmacyServiceBooking,
      ),
    merge: (current: PharmacyServicesScreenQuery, pharmacyServiceBookings) => ({
      ...current,
      pharmacyServiceBookings,
    }),
  });
  return (bookingId: string) =>
    remove(bookingId, {
      success: t('booking.cancelled'),
      failure: tErrors('pharmacyServices.cancelFailed'),
      serverMessageFirst: true,
    });
}
