import { SkipLink } from 'nhsuk-react-components';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AlertRegion } from '../../components/alerts/alert-region';
import { routePaths } from '../../lib/route-paths';
import { ServiceNameProvider } from '../../components/service-name';
import { AnalyticsConsent } from './analytics-consent';
import { AppFooter } from './app-footer';
import { AppHeader, type NavigationBadges, type NavigationState } from './app-header';
import { useFrameAccountQuery, useFrameBadgesQuery, useFrameQuery } from './frame-queries';
import {
  useAccountFailureSignOut,
  useIdleSessionWatch,
  useLogOut,
  useRouteChangeEffects,
  useTimeoutWarning,
} from './frame-session';

// Below the fold and shown only once the config has come: it loads after the first render, with the text
// formatting (react-i18next's Trans) it needs, which is then off the entry (issue #20).
const CookieBanner = lazy(() =>
  import('./cookie-banner').then((module) => ({ default: module.CookieBanner })),
);
// Shown at most once a session, 2 minutes before the idle limit: loaded then, off the entry (issue #20).
const SessionTimeoutWarning = lazy(() =>
  import('./session-timeout-warning').then((module) => ({
    default: module.SessionTimeoutWarning,
  })),
);

/**
 * The page frame around every route (spec part 1 §1): skip link (first focusable element), header with
 * navigation, main content with the alerts above the page, footer and cookie banner. It also owns what
 * happens on every route change, the idle-session watch, the account-details failure and logging out.
 * `children` stands in for the routed page in stories and tests; `badges` overrides the counts read from
 * the gateway (FrameBadgesQuery).
 */
export function AppFrame({
  children,
  badges,
}: {
  children?: ReactNode;
  badges?: NavigationBadges;
}) {
  const { t } = useTranslation('frame');
  const frame = useFrameQuery();
  const account = useFrameAccountQuery();
  const badgeCounts = useFrameBadgesQuery();
  const logOut = useLogOut();
  const { pathname } = useLocation();
  useRouteChangeEffects();
  useIdleSessionWatch(frame.data?.session);
  const timeoutWarning = useTimeoutWarning(frame.data?.session);
  useAccountFailureSignOut(account.error);

  const config = frame.data?.config;
  const serviceName = config?.productName;

  return (
    <ServiceNameProvider name={serviceName}>
      <SkipLink href="#maincontent">{t('skipLink')}</SkipLink>
      <AppHeader
        serviceName={serviceName}
        navigation={navigationState(
          frame.data?.session.signedIn,
          account.data?.me.features.hasPharmacy,
        )}
        badges={
          badges ?? {
            readyToCollect: badgeCounts.data?.orders.readyToCollectCount,
            unreadMessages: badgeCounts.data?.unreadMessageCount ?? undefined,
          }
        }
        onLogOut={() => logOut.mutate()}
        loggingOut={logOut.isPending}
      />
      <div className="nhsuk-width-container">
        <main className="nhsuk-main-wrapper" id="maincontent">
          <AlertRegion />
          {children ?? <Outlet />}
        </main>
      </div>
      {timeoutWarning.minutesLeft !== null && (
        <Suspense fallback={null}>
          <SessionTimeoutWarning
            minutesLeft={timeoutWarning.minutesLeft}
            onStaySignedIn={timeoutWarning.staySignedIn}
            onSignOut={() => logOut.mutate()}
            extending={timeoutWarning.extending}
          />
        </Suspense>
      )}
      {/* At once, before configuration has come: the frame paints whole (issue #20). */}
      <AppFooter links={config?.links} serviceName={config?.productName} />
      {/* Not on the cookie policy page, whose own form sets the same choice (GOV.UK cookie banner guidance);
          leaving it mounts the banner afresh, which then reads the choice made there. */}
      {config && pathname !== routePaths.cookiePolicy && (
        <Suspense fallback={null}>
          <CookieBanner
            cookiePolicyUrl={config.links.cookiePolicy}
            serviceName={config.productName}
          />
        </Suspense>
      )}
      {config && <AnalyticsConsent scriptUrl={config.analyticsScriptUrl ?? null} />}
    </ServiceNameProvider>
  );
}

function navigationState(
  signedIn: boolean | undefined,
  hasPharmacy: boolean | undefined,
): NavigationState {
  if (signedIn !== true) return 'signedOut';
  if (hasPharmacy === undefined) return 'pending';
  return hasPharmacy ? 'full' : 'noPharmacy';
}
