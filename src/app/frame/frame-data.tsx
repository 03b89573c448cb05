import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { appRoutes, AppRoutes } from '../router';
import type { NavigationState } from './app-header';
import type { FrameDataSource } from './frame-data-source';
import { useFrameAccountQuery, useFrameBadgesQuery, useFrameQuery } from './frame-queries';
import {
  useAccountFailureSignOut,
  useIdleSessionWatch,
  useLogOut,
  useTimeoutWarning,
} from './frame-session';
import type { FrameView } from './frame-view';

/**
 * The frame's data part, loaded after its first render (issue #20: TanStack Query, the frame's queries and the
 * route table are off the entry): the query cache for everything inside the frame, the routed screen, and the
 * frame's session work (idle watch, time-out warning, account-details failure, logging out), whose result it
 * hands to the frame as a FrameView. `children` stands in for the routed screen in stories and tests.
 */
export interface FrameDataProps {
  source: FrameDataSource;
  onView: (view: FrameView) => void;
  /** The frame showed the signed-in navigation from the start: it stays while the session is checked. */
  expectSession?: boolean;
  children?: ReactNode;
}

export function FrameData({
  source: { queryClient, routes },
  onView,
  expectSession = false,
  children,
}: FrameDataProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <FrameSession onView={onView} expectSession={expectSession} />
      {children ?? <AppRoutes routes={routes} />}
    </QueryClientProvider>
  );
}

function FrameSession({
  onView,
  expectSession,
}: {
  onView: (view: FrameView) => void;
  expectSession: boolean;
}) {
  const frame = useFrameQuery();
  const account = useFrameAccountQuery();
  const badgeCounts = useFrameBadgesQuery();
  const { mutate: logOutNow, isPending: loggingOut } = useLogOut();
  useIdleSessionWatch(frame.data?.session);
  const { minutesLeft, staySignedIn, extending } = useTimeoutWarning(frame.data?.session);
  useAccountFailureSignOut(account.error);
  const logOut = useCallback(() => logOutNow(), [logOutNow]);

  const config = frame.data?.config;
  const navigation = navigationState(
    expectSession,
    frame.data?.session.signedIn,
    account.data?.me.features.hasPharmacy,
  );
  const readyToCollect = badgeCounts.data?.orders.readyToCollectCount;
  const unreadMessages = badgeCounts.data?.unreadMessageCount ?? undefined;
  // A new view only when something shown changes: each one re-renders the frame.
  const view = useMemo<FrameView>(
    () => ({
      config,
      navigation,
      badges: { readyToCollect, unreadMessages },
      logOut,
      loggingOut,
      timeoutWarning: { minutesLeft, staySignedIn, extending },
    }),
    [
      config,
      navigation,
      readyToCollect,
      unreadMessages,
      logOut,
      loggingOut,
      minutesLeft,
      staySignedIn,
      extending,
    ],
  );
  useEffect(() => onView(view), [onView, view]);
  return null;
}

/** Until the session is known, what the frame showed first (frameExpectingSession), so the header keeps its height. */
function navigationState(
  expectSession: boolean,
  signedIn: boolean | undefined,
  hasPharmacy: boolean | undefined,
): NavigationState {
  if (signedIn === undefined) return expectSession ? 'pending' : 'signedOut';
  if (!signedIn) return 'signedOut';
  if (hasPharmacy === undefined) return 'pending';
  return hasPharmacy ? 'full' : 'noPharmacy';
}

/**
 * Whether the route at `pathname` is for signed-in users, so that the frame shows their navigation from its
 * first render, before the session is confirmed, where the page does not say (the development server's page,
 * component tests): the built pages say it from the session cookie (gateway/src/http/page-files.ts). An
 * unknown path is not: it shows the not-found page.
 */
export function expectsSession(pathname: string): boolean {
  const route = matchRoutes(appRoutes, pathname)?.[0]?.route;
  return route !== undefined && route.guard !== 'public';
}
