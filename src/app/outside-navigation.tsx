import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { frameAccountQueryOptions } from './frame/frame-queries';
import { createAppQueryClient, isSessionEnded } from './providers';
import { endSession } from './session';

/**
 * Navigation for code outside React that must move the user: the query cache's handler for a session the
 * gateway has ended (providers.tsx) sends them to /login. A declarative router's navigate function lives in
 * React, so <ShareNavigation> hands it over once the router has mounted.
 */
export interface OutsideNavigation {
  navigate: (path: string, options: { replace: boolean }) => void;
  attach: (navigate: NavigateFunction) => void;
}

export function createOutsideNavigation(): OutsideNavigation {
  let current: NavigateFunction | undefined;
  return {
    navigate: (path, options) => void current?.(path, options),
    attach: (navigate) => {
      current = navigate;
    },
  };
}

/** Place inside the router: keeps `navigation` pointing at the router's navigate function. */
export function ShareNavigation({ navigation }: { navigation: OutsideNavigation }) {
  const navigate = useNavigate();
  useEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}

/**
 * The app's query cache with the navigation its session-ended handler uses (main.tsx, and the tests' whole-app
 * render): a session the gateway ends shows errors:UNAUTHENTICATED on /login.
 */
export function createSessionAwareClient({ i18n, retry }: { i18n: I18n; retry?: boolean }): {
  queryClient: QueryClient;
  navigation: OutsideNavigation;
} {
  const navigation = createOutsideNavigation();
  const queryClient: QueryClient = createAppQueryClient({
    retry,
    onSessionEnded: () =>
      void accountFailureEndsSession(queryClient).then((failing) => {
        if (failing) return;
        endSession({
          queryClient,
          navigate: navigation.navigate,
          message: i18n.t('errors:UNAUTHENTICATED'),
        });
      }),
  });
  return { queryClient, navigation };
}

/**
 * Whether the session is ending because the account details could not be read (waiting for a read still on its
 * way). The gateway ends the session when they fail (spec part 1 §4), so a screen's query that reaches it a
 * moment later is refused with UNAUTHENTICATED: the user must still be told why, by the account failure's
 * own alert and move to /login (useAccountFailureSignOut), not 'Your session has ended'.
 */
async function accountFailureEndsSession(queryClient: QueryClient): Promise<boolean> {
  const account = queryClient
    .getQueryCache()
    .find({ queryKey: frameAccountQueryOptions.queryKey, exact: true });
  if (account === undefined) return false;
  if (account.state.fetchStatus === 'fetching') await account.promise?.catch(() => undefined);
  return account.state.status === 'error' && !isSessionEnded(account.state.error);
}
