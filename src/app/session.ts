import { hashKey, type QueryClient } from '@tanstack/react-query';
import { showAlert } from '../components/alerts/alert-store';
import { frameQueryOptions } from './frame/frame-queries';
import { routePaths } from '../lib/route-paths';

/**
 * Empties the basket and the registration progress. Their stores (zustand, kept in sessionStorage) load with
 * the areas that use them, not with the first render (docs/decisions/0010-performance.md): loading one here
 * reads what sessionStorage holds, then empties it, a moment after the call.
 */
function forgetBrowserState(): void {
  void Promise.all([
    import('../features/orders/new-order/basket-store'),
    import('../features/registration/registration-progress-store'),
  ]).then(([basket, progress]) => {
    basket.emptyBasket();
    progress.clearRegistrationProgress();
  });
}

/**
 * Forgets everything cached for the signed-in user (spec part 1 §2 "Log out clears the tokens"; the gateway
 * holds the tokens, the browser holds the cached answers). The frame's own query is kept but marked signed
 * out, so that the header keeps the service name (configuration is public) and every guard sees at once that
 * there is no session. Queries are removed rather than reset so that nothing refetches for a user who is gone.
 * The basket (browser-only state) empties too: its medicine names belong to the user who has gone; so does
 * any registration progress (spec part 1 §3 keys: email, consent), which is not the next user's.
 */
export function forgetSignedInData(queryClient: QueryClient): void {
  const frame = queryClient.getQueryData(frameQueryOptions.queryKey);
  queryClient.removeQueries({
    predicate: (query) =>
      frame === undefined || query.queryHash !== hashKey(frameQueryOptions.queryKey),
  });
  queryClient.getMutationCache().clear();
  forgetBrowserState();
  if (frame) {
    queryClient.setQueryData(frameQueryOptions.queryKey, {
      ...frame,
      session: { signedIn: false, idleExpiresAt: null },
    });
  }
}

/**
 * The session ended without the user asking (idle timeout, or the gateway answered UNAUTHENTICATED): say so
 * on the login page, forget the user's data and go to /login (docs: ARCHITECTURE.md gateway errors).
 */
export function endSession({
  queryClient,
  navigate,
  message,
}: {
  queryClient: QueryClient;
  navigate: (path: string, options: { replace: boolean }) => unknown;
  /** errors:UNAUTHENTICATED, already translated. */
  message: string;
}): void {
  showAlert({ kind: 'info', message, keepForNextPage: true });
  forgetSignedInData(queryClient);
  // Replace: a guard may already be replacing the protected page with /login; no duplicate history entry.
  void navigate(routePaths.login, { replace: true });
}
