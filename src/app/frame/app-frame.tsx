import { SkipLink } from 'nhsuk-react-components';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AlertRegion } from '../../components/alerts/alert-region';
import { LoadingSpinner } from '../../components/loading-spinner';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { routePaths } from '../../lib/route-paths';
import { ServiceNameProvider } from '../../components/service-name';
import { AnalyticsConsent } from './analytics-consent';
import { AppFooter } from './app-footer';
import { AppHeader, type NavigationBadges } from './app-header';
import type { FrameDataProps } from './frame-data';
import type { FrameDataSource } from './frame-data-source';
import { frameExpectingSession, frameWithoutData } from './frame-view';
import { useRouteChangeEffects } from './route-change-effects';
import { ServiceProblemBoundary } from './service-problem-page';

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
 * The frame's data part (TanStack Query, the frame's queries and the route table), which the first render
 * does without (issue #20): it renders once its code and `source` (the query cache, whose code main.tsx
 * requests as the entry runs) have both come. One per source, so that main.tsx can wait for it before the
 * first render (preloadFrameData), which then shows no fallback (src/lib/preloadable-lazy.ts).
 */
const frameDataBySource = new WeakMap<
  Promise<FrameDataSource>,
  ReturnType<typeof preloadableLazy<Omit<FrameDataProps, 'source'>>>
>();

function frameDataFor(source: Promise<FrameDataSource>) {
  let frameData = frameDataBySource.get(source);
  if (!frameData) {
    frameData = preloadableLazy(() =>
      Promise.all([import('./frame-data'), source]).then(
        ([{ FrameData }, ready]) =>
          function FrameDataOnSource(props: Omit<FrameDataProps, 'source'>) {
            return <FrameData {...props} source={ready} />;
          },
      ),
    );
    frameDataBySource.set(source, frameData);
  }
  return frameData;
}

/** Loads the frame's data part for `source`; a first render after it has come does not suspend for it. */
export function preloadFrameData(source: Promise<FrameDataSource>): Promise<unknown> {
  return frameDataFor(source).preload();
}

/**
 * The page frame around every route (spec part 1 §1): skip link (first focusable element), header with
 * navigation, main content with the alerts above the page, footer and cookie banner. It renders at once, from
 * no data: what it shows of the gateway's (service name, navigation, badges, footer links, the time-out
 * warning) comes from its data part (frame-data.tsx), which loads after the first render with the routed
 * screen, and with it the idle-session watch, the account-details failure and logging out. It owns what
 * happens on every route change. `children` stands in for the routed page in stories and tests; `badges`
 * overrides the counts read from the gateway (FrameBadgesQuery). `expectSession`: the navigation shows from the
 * first paint, as the page the gateway sent with the session cookie has it (main.tsx).
 */
export function AppFrame({
  dataSource,
  children,
  badges,
  expectSession = false,
}: {
  dataSource: Promise<FrameDataSource>;
  children?: ReactNode;
  badges?: NavigationBadges;
  expectSession?: boolean;
}) {
  const { t } = useTranslation('frame');
  const [view, setView] = useState(expectSession ? frameExpectingSession : frameWithoutData);
  // One per app: its source never changes.
  const FrameData = frameDataFor(dataSource).Component;
  const { pathname } = useLocation();
  useRouteChangeEffects();
  // Made once: the frame's own updates (its view, the address) never re-render the data part from above, which
  // follows the address itself (its routes); a navigation then waits for the next screen's code only.
  const dataPart = useMemo(
    () => (
      <FrameData onView={setView} expectSession={expectSession}>
        {children}
      </FrameData>
    ),
    [FrameData, children, expectSession],
  );

  const { config, timeoutWarning } = view;
  const serviceName = config?.productName;

  return (
    <ServiceNameProvider name={serviceName}>
      <SkipLink href="#maincontent">{t('skipLink')}</SkipLink>
      <AppHeader
        serviceName={serviceName}
        navigation={view.navigation}
        badges={badges ?? view.badges}
        onLogOut={view.logOut}
        loggingOut={view.loggingOut}
      />
      <div className="nhsuk-width-container">
        <main className="nhsuk-main-wrapper" id="maincontent">
          {/* The live regions are in the first render, so that every later message is announced. */}
          <AlertRegion />
          <ServiceProblemBoundary>
            {/* The spinner index.html paints for a signed-in route, so nothing changes until the data part
                has come; a prerendered page keeps its HTML meanwhile (hydration waits for the part). */}
            <Suspense fallback={<LoadingSpinner label={t('loading.account')} />}>
              {dataPart}
            </Suspense>
          </ServiceProblemBoundary>
        </main>
      </div>
      {timeoutWarning.minutesLeft !== null && (
        <Suspense fallback={null}>
          <SessionTimeoutWarning
            minutesLeft={timeoutWarning.minutesLeft}
            onStaySignedIn={timeoutWarning.staySignedIn}
            onSignOut={view.logOut}
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
