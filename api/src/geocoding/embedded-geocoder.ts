/**
 * The default geocoder: a small data set kept with the demo data (../demo/places.csv), written by
 * scripts/generate-pharmacy-directory.ts with the pharmacy directory. It knows every postcode the directory
 * (and the seeded pharmacies) use and the districts of the directory's areas; anything else is not found.
 * File format: a header line `code,latitude,longitude`, then one place a line.
 */
import { readFileSync } from 'node:fs';
import { normalisePostcode, type GeocodedPlace, type Geocoder, type LatLon } from './geocoder';

export const placesFileUrl = new URL('../demo/places.csv', import.meta.url);

const HEADER = 'code,latitude,longitude';

export function formatPlacesFile(places: readonly GeocodedPlace[]): string {
  const lines = places.map(({ code, latitude, longitude }) => `${code},${latitude},${longitude}`);
  return `${[HEADER, ...lines].join('\n')}\n`;
}

export function parsePlacesFile(text: string): GeocodedPlace[] {
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  if (header !== HEADER) throw new Error(`the places file must start with "${HEADER}"`);
  return lines.map((line) => {
    const [code, latitude, longitude] = line.split(',');
    const place = { code: code ?? '', latitude: Number(latitude), longitude: Number(longitude) };
    if (!normalisePostcode(place.code) || !Number.isFinite(place.latitude + place.longitude)) {
      throw new Error(`bad line in the places file: "${line}"`);
    }
    return place;
  });
}

/** A geocoder over these places (normalised on the way in, so the file's spelling does not matter). */
export function createEmbeddedGeocoder(
  places: readonly GeocodedPlace[] = loadEmbeddedPlaces(),
): Geocoder {
  const byCode = new Map<string, LatLon>();
  for (const { code, latitude, longitude } of places) {
    const normalised = normalisePostcode(code);
    if (normalised) byCode.set(normalised.code, { latitude, longitude });
  }
  return {
    resolve: async (postcodeOrDistrict) => {
      const normalised = normalisePostcode(postcodeOrDistrict);
      return (normalised && byCode.get(normalised.code)) ?? null;
    },
  };
}

let loaded: GeocodedPlace[] | undefined;

/** The committed places, read once per process. */
export function loadEmbeddedPlaces(): GeocodedPlace[] {
  loaded ??= parsePlacesFile(readFileSync(placesFileUrl, 'utf8'));
  return loaded;
}
