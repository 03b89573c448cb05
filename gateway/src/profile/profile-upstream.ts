import { forgetAccountReads } from '../account/account-upstream';
import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer, RestBody } from '../upstream/rest-api-types';

export type RestAddress = RestAnswer<'searchAddresses'>['addresses'][number];

/**
 * PUT patient update (spec part 2 §7: 'The profile save uses a separate patient update call'). Every refusal
 * is errors:profile.updateFailed (§8); a 422's field reasons travel with it (call-upstream.ts).
 */
export async function updatePatientDetails(
  ctx: GatewayContext,
  details: RestBody<'updatePatientDetails'>,
): Promise<void> {
  try {
    await callUpstream(ctx, 'updatePatientDetails', {
      method: 'PUT',
      body: details,
      errorCode: ErrorCode.profileUpdateFailed,
    });
  } finally {
    forgetAccountReads(ctx);
  }
}

/** GET address search with the text appended (spec part 2 §7); failures are errors:profile.addressSearchFailed. */
export async function searchAddresses(ctx: GatewayContext, search: string): Promise<RestAddress[]> {
  const answer = await callUpstream(ctx, 'searchAddresses', {
    pathSegment: search,
    errorCode: ErrorCode.addressSearchFailed,
  });
  return answer.addresses;
}
