import { fetchAccountDetails } from '../account/account-upstream';
import { loadMe } from '../account/load-me';
import { ADDRESS_SEARCH_MIN_LENGTH, tidyProfileDetails } from '../../../api/src/contract';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers, Profile, QueryResolvers } from '../generated/resolvers-types';
import { mapAddress, mapProfile } from './profile-mapper';
import { searchAddresses, updatePatientDetails } from './profile-upstream';

/** No field of a profile is anywhere near this long; longer input is refused before any call. */
const FIELD_MAX_LENGTH = 1000;
const SEARCH_MAX_LENGTH = 100;

async function loadProfile(ctx: GatewayContext): Promise<Profile> {
  // loadMe first: it turns a missing patient or a failed read into the codes every screen expects.
  await loadMe(ctx);
  const { account, patient } = await fetchAccountDetails(ctx);
  if (patient === null) throw gatewayError(ErrorCode.registrationIncomplete);
  return mapProfile(account, patient);
}

/** My profile (spec part 2 'My profile') and its address search. */
export const profileQuery: Pick<QueryResolvers, 'myProfile' | 'addressSearch'> = {
  myProfile: (_parent, _args, ctx) => loadProfile(ctx),
  addressSearch: async (_parent, { search }, ctx) => {
    const text = search.trim();
    // spec part 2 §5: 'Address search starts only with more than 3 characters'.
    if (text.length < ADDRESS_SEARCH_MIN_LENGTH) {
      throw gatewayError(ErrorCode.addressSearchTooShort);
    }
    if (text.length > SEARCH_MAX_LENGTH) throw gatewayError(ErrorCode.addressSearchFailed);
    return (await searchAddresses(ctx, text)).map(mapAddress);
  },
};

export const profileMutations: Pick<MutationResolvers, 'updateProfile'> = {
  updateProfile: async (_parent, { details }, ctx) => {
    const me = await loadMe(ctx);
    // spec part 2 §6: the screen offers no editing here; a request anyway is refused before any call.
    if (!me.features.profileEditing) throw gatewayError(ErrorCode.profileUpdateFailed);
    const values = Object.values(details);
    if (values.some((value) => typeof value === 'string' && value.length > FIELD_MAX_LENGTH)) {
      throw gatewayError(ErrorCode.profileUpdateFailed);
    }
    // The API checks every rule again and answers a 422 with a reason per field (profile-upstream.ts).
    await updatePatientDetails(ctx, tidyProfileDetails(details));
    return loadProfile(ctx);
  },
};
