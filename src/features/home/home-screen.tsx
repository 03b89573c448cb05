import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from '../../components/link-card';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { homeScreenQuery } from './home-screen-query';
import type { HomeScreenQuery as HomeScreenData } from '../../gql/graphql';
import { GatewayError } from '../../lib/gateway-client';
import { myServicesPaths, routePaths } from '../../lib/route-paths';
import { AllergyTestingCard } from './components/allergy-testing-card';
import { ImportantUpdateCard } from './components/important-update-card';
import { iosAppBannerRequested } from './components/ios-app-banner-request';
import { LinkPromptDismissedStatus } from './components/link-prompt-dismissed-status';
import { LiveOrdersCard } from './components/live-orders-card';
import { PatientSwitcher } from './components/patient-switcher';
import { PrescriptionsCard } from './components/prescriptions-card';
import { PromotedServices } from './components/promoted-services';
import { ScheduleCard } from './components/schedule-card';
import { VaccinationCard } from './components/vaccination-card';
import { preloadableLazy } from '../../lib/preloadable-lazy';

/*
 * The two banners (with nhsuk-react-components' NotificationBanner and the link prompt's dismissal) are their
 * own chunks (issue #20): most visits show neither. The iOS banner's code is asked for as the screen mounts
 * (whether it shows is known then, before the query's answer); the link prompt's when the answer says it
 * shows: that answer is revealed in a transition (QueryScreen), so the spinner stays until the banner's code
 * has come and the page then appears whole, without a shift. A failed fetch reaches the route's error
 * boundary, as a screen's code does.
 */
const { Component: LinkPromptBanner } = preloadableLazy(() =>
  import('./components/link-prompt-banner').then((module) => module.LinkPromptBanner),
);
const { Component: IosAppBanner, preload: preloadIosAppBanner } = preloadableLazy(() =>
  import('./components/ios-app-banner').then((module) => module.IosAppBanner),
);

/**
 * / (spec part 1 §2 'Home screen'): banners (link via NHS, iOS app), the patient switcher and the cards,
 * each behind its gate in me.features.
 *
 * Errors: `orders` and `prescriptions` are non-null in the schema, so their failure (orders.loadFailed)
 * fails the whole query. Rather than splitting the query, the screen then shows the catalogue's
 * errors:orders.loadFailed with a retry (spec part 1 §8);
 * any other failure shows the unexpected-error message. An ended session is the frame's to handle.
 *
 * 'Book a pharmacy service' shows while pharmacy services are on (features.pharmacyServices, issue #17), and
 * the vaccination and promoted service cards then lead there too. 'Messages' shows where the practice takes
 * messages (features.messages, issue #16).
 */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const { t: tErrors } = useTranslation('errors');
  // Read once per visit: the login screen writes it before coming here.
  const [showIosBanner] = useState(() => {
    const requested = iosAppBannerRequested();
    if (requested) preloadIosAppBanner().catch(() => undefined);
    return requested;
  });
  const [linkPromptDismissed, setLinkPromptDismissed] = useState(false);
  const query = useQuery(homeScreenQuery);
  const ordersFailed =
    query.error instanceof GatewayError && query.error.code === 'orders.loadFailed';

  return (
    <QueryScreen
      query={query}
      title={t('home.title')}
      loadingLabel={t('home.loading')}
      failureMessage={ordersFailed ? tErrors('orders.loadFailed') : tErrors('common.unexpected')}
    >
      {(data) => (
        <HomeContent
          data={data}
          showIosBanner={showIosBanner}
          linkPromptDismissed={linkPromptDismissed}
          onLinkPromptChange={setLinkPromptDismissed}
        />
      )}
    </QueryScreen>
  );
}

function HomeContent({
  data,
  showIosBanner,
  linkPromptDismissed,
  onLinkPromptChange,
}: {
  data: HomeScreenData;
  showIosBanner: boolean;
  linkPromptDismissed: boolean;
  onLinkPromptChange: (dismissed: boolean) => void;
}) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const { me, config } = data;
  const { features } = me;
  const servicesPath = features.pharmacyServices ? routePaths.pharmacyServices : undefined;
  const hideLinkPrompt = (linkPrompt: boolean) => {
    onLinkPromptChange(!linkPrompt);
    queryClient.setQueryData<HomeScreenData>(
      homeScreenQuery.queryKey,
      (current) =>
        current && {
          ...current,
          me: { ...current.me, features: { ...current.me.features, linkPrompt } },
        },
    );
  };

  return (
    <Page title={t('home.welcome', { name: me.patient.firstName })}>
      {features.linkPrompt && (
        <LinkPromptBanner productName={config.productName} onDismissed={hideLinkPrompt} />
      )}
      <LinkPromptDismissedStatus dismissed={linkPromptDismissed} />
      {showIosBanner && (
        <IosAppBanner productName={config.productName} appDownloadUrl={config.links.appDownload} />
      )}
      <PatientSwitcher me={me} />
      {features.manualReordering && <ImportantUpdateCard canOrder={features.canOrder} />}
      <ScheduleCard schedule={data.todaysSchedule} remindersLink={features.reminders} />
      <LiveOrdersCard orders={data.orders} />
      {features.prescribing && (
        <PrescriptionsCard courses={data.prescriptions} canOrder={features.canOrder} />
      )}
      {features.messages && (
        <LinkCard to={myServicesPaths.messages} heading={t('messages.heading')}>
          {t('messages.description')}
        </LinkCard>
      )}
      {features.pharmacyServices && (
        <LinkCard to={routePaths.pharmacyServices} heading={t('pharmacyServices.heading')}>
          {t('pharmacyServices.description')}
        </LinkCard>
      )}
      {features.allergyTesting && <AllergyTestingCard url={config.links.allergyTesting} />}
      {features.covidVaccination && <VaccinationCard bookingPath={servicesPath} />}
      {me.pharmacy && <PromotedServices pharmacy={me.pharmacy} bookingPath={servicesPath} />}
    </Page>
  );
}
