import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { otherQueriesThan } from './query-keys';

/** Where a new session goes (the gateway's SignInDestination). */
export type SignedInDestination = 'HOME' | 'CHOOSE_PHARMACY';

/**
 * After a session starts (email sign-in, registration, NHS login): nothing cached for nobody may be shown
 * again, except the screen's own public query (`keepQuery`, its document: config is the same for everyone); then go where
 * the spec says, home or choose pharmacy (spec part 1 §4), replacing the page that signed in.
 */
export function useEnterSignedIn(keepQuery: object): (destination: SignedInDestination) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (destination) => {
    void queryClient.resetQueries({ predicate: otherQueriesThan(keepQuery) });
    void navigate(destination === 'CHOOSE_PHARMACY' ? '/choose-pharmacy' : '/', { replace: true });
  };
}
