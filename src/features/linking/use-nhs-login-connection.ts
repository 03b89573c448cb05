import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import type { ConnectionOutcome } from './connection-result';

const LinkWithNhsLoginMutation = graphql(`
  mutation LinkWithNhsLogin($code: String!, $state: String!) {
    linkWithNhsLogin(code: $code, state: $state) {
      patient {
        id
        iM1Available
      }
    }
  }
`);

/** spec part 1 §8: 'User cancelled flow' shows nothing. */
const USER_CANCELLED = 'User cancelled flow';

/**
 * NHS login sends the browser back to register for online services with `code` and `state` (or `error`)
 * after startNhsLogin(LINK): connects the active patient once (spec part 1 §2 'Connect IM1 result'). The
 * parameters leave the address at once, so Back or a reload cannot replay them. Undefined when there was
 * nothing to complete or the person cancelled.
 */
export function useNhsLoginConnection(): ConnectionOutcome | undefined {
  const { t: tErrors } = useTranslation('errors');
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const failedAtNhsLogin =
    searchParams.get('error') !== null && searchParams.get('error_description') !== USER_CANCELLED;
  const [outcome, setOutcome] = useState<ConnectionOutcome | undefined>(() => {
    if (code !== null) return { status: 'activating' };
    if (failedAtNhsLogin) return { status: 'failed', message: tErrors('nhsLogin.failed') };
    return undefined;
  });
  // StrictMode runs effects twice; a code can be used once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || code === null) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        for (const name of ['code', 'state', 'error', 'error_description', 'iss'])
          params.delete(name);
        return params;
      },
      { replace: true },
    );
    gatewayRequest(LinkWithNhsLoginMutation, { code, state: state ?? '' }).then(
      async () => {
        await queryClient.invalidateQueries();
        setOutcome({ status: 'connected' });
      },
      (failure: unknown) => {
        const known = failure instanceof GatewayError ? failure : undefined;
        setOutcome({
          status: 'failed',
          message:
            known?.serverMessage ??
            (known?.code === 'nhsLogin.failed'
              ? tErrors('nhsLogin.failed')
              : tErrors('linking.failed')),
        });
      },
    );
  }, [code, state, setSearchParams, queryClient, tErrors]);

  return outcome;
}
