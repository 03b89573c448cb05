import { useQuery } from '@tanstack/react-query';
import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { AppLink } from '../../components/app-link';
import { LinkCard } from '../../components/link-card';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { MyServicesScreenQuery } from '../../gql/graphql';
import { linkingPaths, myServicesPaths, routePaths } from '../../lib/route-paths';
import { myServicesScreenQuery } from './my-services-screen-query';

/**
 * /my-services (spec part 1 §2 'My services', part 2 §2): a card for each service whose gate in me.features
 * holds (part 1 §6, gateway/src/access/access-rules.ts), and for an unlinked patient the way to connect to
 * their GP. Cards lead to the services' own paths, whose screens come with later issues. After deregistering,
 * the deregister screen shows its success message here (part 2 §4) through the frame's alerts.
 */
export function MyServicesScreen() {
  const { t } = useTranslation('my-services');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(myServicesScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('hub.title')}
      loadingLabel={t('hub.loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {(data) => <ServiceCards me={data.me} />}
    </QueryScreen>
  );
}

function ServiceCards({ me }: { me: MyServicesScreenQuery['me'] }) {
  const { t } = useTranslation('my-services');
  const { features, pharmacy } = me;
  const promoted = features.promotedServices && pharmacy ? pharmacy : null;
  const anyCard =
    features.connectGp ||
    features.pharmacyServices ||
    features.appointments ||
    features.messages ||
    features.covidVaccination ||
    features.medicalRecord ||
    promoted !== null;
  return (
    <Page title={t('hub.title')}>
      {!anyCard && <p>{t('hub.none')}</p>}
      {features.connectGp && (
        <LinkCard to={linkingPaths.registerForOnlineServices} heading={t('hub.connect.heading')}>
          {t('hub.connect.description')}
        </LinkCard>
      )}
      {features.pharmacyServices && (
        <LinkCard to={routePaths.pharmacyServices} heading={t('hub.pharmacyServices.heading')}>
          {t('hub.pharmacyServices.description')}
        </LinkCard>
      )}
      {features.appointments && (
        <LinkCard to={myServicesPaths.appointments} heading={t('hub.appointments.heading')}>
          {t('hub.appointments.description')}
        </LinkCard>
      )}
      {features.messages && (
        <LinkCard to={myServicesPaths.messages} heading={t('hub.messages.heading')}>
          {t('hub.messages.description')}
        </LinkCard>
      )}
      {features.covidVaccination && (
        <LinkCard to={routePaths.pharmacyServices} heading={t('hub.vaccination.heading')}>
          {t('hub.vaccination.description')}
        </LinkCard>
      )}
      {features.medicalRecord && (
        <LinkCard to={myServicesPaths.medicalRecord} heading={t('hub.medicalRecord.heading')}>
          {t('hub.medicalRecord.description')}
        </LinkCard>
      )}
      {promoted && (
        <section aria-labelledby="my-services-promoted">
          <h2 id="my-services-promoted">
            {t('hub.promotedServices.heading', { pharmacy: promoted.businessName })}
          </h2>
          {promoted.promotedServices.map((service) => (
            <Card key={service.serviceId}>
              {/* The pharmacy's own words (serviceCardText); the link around them is ours. */}
              <Card.Description>{service.serviceCardText}</Card.Description>
              <p>
                <AppLink to={routePaths.pharmacyServices}>
                  <Trans
                    t={t}
                    i18nKey="hub.promotedService.book"
                    values={{ service: service.serviceCardText }}
                    components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
                  />
                </AppLink>
              </p>
            </Card>
          ))}
        </section>
      )}
    </Page>
  );
}
