import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../lib/gateway-client';
import { frameAccountQueryOptions, frameQueryOptions } from './frame/frame-queries';
import { frameAccountData, frameData } from './frame/frame.fixtures';
import { createAppQueryClient } from './app-query-client';

describe('createAppQueryClient', () => {
  it('refreshes the frame queries after any successful mutation, before the mutation resolves', async () => {
    const queryClient = createAppQueryClient({ onSessionEnded: vi.fn(), retry: false });
    queryClient.setQueryData(frameQueryOptions.queryKey, frameData({ signedIn: false }).data);
    queryClient.setQueryData(frameAccountQueryOptions.queryKey, frameAccountData().data);
    const mutation = new MutationObserver(queryClient, {
      mutationFn: () => Promise.resolve('done'),
    });

    await mutation.mutate();

    expect(queryClient.getQueryState(frameQueryOptions.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(frameAccountQueryOptions.queryKey)?.isInvalidated).toBe(true);
  });

  it('leaves the frame queries alone for a mutation that says so (signing out)', async () => {
    const queryClient = createAppQueryClient({ onSessionEnded: vi.fn(), retry: false });
    queryClient.setQueryData(frameQueryOptions.queryKey, frameData({ signedIn: false }).data);
    const mutation = new MutationObserver(queryClient, {
      mutationFn: () => Promise.resolve(true),
      meta: { refreshesFrame: false },
    });

    await mutation.mutate();

    expect(queryClient.getQueryState(frameQueryOptions.queryKey)?.isInvalidated).toBe(false);
  });

  it("forgets the signed-in data after a mutation that ends the session, without the 'session ended' message", async () => {
    const onSessionEnded = vi.fn();
    const queryClient = createAppQueryClient({ onSessionEnded, retry: false });
    queryClient.setQueryData(frameQueryOptions.queryKey, frameData({ signedIn: true }).data);
    queryClient.setQueryData(['HomeScreen'], { patient: 'someone' });
    const mutation = new MutationObserver(queryClient, {
      mutationFn: () => Promise.resolve(true),
      meta: { endsSession: true },
    });

    await mutation.mutate();

    expect(queryClient.getQueryData(['HomeScreen'])).toBeUndefined();
    expect(queryClient.getQueryData(frameQueryOptions.queryKey)?.session.signedIn).toBe(false);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when a query or a mutation fails with UNAUTHENTICATED, and only then', async () => {
    const onSessionEnded = vi.fn();
    const queryClient = createAppQueryClient({ onSessionEnded, retry: false });
    const failWith = (code: string) => () => Promise.reject(new GatewayError(code));

    await queryClient
      .query({ queryKey: ['a'], queryFn: failWith('orders.loadFailed') })
      .catch(() => undefined);
    expect(onSessionEnded).not.toHaveBeenCalled();

    await queryClient
      .query({ queryKey: ['b'], queryFn: failWith('UNAUTHENTICATED') })
      .catch(() => undefined);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    await new MutationObserver(queryClient, { mutationFn: failWith('UNAUTHENTICATED') })
      .mutate()
      .catch(() => undefined);
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });

  it('retries a query once, quickly, only when its request got no answer; never an answer from the gateway', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = createAppQueryClient({ onSessionEnded: vi.fn() });
      const failing = (error: GatewayError) => vi.fn(() => Promise.reject(error));
      const unanswered = failing(new GatewayError('common.unexpected', undefined, [], true));
      const answered = failing(new GatewayError('orders.loadFailed'));
      const unexpected = failing(new GatewayError('common.unexpected'));
      const unauthenticated = failing(new GatewayError('UNAUTHENTICATED'));
      const observe = (key: string, queryFn: () => Promise<never>) => {
        const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn });
        return observer.subscribe(() => undefined);
      };
      const stop = [
        observe('unanswered', unanswered),
        observe('answered', answered),
        observe('unexpected', unexpected),
        observe('unauthenticated', unauthenticated),
      ];
      // Within a second: the retry does not hold the screen's message back for long.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(unanswered).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(60_000);
      stop.forEach((unsubscribe) => unsubscribe());

      expect(unanswered).toHaveBeenCalledTimes(2);
      expect(answered).toHaveBeenCalledTimes(1);
      expect(unexpected).toHaveBeenCalledTimes(1);
      expect(unauthenticated).toHaveBeenCalledTimes(1);
      expect(queryClient.getQueryState(['answered'])?.status).toBe('error');
    } finally {
      vi.useRealTimers();
    }
  });
});
