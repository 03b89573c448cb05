import { useQuery } from '@tanstack/react-query';
import { Col, Row, Table } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { ButtonLink } from '../../components/button-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { MyPharmacyScreenQuery as MyPharmacyScreenData } from '../../gql/graphql';
import { SelectedPharmacy } from './components/selected-pharmacy';
import { formatOpeningPeriod, weekdayName } from './opening-times';
import { routePaths, pharmacyPaths } from '../../lib/route-paths';
import { myPharmacyScreenQuery } from './my-pharmacy-screen-query';

type MyPharmacy = NonNullable<MyPharmacyScreenData['me']['pharmacy']>;

/**
 * /my-details/my-pharmacy (spec part 2 'My pharmacy'): the patient's pharmacy with its name, address,
 * telephone, opening times per weekday ('Closed' on a day without periods) and services; 'Book a pharmacy
 * service' when booking is enabled (features.pharmacyServiceBooking); and 'Change my Pharmacy'.
 */
export function MyPharmacyScreen() {
  const { t } = useTranslation('pharmacy');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(myPharmacyScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('myPharmacy.title')}
      loadingLabel={t('myPharmacy.loading')}
      failureMessage={tErrors('common.unexpected')}
      decidesOnAnswer
    >
      {({ me }) =>
        me.pharmacy ? (
          <MyPharmacyDetails
            pharmacy={me.pharmacy}
            bookingEnabled={me.features.pharmacyServiceBooking}
          />
        ) : (
          // The guard sends a patient without a pharmacy to choose one; this covers a change meanwhile.
          <Navigate to={pharmacyPaths.choosePharmacy} replace />
        )
      }
    </QueryScreen>
  );
}

function MyPharmacyDetails({
  pharmacy,
  bookingEnabled,
}: {
  pharmacy: MyPharmacy;
  bookingEnabled: boolean;
}) {
  const { t, i18n } = useTranslation('pharmacy');
  return (
    <Page title={t('myPharmacy.title')}>
      <Row>
        <Col width="two-thirds">
          <SelectedPharmacy pharmacy={pharmacy} />

          <Table caption={t('myPharmacy.openingTimes.caption')}>
            <Table.Head>
              <Table.Row>
                <Table.Cell>{t('myPharmacy.openingTimes.day')}</Table.Cell>
                <Table.Cell>{t('myPharmacy.openingTimes.hours')}</Table.Cell>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {pharmacy.openingTimes.map(({ day, periods }) => (
                <Table.Row key={day}>
                  <th scope="row" className="nhsuk-table__header">
                    {weekdayName(day, i18n.language)}
                  </th>
                  <Table.Cell>
                    {periods.length === 0
                      ? t('myPharmacy.openingTimes.closed')
                      : periods
                          .map((period) =>
                            t(
                              'myPharmacy.openingTimes.period',
                              formatOpeningPeriod(period, i18n.language),
                            ),
                          )
                          .join(', ')}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>

          <h2 className="nhsuk-heading-m" id="services-heading">
            {t('myPharmacy.services.heading')}
          </h2>
          {pharmacy.servicesOffered.length === 0 ? (
            <p>{t('myPharmacy.services.none')}</p>
          ) : (
            <ul className="nhsuk-list nhsuk-list--bullet" aria-labelledby="services-heading">
              {pharmacy.servicesOffered.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          )}
          {bookingEnabled && (
            <p>
              <AppLink to={routePaths.pharmacyServices}>{t('myPharmacy.book')}</AppLink>
            </p>
          )}

          <ButtonLink to={pharmacyPaths.changePharmacy}>{t('myPharmacy.change')}</ButtonLink>
        </Col>
      </Row>
    </Page>
  );
}
