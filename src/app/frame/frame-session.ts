import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '../../components/alerts/alert-store';
import { gatewayRequest } from '../../lib/gateway-client';
import { isSessionEnded } from '../app-query-client';
import { routePaths } from '../../lib/route-paths';
import { endSession, forgetSignedInData } from '../session';
import {
  FrameExtendSessionMutation,
  FrameSignOutMutation,
  frameQueryOptions,
} from './frame-queries';

/** spec part 1 §4 / §9: after an account-details failure the user is sent to login after 5 s. */
export const forcedLogoutDelayMs = 5000;

/** Checked a moment after the gateway's idle deadline, so that the session has surely ended by then. */
const idleRecheckMarginMs = 1000;
/** setTimeout's longest delay; a later deadline is re-checked then (and rescheduled). */
const longestTimeoutMs = 2_147_483_647;

/** Ends the session as the gateway would: alert, forget the user's data, go to /login. */
function useEndSession(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  const message = t('UNAUTHENTICATED');
  return () => endSession({ queryClient, navigate, message });
}

/**
 * When the session's idle deadline (session.idleExpiresAt) passes, ask the gateway again; if the session has
 * ended, go to /login. If it is still alive (the user was active in another tab), the new deadline reschedules
 * the check. Reading the session does not extend it (gateway/src/auth/sign-in-resolvers.ts).
 */
