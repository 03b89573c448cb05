import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { GatewayError } from '../lib/gateway-client';
import { otherQueriesThanKey } from '../lib/query-keys';
import { showAlert } from './alerts/alert-store';
import { focusMainContent } from './navigation-focus';

/**
 * Removing an item from a screen's list (a reminder, a message thread): runs the mutation, writes what it
 * answers into the screen's query (`merge`) and marks every other query stale (another screen may show the
 * item), then says so in an alert (success, or the catalogue's failure message) and, once removed, continues
 * from the page heading, since the pressed button has gone. The returned function resolves whether the item
 * was removed, as ConfirmInPlace's onConfirm wants. With `serverMessageFirst`, a failure whose answer carries
 * the server's message to show (a 422, spec part 2 §8) shows that instead of the catalogue's.
 */
export function useRemoveFromScreen<Data, Result>({
  screenQuery: { queryKey: screenQueryKey },
  send,
  merge,
}: {
  /** The screen's query options (its own query is updated, not refetched). */
  screenQuery: { queryKey: QueryKey };
  send: (id: string) => Promise<Result>;
  merge: (current: Data, result: Result) => Data;
}): (
  id: string,
  messages: { success: string; failure: string; serverMessageFirst?: boolean },
) => Promise<boolean> {
  const queryClient = useQueryClient();
  const removal = useMutation({ mutationFn: send });
  return async (id, messages) => {
    try {
      const result = await removal.mutateAsync(id);
      queryClient.setQueryData<Data>(screenQueryKey, (current) =>
        current ? merge(current, result) : current,
      );
      void queryClient.invalidateQueries({ predicate: otherQueriesThanKey(screenQueryKey) });
      showAlert({ kind: 'success', message: messages.success });
      focusMainContent();
      return true;
    } catch (error) {
      const serverMessage =
        messages.serverMessageFirst && error instanceof GatewayError
          ? error.serverMessage
          : undefined;
      showAlert({ kind: 'error', message: serverMessage ?? messages.failure });
      return false;
    }
  };
}
