import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer } from '../upstream/rest-api-types';

/** spec part 1 §9: the postcode search's distance, the map's, and the default location. */
export const POSTCODE_SEARCH_DISTANCE = 250;
export const MAP_LOAD_DISTANCE = 1000;
export const DEFAULT_LOCATION = { latitude: 55.02602, longitude: -1.62762 } as const;

export type RestPharmacySearch = RestAnswer<'pharmaciesByLocation'>;

export type PharmacyPlace = { postcode: string } | { latitude: number; longitude: number };

/** POST pharmacies by location (spec part 1 §7): anonymous. Failures carry `errorCode`. */
export function findPharmaciesNear(
  ctx: GatewayContext,
  place: PharmacyPlace,
  errorCode: string,
): Promise<RestPharmacySearch> {
  const distance = 'postcode' in place ? POSTCODE_SEARCH_DISTANCE : MAP_LOAD_DISTANCE;
  return callUpstream(ctx, 'pharmaciesByLocation', {
    method: 'POST',
    auth: false,
    body: { ...place, distance },
    errorCode,
    // A postcode that cannot be placed is the person's to fix; a place the map asked for is retried.
    codeMap: 'postcode' in place ? { 'location.notFound': ErrorCode.pharmacyPostcodeNotFound } : {},
  });
}

/**
 * PUT update patient (spec part 1 §7) with the nominated pharmacy, for the active patient or every patient of
 * the account. A 422 carries the server's message (spec part 1 §8), which toUpstreamError keeps.
 */
export async function nominatePharmacy(
  ctx: GatewayContext,
  pharmacyId: string,
  allPatients: boolean,
): Promise<void> {
  await callUpstream(ctx, 'updatePatient', {
    method: 'PUT',
    body: { onlyPharmacyUpdate: true, regVersion: 'V4Manual', pharmacyId, allPatients },
    errorCode: ErrorCode.pharmacyChangeFailed,
  });
}
