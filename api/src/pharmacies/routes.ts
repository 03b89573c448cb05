import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { requireAccessToken } from '../auth/access-guard';
import { GeocoderUnavailableError, type Geocoder, type LatLon } from '../geocoding/geocoder';
import { ApiError, type FieldReason } from '../http/api-error';
import {
  boundedString,
  nonBlankString,
  noQuerystring,
  optionalOrNull,
  replies,
  strictObject,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { PharmacyResponse, toPharmacyResponse } from './pharmacy-response';
import { findPharmaciesNear, listPharmacies } from './repository';

/** A search result: the pharmacy, `pharmacyId` as spec part 1 §3 names it in location results, the distance. */
export const PharmacyNearby = Type.Object({
  ...PharmacyResponse.properties,
  pharmacyId: Type.String(),
  distanceKm: Type.Number({ description: 'Kilometres, to one decimal place.' }),
});
export type PharmacyNearby = Static<typeof PharmacyNearby>;

export const PharmaciesByLocationResponse = Type.Object({
  latitude: Type.Number({ description: "The point searched: the postcode's, or the one given." }),
  longitude: Type.Number(),
  pharmacies: Type.Array(PharmacyNearby),
});
export type PharmaciesByLocationResponse = Static<typeof PharmaciesByLocationResponse>;

// spec part 1 §9: 250 for a postcode search, 1000 for the map; kilometres.
const MAX_DISTANCE_KM = 1000;
const MAX_RESULTS = 100;

/** Roughly the United Kingdom with its islands; a point outside cannot be a patient's neighbourhood. */
const ukBounds = { latitude: [49, 61], longitude: [-9, 2.5] } as const;

/** Null counts as absent (the GraphQL gateway forwards unset inputs as null). */
const byLocationBody = strictObject({
  postcode: optionalOrNull(nonBlankString(16)),
  latitude: optionalOrNull(Type.Number()),
  longitude: optionalOrNull(Type.Number()),
  distance: Type.Integer({ minimum: 1, maximum: MAX_DISTANCE_KM }),
  // Sent by the product's app (spec part 1 §7); the reference directory has no tags, so it filters nothing.
  tag: optionalOrNull(boundedString(100, 0)),
});
type ByLocationBody = Static<typeof byLocationBody>;

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
  fastify: FastifyInstance,
  context: ApiContext,
  geocoder: Geocoder,
): void {
  const app = withSchemaTypes(fastify);
  app.post(
    '/v1/pharmacies/by-location',
    {
      schema: {
        operationId: 'pharmaciesByLocation',
        querystring: noQuerystring,
        body: byLocationBody,
        response: replies({ 200: PharmaciesByLocationResponse }, [422, 503], { body: true }),
      },
    },
    async (request) => {
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
      schema: {
        operationId: 'pharmaciesList',
        querystring: noQuerystring,
        response: replies({ 200: Type.Object({ pharmacies: Type.Array(PharmacyResponse) }) }),
      },
    },
    async () => ({
      pharmacies: (await listPharmacies(context.db)).map(toPharmacyResponse),
    }),
  );
}
