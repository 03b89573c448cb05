import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createAppQueryClient, isSessionEnded } from './app-query-client';
import { frameAccountQueryOptions } from './frame/frame-queries';
import type { OutsideNavigation } from './outside-navigation';
import { endSession } from './session';

/**
 * The app's query cache with its session-ended handler (main.tsx, the build's prerender and the tests'
 * whole-app render): a session the gateway ends shows errors:UNAUTHENTICATED on /login, through `navigation`.
 */
export function createSessionAwareClient({
  i18n,
  navigation,
  retry,
}: {
  i18n: I18n;
  navigation: OutsideNavigation;
  retry?: boolean;
}): QueryClient {
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
  return queryClient;
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
