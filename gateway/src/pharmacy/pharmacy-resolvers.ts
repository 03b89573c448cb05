import { fetchAccountDetails, forgetAccountReads } from '../account/account-upstream';
import { loadMe } from '../account/load-me';
import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { UpstreamError } from '../upstream/upstream-error';
import { mapPharmacySearch } from './pharmacy-mapper';
import { DEFAULT_LOCATION, findPharmaciesNear, nominatePharmacy } from './pharmacy-upstream';

/** Choosing the nominated pharmacy (spec part 1 §2 'Choose pharmacy / change pharmacy', §4, §8). */
export const pharmacyQuery: Pick<QueryResolvers, 'pharmaciesNear'> = {
  pharmaciesNear: async (_parent, args, ctx) => {
    const postcode = args.postcode?.trim();
    if (postcode) {
      // A postcode search: its own failure messages, and no fallback (the person asked for that place).
      const found = await findPharmaciesNear(ctx, { postcode }, ErrorCode.pharmacySearchFailed);
      return mapPharmacySearch(found, false);
    }
    const place =
      typeof args.latitude === 'number' && typeof args.longitude === 'number'
        ? { latitude: args.latitude, longitude: args.longitude }
        : DEFAULT_LOCATION;
    try {
      return mapPharmacySearch(
        await findPharmaciesNear(ctx, place, ErrorCode.pharmacyLoadFailed),
        false,
      );
    } catch (error) {
      // spec part 1 §8: 'a 422 first retries with the default location'.
      if (!(error instanceof UpstreamError) || error.status !== 422 || place === DEFAULT_LOCATION)
        throw error;
    }
    const fallback = await findPharmaciesNear(ctx, DEFAULT_LOCATION, ErrorCode.pharmacyLoadFailed);
    return mapPharmacySearch(fallback, true);
  },
};

export const pharmacyMutations: Pick<MutationResolvers, 'choosePharmacy'> = {
  choosePharmacy: async (_parent, args, ctx) => {
    const { pharmacy } = await fetchAccountDetails(ctx);
    // spec part 1 §5: on change, the chosen pharmacy must differ from the current one.
    if (pharmacy && pharmacy.id === args.pharmacyId)
      throw gatewayError(ErrorCode.pharmacySameAsCurrent);
    await nominatePharmacy(ctx, args.pharmacyId, args.forAllPatients);
    forgetAccountReads(ctx);
    return loadMe(ctx);
  },
};
