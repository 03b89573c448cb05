import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { GatewayError } from '../lib/gateway-client';
import { allFrameQueries } from '../lib/query-keys';
import { forgetSignedInData } from './session';

/** The wait before the one retry of a query whose request got no answer: a blip, not an outage. */
const QUICK_RETRY_MS = 500;

/** Whether a failed query is worth its one retry: its request got no answer from the network. */
function isWorthRetrying(error: unknown): boolean {
  return error instanceof GatewayError && error.unanswered;
}

/** True when the gateway says the session has ended (refresh refused, or no session at all). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof GatewayError && error.code === 'UNAUTHENTICATED';
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * Set false on a mutation that must not refresh the frame's queries when it succeeds (signing out,
       * which forgets them instead).
       */
      refreshesFrame?: boolean;
      /**
       * Set true on a mutation whose success ends the session at the gateway (verifying an email change):
       * the signed-in data is forgotten as after logging out, without the 'session ended' message.
       */
      endsSession?: boolean;
    };
  }
}

/**
 * The app's query cache.
 * - Any query or mutation that fails with UNAUTHENTICATED ends the session: `onSessionEnded` forgets the
 *   cache and goes to /login (spec part 1 §7: "the tokens are cleared and the user goes to /login").
 * - Every successful mutation refreshes the frame's queries (session, account features) before its own
 *   onSuccess runs: signing in, choosing a pharmacy, switching patient or linking to a GP all change what the
 *   navigation and the route guards read, and no screen has to remember to say so.
 * - A failed query is retried once, quickly, only when its request got no answer from the network (the gateway
 *   unreachable, the connection dropped: GatewayError.unanswered). A gateway's error answer is not retried: it
 *   has already waited its upstream time-out, or refreshed the tokens once, so a retry would only keep the
 *   spinner turning for another time-out before the screen's catalogue message (issue #22). No answer by the
 *   browser's deadline (GATEWAY_DEADLINE_MS) is not retried either.
 */
export function createAppQueryClient({
  onSessionEnded,
  retry = true,
}: {
  onSessionEnded: () => void;
  /** False in tests, so that a failure shows at once. */
  retry?: boolean;
}): QueryClient {
  const endSessionOn = (error: unknown) => {
    if (isSessionEnded(error)) onSessionEnded();
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOn }),
    mutationCache: new MutationCache({
      onError: endSessionOn,
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.endsSession) {
          forgetSignedInData(queryClient);
          return undefined;
        }
        if (mutation.meta?.refreshesFrame === false) return undefined;
        return queryClient.invalidateQueries({ queryKey: allFrameQueries });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => retry && failureCount < 1 && isWorthRetrying(error),
        retryDelay: QUICK_RETRY_MS,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
