import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer, RestBody } from '../upstream/rest-api-types';

/** The API's answer to both email-change calls (spec part 2 §7). */
export type RestEmailChangeStatus = RestAnswer<'sendEmailChange'> & RestAnswer<'verifyEmailChange'>;

/** Refusals of a change request that the catalogue names (docs/rest-api.md). */
const REQUEST_CODES: Readonly<Record<string, string>> = {
  'emailChange.sameEmail': ErrorCode.emailChangeSameEmail,
  'emailChange.emailInUse': ErrorCode.emailChangeEmailInUse,
};

/** POST send email change token (spec part 2 §7): the API mails the link to the new address. */
export function sendEmailChange(
  ctx: GatewayContext,
  change: RestBody<'sendEmailChange'>,
): Promise<RestEmailChangeStatus> {
  return callUpstream(ctx, 'sendEmailChange', {
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
  return callUpstream(ctx, 'verifyEmailChange', {
    pathSegment: token,
    errorCode: ErrorCode.emailChangeFailed,
  });
}
