import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppRoutes, expectsSession } from '../router';
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
  children?: ReactNode;
}

export function FrameData({ source: { queryClient, routes }, onView, children }: FrameDataProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <FrameSession onView={onView} />
      {children ?? <AppRoutes routes={routes} />}
    </QueryClientProvider>
  );
}

function FrameSession({ onView }: { onView: (view: FrameView) => void }) {
  const frame = useFrameQuery();
  const account = useFrameAccountQuery();
  const badgeCounts = useFrameBadgesQuery();
  const { mutate: logOutNow, isPending: loggingOut } = useLogOut();
  useIdleSessionWatch(frame.data?.session);
  const { minutesLeft, staySignedIn, extending } = useTimeoutWarning(frame.data?.session);
  useAccountFailureSignOut(account.error);
  const logOut = useCallback(() => logOutNow(), [logOutNow]);

  const { pathname } = useLocation();
  const config = frame.data?.config;
  const navigation = navigationState(
    expectsSession(pathname),
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

/** Until the session is known, what the route expects (frameExpectingSession), so the header keeps its height. */
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
