import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { loadMe } from '../load-me';
import { mapPharmacy } from '../mappers/me';
import {
  DEFAULT_LOCATION,
  findPharmaciesNear,
  nominatePharmacy,
  type RestPharmacySearch,
} from '../upstream/pharmacies';
import { UpstreamError } from '../upstream/upstream-error';

/** Choosing the nominated pharmacy (spec part 1 §2 'Choose pharmacy / change pharmacy', §4, §8). */
export const pharmacyQuery: Pick<QueryResolvers, 'pharmaciesNear'> = {
  pharmaciesNear: async (_parent, args, ctx) => {
    const postcode = args.postcode?.trim();
    if (postcode) {
      // A postcode search: its own failure messages, and no fallback (the person asked for that place).
      const found = await findPharmaciesNear(ctx, { postcode }, ErrorCode.pharmacySearchFailed);
      return toSearch(found, false);
    }
    const place =
      typeof args.latitude === 'number' && typeof args.longitude === 'number'
        ? { latitude: args.latitude, longitude: args.longitude }
        : DEFAULT_LOCATION;
    try {
      return toSearch(await findPharmaciesNear(ctx, place, ErrorCode.pharmacyLoadFailed), false);
    } catch (error) {
      // spec part 1 §8: 'a 422 first retries with the default location'.
      if (!(error instanceof UpstreamError) || error.status !== 422 || place === DEFAULT_LOCATION)
        throw error;
    }
    const fallback = await findPharmaciesNear(ctx, DEFAULT_LOCATION, ErrorCode.pharmacyLoadFailed);
    return toSearch(fallback, true);
  },
};

export const pharmacyMutations: Pick<MutationResolvers, 'choosePharmacy'> = {
  choosePharmacy: async (_parent, args, ctx) => {
    const { pharmacy } = await ctx.accountReads.accountDetails(ctx);
    // spec part 1 §5: on change, the chosen pharmacy must differ from the current one.
    if (pharmacy && String(pharmacy.id) === args.pharmacyId)
      throw gatewayError(ErrorCode.pharmacySameAsCurrent);
    await nominatePharmacy(ctx, args.pharmacyId, args.forAllPatients);
    ctx.accountReads.clear();
    return loadMe(ctx);
  },
};

function toSearch(found: RestPharmacySearch, usedDefaultLocation: boolean) {
  return {
    latitude: found.latitude,
    longitude: found.longitude,
    pharmacies: found.pharmacies.map(mapPharmacy),
    usedDefaultLocation,
  };
}
