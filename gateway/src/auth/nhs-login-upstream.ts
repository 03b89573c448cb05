import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer } from '../upstream/rest-api-types';

/** What the gateway needs to send the browser to NHS login (docs/rest-api.md 'NHS login'). */
export type RestAuthorizeConfig = RestAnswer<'nhsLoginAuthorizeConfig'>;

/** The proof an authorisation code comes with: the values the authorize request was made with. */
export interface NhsLoginGrant {
  authorisationCode: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

/** Refusals the catalogue names; any other failure is errors:nhsLogin.failed (spec part 1 §8). */
const NHS_LOGIN_CODES: Readonly<Record<string, string>> = {
  'nhsLogin.unknownUser': ErrorCode.nhsLoginUnknownUser,
  'nhsLogin.accountExists': ErrorCode.nhsLoginAccountExists,
  'auth.accountLocked': ErrorCode.accountLocked,
  'auth.accountNotActive': ErrorCode.registrationIncomplete,
};

/** GET authorize config: the provider's authorize endpoint (from its discovery document) and the client. */
export function fetchAuthorizeConfig(ctx: GatewayContext): Promise<RestAuthorizeConfig> {
  return callUpstream(ctx, 'nhsLoginAuthorizeConfig', {
    auth: false,
    errorCode: ErrorCode.nhsLoginFailed,
  });
}

/** POST NHS Login exchange (spec part 1 §7): the account with this NHS login, signed in. */
export function exchangeNhsLoginCode(ctx: GatewayContext, grant: NhsLoginGrant): Promise<unknown> {
  return callUpstream(ctx, 'nhsLoginExchange', {
    method: 'POST',
    auth: false,
    body: { platform: 'web', deviceType: 'web', isNHSLogin: true, ...grant },
    errorCode: ErrorCode.nhsLoginFailed,
    codeMap: NHS_LOGIN_CODES,
  });
}

/** POST create account via NHS Login (spec part 1 §7): a new account and patient from the NHS login claims. */
export function createNhsLoginAccount(
  ctx: GatewayContext,
  grant: NhsLoginGrant,
  marketingOptin: boolean,
): Promise<unknown> {
  return callUpstream(ctx, 'nhsLoginCreateAccount', {
    method: 'POST',
    auth: false,
    body: {
      platform: 'web',
      deviceType: 'web',
      accountId: null,
      marketingOptin,
      hasConsent: true,
      // The verified email claim wins (docs/rest-api.md); the app asks for none.
      email: '',
      ...grant,
    },
    errorCode: ErrorCode.nhsLoginFailed,
    codeMap: NHS_LOGIN_CODES,
  });
}
