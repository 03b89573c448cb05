import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { requireAccessToken } from '../auth/access-guard';
import { GeocoderUnavailableError, type Geocoder, type LatLon } from '../geocoding/geocoder';
import { ApiError, type FieldReason } from '../http/api-error';
import { boundedString, noQuerystring, orNull, strictObject } from '../http/schemas';
import { toPharmacyResponse, type PharmacyResponse } from './pharmacy-response';
import { findPharmaciesNear, listPharmacies } from './repository';

/** docs/rest-api.md pharmaciesByLocation. Null counts as absent (a GraphQL gateway forwards unset as null). */
interface ByLocationBody {
  postcode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  distance: number;
  tag?: string | null;
}

/** A search result: the pharmacy, `pharmacyId` as spec part 1 §3 names it in location results, the distance. */
export type PharmacyNearby = PharmacyResponse & { pharmacyId: string; distanceKm: number };

export interface PharmaciesByLocationResponse {
  /** The point searched: the postcode's, or the coordinates given. */
  latitude: number;
  longitude: number;
  pharmacies: PharmacyNearby[];
}

// spec part 1 §9: 250 for a postcode search, 1000 for the map; kilometres.
const MAX_DISTANCE_KM = 1000;
const MAX_RESULTS = 100;

/** Roughly the United Kingdom with its islands; a point outside cannot be a patient's neighbourhood. */
const ukBounds = { latitude: [49, 61], longitude: [-9, 2.5] } as const;

const byLocationBody = strictObject(
  {
    postcode: orNull({ type: 'string', minLength: 1, maxLength: 16, pattern: '\\S' }),
    latitude: orNull({ type: 'number' }),
    longitude: orNull({ type: 'number' }),
    distance: { type: 'integer', minimum: 1, maximum: MAX_DISTANCE_KM },
    // Sent by the product's app (spec part 1 §7); the reference directory has no tags, so it filters nothing.
    tag: orNull(boundedString(100, 0)),
  },
  ['distance'],
);

function invalid(reason: FieldReason): ApiError {
  return new ApiError(400, 'validation', 'The request is not valid.', { reasons: [reason] });
}

function locationNotFound(reason: FieldReason): ApiError {
  return new ApiError(
    422,
    'location.notFound',
    reason.field === 'postcode'
      ? 'We could not find that postcode. Check it and try again, or search with another postcode.'
      : 'That place is outside the area we cover. Search with a UK postcode instead.',
    { show: true, reasons: [reason] },
  );
}

/** Exactly one of a postcode or a latitude and longitude pair (docs/rest-api.md pharmaciesByLocation). */
function whereToSearch(body: ByLocationBody): { postcode: string } | LatLon {
  const { postcode, latitude, longitude } = body;
  const hasPostcode = postcode !== undefined && postcode !== null;
  const hasLatitude = latitude !== undefined && latitude !== null;
  const hasLongitude = longitude !== undefined && longitude !== null;
  if (hasPostcode) {
    if (hasLatitude) throw invalid({ field: 'latitude', reason: 'notAllowed' });
    if (hasLongitude) throw invalid({ field: 'longitude', reason: 'notAllowed' });
    return { postcode };
  }
  if (!hasLatitude && !hasLongitude) throw invalid({ field: 'postcode', reason: 'required' });
  if (!hasLatitude) throw invalid({ field: 'latitude', reason: 'required' });
  if (!hasLongitude) throw invalid({ field: 'longitude', reason: 'required' });
  return { latitude, longitude };
}

async function resolvePoint(geocoder: Geocoder, place: { postcode: string } | LatLon) {
  if (!('postcode' in place)) {
    for (const field of ['latitude', 'longitude'] as const) {
      const [min, max] = ukBounds[field];
      if (place[field] < min || place[field] > max) {
        throw locationNotFound({ field, reason: 'outOfRange' });
      }
    }
    return place;
  }
  let point: LatLon | null;
  try {
    point = await geocoder.resolve(place.postcode);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) {
      throw new ApiError(503, 'location.unavailable', 'Postcodes cannot be looked up just now.');
    }
    throw error;
  }
  if (!point) throw locationNotFound({ field: 'postcode', reason: 'notFound' });
  return point;
}

/**
 * Pharmacies by location (spec part 1 §7, anonymous: registration chooses a pharmacy before any token) and
 * the pharmacies list for the map (spec part 2 §7, signed in).
 */
export function registerPharmacyRoutes(
  app: FastifyInstance,
  context: ApiContext,
  geocoder: Geocoder,
): void {
  app.post<{ Body: ByLocationBody }>(
    '/v1/pharmacies/by-location',
    { schema: { querystring: noQuerystring, body: byLocationBody } },
    async (request): Promise<PharmaciesByLocationResponse> => {
      const point = await resolvePoint(geocoder, whereToSearch(request.body));
      const found = await findPharmaciesNear(context.db, point, request.body.distance, MAX_RESULTS);
      return {
        latitude: point.latitude,
        longitude: point.longitude,
        // Hidden-from-map ones too: the app leaves them off the map but lists them (spec part 1 §2).
        pharmacies: found.map(({ pharmacy, distanceKm }) => ({
          ...toPharmacyResponse(pharmacy),
          pharmacyId: pharmacy.id,
          distanceKm: Math.round(distanceKm * 10) / 10,
        })),
      };
    },
  );

  app.get(
    '/v1/pharmacies',
    {
      onRequest: requireAccessToken(context.accessTokens),
      schema: { querystring: noQuerystring },
    },
    async (): Promise<{ pharmacies: PharmacyResponse[] }> => ({
      pharmacies: (await listPharmacies(context.db)).map(toPharmacyResponse),
    }),
  );
}
