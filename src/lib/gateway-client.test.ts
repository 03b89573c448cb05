import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInDocument } from '../gql/graphql';
import persistedDocuments from '../gql/persisted-documents.json';
import { installGatewayMock } from '../testing/gateway-mock';
import { GATEWAY_DEADLINE_MS, GatewayError, gatewayRequest } from './gateway-client';

/** The login screen's mutation, as codegen generated it (src/features/auth/login-screen.tsx). */
const SignInMutation = SignInDocument;

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  vi.restoreAllMocks();
});

/** The JSON bodies the client posted (a spy on fetch: MSW still answers). */
function postedBodies(): () => unknown[] {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.map(
      ([, init]): unknown => JSON.parse(typeof init?.body === 'string' ? init.body : '') as unknown,
    );
}

describe('gatewayRequest', () => {
  it("sends the persisted document's id and the variables, and no GraphQL text", async () => {
    const mock = installGatewayMock({ SignIn: { data: { signIn: { destination: 'HOME' } } } });
    restore = mock.restore;
    const bodies = postedBodies();

    const result = await gatewayRequest(SignInMutation, { email: 'a@b.c', password: 'pw' });

    expect(result).toEqual({ signIn: { destination: 'HOME' } });
    const [body] = bodies();
    expect(body).toEqual({
      documentId: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) as string,
      operationName: 'SignIn',
      variables: { email: 'a@b.c', password: 'pw' },
    });
    // The id is the one the gateway knows the text by.
    const { documentId } = body as { documentId: keyof typeof persistedDocuments };
    expect(persistedDocuments[documentId]).toMatch(/^mutation SignIn\(/);
    expect(JSON.stringify(body)).not.toContain('signIn(');
  });

  it('sends a new X-Request-Id with each request, for the logs of the gateway and the API', async () => {
    restore = installGatewayMock({
      SignIn: { data: { signIn: { destination: 'HOME' } } },
    }).restore;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await gatewayRequest(SignInMutation, { email: 'a@b.c', password: 'pw' });
    await gatewayRequest(SignInMutation, { email: 'a@b.c', password: 'pw' });

    const ids = fetchSpy.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('x-request-id'),
    );
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("turns the gateway's error code into a GatewayError", async () => {
    restore = installGatewayMock({ SignIn: { errorCode: 'auth.invalidCredentials' } }).restore;

    const failure = gatewayRequest(SignInMutation, { email: 'a@b.c', password: 'pw' });

    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ code: 'auth.invalidCredentials' });
  });

  it('says a request that got no answer from the network was unanswered (worth a quick retry)', async () => {
    restore = installGatewayMock({ SignIn: { networkError: true } }).restore;

    const failure = gatewayRequest(SignInMutation, { email: 'a@b.c', password: 'pw' });

    await expect(failure).rejects.toMatchObject({ code: 'common.unexpected', unanswered: true });
  });

  it("says a gateway's error answer was answered (no retry: it has already waited its time-out)", async () => {
    restore = installGatewayMock({ SignIn: { errorCode: 'common.unexpected' } }).restore;

    const failure = gatewayRequest(SignInMutation, { email: 'a@b.c', password: 'pw' });

    await expect(failure).rejects.toMatchObject({ code: 'common.unexpected', unanswered: false });
  });

  it("gives up on a gateway that has not answered a little after the gateway's own upstream time-out", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      restore = installGatewayMock({ SignIn: { pending: true } }).restore;
      const outcome = vi.fn();
      void gatewayRequest(SignInMutation, { email: 'a@b.c', password: 'pw' }).catch(outcome);

      // Still waiting while the gateway may still be waiting for the API...
      await vi.advanceTimersByTimeAsync(__UPSTREAM_TIMEOUT_MS__);
      expect(outcome).not.toHaveBeenCalled();
      // ...and a catalogue error, not retried, once the deadline has passed.
      await vi.advanceTimersByTimeAsync(GATEWAY_DEADLINE_MS - __UPSTREAM_TIMEOUT_MS__);
      await vi.waitFor(() => expect(outcome).toHaveBeenCalledTimes(1));
      expect(outcome.mock.calls[0]?.[0]).toMatchObject({
        code: 'common.unexpected',
        unanswered: false,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