export function useIdleSessionWatch(
  session: { signedIn: boolean; idleExpiresAt: string | null } | undefined,
) {
  const queryClient = useQueryClient();
  const endSessionNow = useEndSession();
  const endSessionRef = useRef(endSessionNow);
  useEffect(() => {
    endSessionRef.current = endSessionNow;
  });
  const signedIn = session?.signedIn === true;
  const idleExpiresAt = session?.idleExpiresAt ?? null;
  useEffect(() => {
    if (!signedIn || idleExpiresAt === null) return;
    const untilDeadline = Date.parse(idleExpiresAt) - Date.now();
    const delay = Math.min(Math.max(untilDeadline, 0) + idleRecheckMarginMs, longestTimeoutMs);
    const timer = setTimeout(() => {
      queryClient.query({ ...frameQueryOptions, staleTime: 0 }).then(
        (fresh) => {
          if (!fresh.session.signedIn) endSessionRef.current();
        },
        // The gateway did not answer: the next request will tell (UNAUTHENTICATED ends the session then).
        () => undefined,
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [queryClient, signedIn, idleExpiresAt]);
}

/** The time-out warning opens this long before the idle limit (NHS / GOV.UK pattern: 2 minutes). */
export const timeoutWarningLeadMs = 2 * 60_000;

export interface TimeoutWarningState {
  /** Null while no warning is due; else the whole minutes left when it opened. */
  minutesLeft: number | null;
  staySignedIn: () => void;
  extending: boolean;
}

/**
 * The time-out warning's clock (issue 21): 2 minutes before the idle limit it asks the gateway again (the user may
 * have been active, which moves the limit) and opens the warning only if the limit still stands. 'Stay signed in'
 * is activity at the gateway; the session's new times close the warning. Reaching the limit is
 * useIdleSessionWatch's: it ends the session and says so on the login page.
 */
export function useTimeoutWarning(
  session: { signedIn: boolean; idleExpiresAt: string | null } | undefined,
): TimeoutWarningState {
  const queryClient = useQueryClient();
  // The warning shown, for the limit it warned of: a new limit (extended, or activity seen) closes it.
  const [warned, setWarned] = useState<{ idleExpiresAt: string; minutes: number } | null>(null);
  const signedIn = session?.signedIn === true;
  const idleExpiresAt = session?.idleExpiresAt ?? null;
  const { mutate: extendSession, isPending: extending } = useMutation({
    mutationFn: () => gatewayRequest(FrameExtendSessionMutation),
    onSuccess: ({ extendSession }) => {
      const frame = queryClient.getQueryData(frameQueryOptions.queryKey);
      if (frame)
        queryClient.setQueryData(frameQueryOptions.queryKey, { ...frame, session: extendSession });
    },
  });

  // Stable, so that the frame's view (frame-data.tsx) changes only when what it shows does.
  const staySignedIn = useCallback(() => extendSession(), [extendSession]);

  useEffect(() => {
    if (!signedIn || idleExpiresAt === null) return;
    const deadline = Date.parse(idleExpiresAt);
    const delay = Math.min(
      Math.max(deadline - timeoutWarningLeadMs - Date.now(), 0),
      longestTimeoutMs,
    );
    const timer = setTimeout(() => {
      // Asked again unless just asked (the limit moves with activity the frame has not seen).
      queryClient.query({ ...frameQueryOptions, staleTime: 5_000 }).then(
        (fresh) => {
          // A later limit (activity meanwhile) reschedules through the frame's data instead.
          if (!fresh.session.signedIn || fresh.session.idleExpiresAt !== idleExpiresAt) return;
          const minutes = Math.max(1, Math.ceil((deadline - Date.now()) / 60_000));
          setWarned({ idleExpiresAt, minutes });
        },
        () => undefined,
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [queryClient, signedIn, idleExpiresAt]);

  return {
    minutesLeft:
      signedIn && warned !== null && warned.idleExpiresAt === idleExpiresAt ? warned.minutes : null,
    staySignedIn,
    extending,
  };
}

/** How long signing out waits for requests already on their way (see settleRequestsInFlight). */
const settleLimitMs = 5000;

/**
 * Waits (a few seconds at most) for the gateway requests already on their way. The gateway writes the
 * session cookie on every response, so a response that left before signOut but arrives after it would put
 * the session back: signing out goes last.
 */
async function settleRequestsInFlight(queryClient: QueryClient): Promise<void> {
  const inFlight = queryClient
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .flatMap((query) => (query.promise ? [query.promise] : []));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, settleLimitMs);
  });
  await Promise.race([Promise.allSettled(inFlight), limit]);
  clearTimeout(timer);
}

/** Signs out at the gateway once the requests already on their way have landed. */
async function signOutAtGateway(queryClient: QueryClient): Promise<void> {
  await settleRequestsInFlight(queryClient);
  await gatewayRequest(FrameSignOutMutation);
}

/**
 * spec part 1 §4 / §8: when account details fail to load (anything but UNAUTHENTICATED, which ends the
 * session directly): alert 'Unable to retrieve account details at this time. You have been forced to log
 * out', clear the session (signOut), and go to /login after 5 s, where the alert stays readable.
 */
export function useAccountFailureSignOut(accountError: Error | null): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  const message = t('auth.accountDetailsFailed');
  const failed = accountError !== null && !isSessionEnded(accountError);
  useEffect(() => {
    if (!failed) return;
    showAlert({ kind: 'error', message });
    // Straight to the gateway rather than through the mutation cache: refreshing the frame's queries now
    // would send the user to /login at once, before the 5 s in which to read why.
    signOutAtGateway(queryClient).catch(() => undefined);
    const timer = setTimeout(() => {
      // Shown again (not stacked) so that it survives the move to /login even if the user navigated or
      // dismissed it meanwhile.
      showAlert({ kind: 'error', message, keepForNextPage: true });
      forgetSignedInData(queryClient);
      void navigate(routePaths.login, { replace: true });
    }, forcedLogoutDelayMs);
    return () => clearTimeout(timer);
  }, [failed, message, navigate, queryClient]);
}

/** Log out (spec part 1 §2): signOut, forget the cache, go to /login. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  return useMutation({
    mutationFn: () => signOutAtGateway(queryClient),
    meta: { refreshesFrame: false },
    onSuccess: async () => {
      forgetSignedInData(queryClient);
      await navigate(routePaths.login, { replace: true });
    },
    onError: (error) => {
      if (!isSessionEnded(error)) showAlert({ kind: 'error', message: t('common.unexpected') });
    },
  });
}
