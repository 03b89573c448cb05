import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { LinkCard } from '../../components/link-card';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { MyDetailsScreenQuery } from '../../gql/graphql';
import { myDetailsPaths, pharmacyPaths } from '../../lib/route-paths';
import { myDetailsScreenQuery } from './my-details-screen-query';

/**
 * /my-details (spec part 1 §2 and part 2 §2 'My details'): cards My profile, My linked patients, My GP (only
 * where features.myGp holds: a GP name and IM1 availability, part 1 §6), My pharmacy and Notifications. My
 * profile and Notifications come with issue #19 and are linked already. Deregistering is reached from here
 * while the patient is IM1-linked (the route's own guard, part 1 §2).
 */
export function MyDetailsScreen() {
  const { t } = useTranslation('my-details');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(myDetailsScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('hub.title')}
      loadingLabel={t('hub.loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {(data) => <DetailsCards features={data.me.features} />}
    </QueryScreen>
  );
}

function DetailsCards({ features }: { features: MyDetailsScreenQuery['me']['features'] }) {
  const { t } = useTranslation('my-details');
  return (
    <Page title={t('hub.title')}>
      <LinkCard to={myDetailsPaths.myProfile} heading={t('hub.myProfile.heading')}>
        {t('hub.myProfile.description')}
      </LinkCard>
      <LinkCard to={myDetailsPaths.myLinkedPatients} heading={t('hub.myLinkedPatients.heading')}>
        {t('hub.myLinkedPatients.description')}
      </LinkCard>
      {features.myGp && (
        <LinkCard to={myDetailsPaths.myGp} heading={t('hub.myGp.heading')}>
          {t('hub.myGp.description')}
        </LinkCard>
      )}
      <LinkCard to={pharmacyPaths.myPharmacy} heading={t('hub.myPharmacy.heading')}>
        {t('hub.myPharmacy.description')}
      </LinkCard>
      <LinkCard to={myDetailsPaths.notifications} heading={t('hub.notifications.heading')}>
        {t('hub.notifications.description')}
      </LinkCard>
      {features.im1Linked && (
        <p>
          <AppLink to={myDetailsPaths.deregister}>{t('hub.deregister')}</AppLink>
        </p>
      )}
    </Page>
  );
}
