import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';

/** The API's answer to both email-change calls (spec part 2 §7). */
export interface RestEmailChangeStatus {
  status: boolean;
  message: string;
}

/** Refusals of a change request that the catalogue names (docs/rest-api.md). */
const REQUEST_CODES: Readonly<Record<string, string>> = {
  'emailChange.sameEmail': ErrorCode.emailChangeSameEmail,
  'emailChange.emailInUse': ErrorCode.emailChangeEmailInUse,
};

/** POST send email change token (spec part 2 §7): the API mails the link to the new address. */
export function sendEmailChange(
  ctx: GatewayContext,
  change: { accountId: string; currentEmail: string; newEmail: string },
): Promise<RestEmailChangeStatus> {
  return callUpstream<RestEmailChangeStatus>(ctx, 'sendEmailChange', {
    method: 'POST',
    body: change,
    errorCode: ErrorCode.emailChangeFailed,
    codeMap: REQUEST_CODES,
  });
}

/** GET verify email change (spec part 2 §7) with the link's token, for the signed-in account. */
export function verifyEmailChange(
  ctx: GatewayContext,
  token: string,
): Promise<RestEmailChangeStatus> {
  return callUpstream<RestEmailChangeStatus>(ctx, 'verifyEmailChange', {
    pathSegment: token,
    errorCode: ErrorCode.emailChangeFailed,
  });
}
