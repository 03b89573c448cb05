import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../../lib/app-i18n';
import { routePaths } from '../../lib/route-paths';
import { installGatewayMock } from '../../testing/gateway-mock';
import { appRoutes } from '../router';
import { myMedsScreenQuery } from '../../features/orders/my-meds-screen-query';
import { frameAccountQueryOptions, frameQueryOptions } from './frame-queries';
import { startRoute } from './route-start';

/** The gateway never answers: each request is seen in flight. */
const unanswered = { pending: true } as const;
let gateway: ReturnType<typeof installGatewayMock>;

beforeEach(() => {
  gateway = installGatewayMock({
    Frame: unanswered,
    FrameAccount: unanswered,
    MyMedsScreen: unanswered,
  });
});

afterEach(() => {
  gateway.restore();
  vi.restoreAllMocks();
});

/** The operations the gateway has been asked for, once the first `count` have arrived, in any order. */
async function asked(count: number): Promise<string[]> {
  await vi.waitFor(() => expect(gateway.calls.length).toBeGreaterThanOrEqual(count));
  // Time for any other request started with them to arrive too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return gateway.calls.map(({ operationName }) => operationName).sort();
}

function start(pathname: string, expectSession: boolean) {
  const i18n = createAppI18n({});
  const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
  const route = appRoutes.find((candidate) => candidate.path === pathname);
  const screen = route
    ? vi.spyOn(route, 'screen').mockReturnValue(new Promise(() => undefined))
    : null;
  const queryClient = new QueryClient();
  startRoute({
    queryClient,
    i18n,
    address: { pathname, search: '' },
    expectSession,
  });
  return { loadNamespaces, screen, queryClient };
}

describe('startRoute (issue #20: a page waits for one round trip, not three in turn)', () => {
  it("asks for the frame, the account and the screen's data at once on a page sent with the session cookie", async () => {
    const { screen, queryClient } = start(routePaths.myMeds, true);
    // All three before any answer: the account and the screen no longer wait for the session's answer.
    expect(await asked(3)).toEqual(['Frame', 'FrameAccount', 'MyMedsScreen']);
    expect(screen).toHaveBeenCalledOnce();
    // In the cache under the keys the frame, the guard and the screen read, so they find them in flight.
    for (const { queryKey } of [frameQueryOptions, frameAccountQueryOptions, myMedsScreenQuery]) {
      expect(queryClient.getQueryState(queryKey)?.fetchStatus).toBe('fetching');
    }
  });

  it('asks only for the frame when the page came without the session cookie', async () => {
    const { screen } = start(routePaths.myMeds, false);
    // Without a session the account's query would be refused and end a session that never was.
    expect(await asked(1)).toEqual(['Frame']);
    // The screen's code still comes: the guard sends the visitor to /login, or shows it after a sign-in.
    expect(screen).toHaveBeenCalledOnce();
  });

  it("starts a public route's code and words, and no signed-in query even with the cookie", async () => {
    const { screen, loadNamespaces } = start(routePaths.login, true);
    expect(await asked(1)).toEqual(['Frame']);
    expect(screen).toHaveBeenCalledOnce();
    expect(loadNamespaces).toHaveBeenCalledWith(['auth']);
  });

  it('asks only for the frame at an address no route has', async () => {
    start('/no-such-page', true);
    expect(await asked(1)).toEqual(['Frame']);
  });
});
