/**
 * A geocoder backed by a postcodes.io-compatible service (https://postcodes.io/docs): GET
 * /postcodes/{postcode} for a full postcode, GET /outcodes/{outcode} for a district, both answering
 * `{ status, result: { latitude, longitude } }`. A 404 (or a place without coordinates) is "not found"; a
 * network failure, a timeout or any other status is GeocoderUnavailableError.
 */
import {
  GeocoderUnavailableError,
  normalisePostcode,
  type Geocoder,
  type LatLon,
} from './geocoder';

export interface PostcodesIoOptions {
  /** The service's base URL, e.g. https://api.postcodes.io. */
  baseUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;

export function createPostcodesIoGeocoder(options: PostcodesIoOptions): Geocoder {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    resolve: async (postcodeOrDistrict) => {
      const normalised = normalisePostcode(postcodeOrDistrict);
      // Asking the service about something that is not a postcode would only cost a round trip.
      if (!normalised) return null;
      const path = normalised.kind === 'postcode' ? 'postcodes' : 'outcodes';
      const url = `${baseUrl}/${path}/${encodeURIComponent(normalised.code)}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new GeocoderUnavailableError(`the geocoding service did not answer: ${url}`, {
          cause: error,
        });
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new GeocoderUnavailableError(
          `the geocoding service answered ${response.status}: ${url}`,
        );
      }
      return pointOf(await readJson(response, url));
    },
  };
}

async function readJson(response: Response, url: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderUnavailableError(`the geocoding service sent no JSON: ${url}`, {
      cause: error,
    });
  }
}

function pointOf(body: unknown): LatLon | null {
  const result = (body as { result?: { latitude?: unknown; longitude?: unknown } } | null)?.result;
  const { latitude, longitude } = result ?? {};
  // postcodes.io gives null coordinates for a few postcodes it cannot place (e.g. non-geographic ones).
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return { latitude, longitude };
}
