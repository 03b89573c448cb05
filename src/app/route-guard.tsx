import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Navigate, useLocation, type Params } from 'react-router';
import { LoadingSpinner } from '../components/loading-spinner';
import type { FrameAccountQuery } from '../gql/graphql';
import { useFrameAccountQuery, useFrameQuery } from './frame/frame-queries';
import { ServiceProblemPage } from './frame/service-problem-page';
import { guardRedirects } from '../lib/route-paths';
import { useRevealedInTransition } from '../lib/use-revealed-in-transition';

/**
 * Who may see a route (spec part 1 §2 "Route guard rules"; features from gateway/src/access/access-rules.ts):
 * - `public`: anyone;
 * - `signedIn`: a live session (no session: /login) whose account details have loaded (a full-screen
 *   spinner meanwhile); used by /choose-pharmacy, which renders as a registration step;
 * - `needsPharmacy`: signed in and a nominated pharmacy (else /choose-pharmacy); every other protected route;
 * - `needsIm1`: and IM1 enabled in configuration (else home);
 * - `im1Check`: and the active patient IM1-linked (deregister, messages, appointments, medical record);
 * - `needsIntegration`: and a patient integration (else home);
 * - `canOrder`: and the new-order flow open to the active patient: prescribing or manual reordering (else
 *   home; spec part 1 §2 'New order');
 * - `myGp`: and a GP name and IM1 availability (else home; spec part 2 'My GP details', part 1 §6);
 * - `appointments`: an IM1-check route whose practice has appointmentsEnabled (else home; part 2 §6);
 * - `messages`: an IM1-check route whose practice has practicePatientCommunicationEnabled (else home);
 * - `medicalRecord`: an IM1-check route whose practice has medicalRecordEnabled (else home; part 2 §6);
 * - `pharmacyServices`: featurePharmacyServiceBooking on (else home; part 2 §6), the booked services;
 * - `pharmacyServiceBooking`: and the pharmacy takes bookings (else home; part 2 §6), the booking flow.
 */
export type GuardRule =
  | 'public'
  | 'signedIn'
  | 'needsPharmacy'
  | 'needsIm1'
  | 'im1Check'
  | 'needsIntegration'
  | 'canOrder'
  | 'myGp'
  | 'appointments'
  | 'messages'
  | 'medicalRecord'
  | 'pharmacyServices'
  | 'pharmacyServiceBooking';

type Features = FrameAccountQuery['me']['features'];

/** Where the route's screen is: what its query's variables come from (a thread's id, a booking's choices). */
export interface RouteAddress {
  /** The route path's parameters, as the screen's useParams() gives them. */
  params: Params;
  search: URLSearchParams;
}

/** Starts a route's screen's query (src/app/router.tsx, `prefetch`). */
export type RoutePrefetch = (queryClient: QueryClient, address: RouteAddress) => Promise<unknown>;

/** Where a signed-in user with these features is sent instead of a route with this rule; undefined: stay. */
export function guardRedirect(
  rule: Exclude<GuardRule, 'public'>,
  features: Features,
): string | undefined {
  if (rule === 'signedIn') return undefined;
  if (!features.hasPharmacy) return guardRedirects.noPharmacy;
  switch (rule) {
    case 'needsPharmacy':
      return undefined;
    case 'needsIm1':
      return features.im1Enabled ? undefined : guardRedirects.notPermitted;
    case 'im1Check':
      return features.im1Linked ? undefined : guardRedirects.notPermitted;
    case 'needsIntegration':
      return features.patientIntegration ? undefined : guardRedirects.notPermitted;
    case 'canOrder':
      return features.canOrder ? undefined : guardRedirects.notPermitted;
    case 'myGp':
      return features.myGp ? undefined : guardRedirects.notPermitted;
    case 'appointments':
      return features.appointments ? undefined : guardRedirects.notPermitted;
    case 'messages':
      return features.messages ? undefined : guardRedirects.notPermitted;
    case 'medicalRecord':
      return features.medicalRecord ? undefined : guardRedirects.notPermitted;
    case 'pharmacyServices':
      return features.pharmacyServices ? undefined : guardRedirects.notPermitted;
    case 'pharmacyServiceBooking':
      return features.pharmacyServiceBooking ? undefined : guardRedirects.notPermitted;
  }
}

/**
 * Renders `children` when the rule allows, redirects when it does not, and shows a full-screen spinner while
 * it cannot yet tell. `preload` starts loading the screen's code while the account details load, and
 * `namespaces` its words with it (not after the code, when the screen would ask for them); `prefetch`
 * starts the screen's query alongside, its variables from the address matched against `path` (issue #20: code
 * and data together, never one after the other), as soon as the session is known to be live (without one,
 * the query would fail and end a session that never was).
 * Public routes do not prefetch: the build renders their HTML (src/app/prerendered-page.ts), which the
 * browser hydrates, and an answer that came before the screen's code would not match that HTML.
 */
export function RouteGuard({
  rule,
  path,
  preload,
  prefetch,
  namespaces,
  children,
}: {
  rule: GuardRule;
  path: string;
  preload?: () => Promise<unknown>;
  prefetch?: RoutePrefetch;
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('frame');
  const queryClient = useQueryClient();
  const frame = useFrameQuery();
  const account = useFrameAccountQuery();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // A failure here shows when the screen renders (the route's error page); nothing to do yet.
    preload?.().catch(() => undefined);
    if (namespaces) void i18n.loadNamespaces([...namespaces]);
  }, [preload, namespaces, i18n]);
  const mayFetch = rule !== 'public' && frame.data?.session.signedIn === true;
  useEffect(() => {
    if (!mayFetch || !prefetch) return;
    // From the address's strings, not from useParams(), whose object is new at each render of the route table
    // and would ask again once the answer is stale; matchRoutes decodes the path as useParams() does.
    const params = matchRoutes([{ path }], pathname)?.[0]?.params ?? {};
    // A failure is the screen's to show when it reads the query; nothing to do here.
    prefetch(queryClient, { params, search: new URLSearchParams(search) }).catch(() => undefined);
  }, [mayFetch, prefetch, queryClient, path, pathname, search]);

  const redirect =
    rule === 'public' || !account.isSuccess
      ? undefined
      : guardRedirect(rule, account.data.me.features);
  // The screen mounts in a transition when the account check answers while the route is shown (the first
  // load of a signed-in page): that answer alone would render the whole screen in one task (issue #20).
  const revealed = useRevealedInTransition(
    rule === 'public' ||
      (frame.data?.session.signedIn === true && account.isSuccess && redirect === undefined),
  );

  if (rule === 'public') return children;
  const loading = <LoadingSpinner label={t('loading.account')} />;
  if (frame.isError) return <ServiceProblemPage onRetry={() => void frame.refetch()} />;
  if (frame.isPending) return loading;
  if (!frame.data.session.signedIn) {
    // A cached "signed out" may be about to change (e.g. just after signing in): wait for the fresh answer.
    return frame.isFetching ? loading : <Navigate to={guardRedirects.signedOut} replace />;
  }
  // The frame alerts, signs out and leaves for /login (useAccountFailureSignOut); nothing to show meanwhile.
  if (account.isError) return null;
  if (account.isPending) return loading;
  if (redirect !== undefined) return <Navigate to={redirect} replace />;
  return revealed ? children : loading;
}
