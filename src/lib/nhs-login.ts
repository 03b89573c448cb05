import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../gql';
import type { NhsLoginIntent } from '../gql/graphql';
import { useEnterSignedIn } from './enter-signed-in';
import { GatewayError, gatewayRequest } from './gateway-client';

const StartNhsLoginMutation = graphql(`
  mutation StartNhsLogin($intent: NhsLoginIntent!, $marketingOptin: Boolean) {
    startNhsLogin(intent: $intent, marketingOptin: $marketingOptin)
  }
`);

const CompleteNhsLoginMutation = graphql(`
  mutation CompleteNhsLogin($code: String!, $state: String!) {
    completeNhsLogin(code: $code, state: $state) {
      destination
    }
  }
`);

/** The browser leaves the app for NHS login (a seam so tests can see where it would go). */
export const leaveForNhsLogin = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * The NHS login button's action: the gateway prepares the redirect (state, nonce and PKCE stay in its sealed
 * cookie) and the browser goes to NHS login. `failureCode` is the catalogue code when it could not start.
 */
export function useStartNhsLogin(intent: NhsLoginIntent) {
  const start = useMutation({
    mutationFn: (marketingOptin: boolean | undefined) =>
      gatewayRequest(StartNhsLoginMutation, { intent, marketingOptin: marketingOptin ?? null }),
    meta: { refreshesFrame: false },
    onSuccess: ({ startNhsLogin }) => leaveForNhsLogin.assign(startNhsLogin),
  });
  return {
    start: (marketingOptin?: boolean) => start.mutate(marketingOptin),
    // Still busy once the URL is known: the browser is on its way.
    starting: start.isPending || start.isSuccess,
    failureCode: start.error ? codeOf(start.error) : undefined,
  };
}

/** spec part 1 §8: 'Health-login … failures show the server message, except 'User cancelled flow', which shows nothing.' */
const USER_CANCELLED = 'User cancelled flow';

export type NhsLoginReturn =
  { status: 'none' } | { status: 'completing' } | { status: 'failed'; code: string };

/**
 * NHS login sends the browser back to this page with `code` and `state` (or `error`): completes it once, then
 * goes on signed in. The parameters are taken out of the address at once, so that Back or a reload cannot
 * replay them. A cancelled sign-in shows nothing; any other error is errors:nhsLogin.failed.
 */
export function useNhsLoginReturn(keepQuery: object): NhsLoginReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const enterSignedIn = useEnterSignedIn(keepQuery);
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const error = searchParams.get('error');
  const cancelled = searchParams.get('error_description') === USER_CANCELLED;
  // Read once, on arrival: the parameters leave the address at once.
  const [result, setResult] = useState<NhsLoginReturn>(() => {
    if (code !== null) return { status: 'completing' };
    if (error !== null && !cancelled) return { status: 'failed', code: 'nhsLogin.failed' };
    return { status: 'none' };
  });
  // StrictMode runs effects twice; a code can be used once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (code === null && error === null)) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        // `iss` too: the provider names itself on the way back (RFC 9207).
        for (const name of ['code', 'state', 'error', 'error_description', 'iss'])
          params.delete(name);
        return params;
      },
      { replace: true },
    );
    if (code === null) return;
    gatewayRequest(CompleteNhsLoginMutation, { code, state: state ?? '' }).then(
      ({ completeNhsLogin }) => enterSignedIn(completeNhsLogin.destination),
      (failure: unknown) => setResult({ status: 'failed', code: codeOf(failure) }),
    );
  }, [code, state, error, setSearchParams, enterSignedIn]);

  return result;
}

function codeOf(error: unknown): string {
  return error instanceof GatewayError ? error.code : 'common.unexpected';
}
