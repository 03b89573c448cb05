/**
 * Turning a UK postcode or postcode district into a point (issue #5, pharmacies by location). One interface,
 * two implementations chosen by configuration (./geocoder-config.ts): the embedded data set that covers the
 * demo directory (./embedded-geocoder.ts, the default) and a client for a postcodes.io-compatible service
 * (./postcodes-io-geocoder.ts).
 */

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** A postcode ("NE1 4ST") or district ("NE1") with its point. */
export interface GeocodedPlace extends LatLon {
  code: string;
}

export interface Geocoder {
  /**
   * The point of a full postcode or a postcode district, in any case and spacing ('ne14st' = 'NE1 4ST');
   * null when it is not one or is not known. Throws GeocoderUnavailableError when the answer cannot be had
   * now (a service down or timing out).
   */
  resolve(postcodeOrDistrict: string): Promise<LatLon | null>;
}

/** The geocoding service could not answer; the caller should say so (503) rather than "not found". */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

export type NormalisedPostcode =
  { kind: 'postcode'; code: string; outcode: string } | { kind: 'district'; code: string };

// Outward code: one or two letters, a digit, then a digit or letter (NE1, NE12, W1T, EC1V, M1, SW1A).
const OUTCODE = '[A-Z]{1,2}[0-9][A-Z0-9]?';
// Inward code: a digit and two letters; always the last three characters of a full postcode.
const FULL_POSTCODE = new RegExp(`^(${OUTCODE})([0-9][A-Z]{2})$`);
const DISTRICT = new RegExp(`^${OUTCODE}$`);

/**
 * The canonical form of a postcode ("NE1 4ST") or district ("NE1"): upper case, spaces removed, then one
 * space before the inward code. Undefined for anything that has neither shape.
 */
export function normalisePostcode(input: string): NormalisedPostcode | undefined {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  const full = FULL_POSTCODE.exec(compact);
  if (full?.[1] && full[2]) {
    return { kind: 'postcode', code: `${full[1]} ${full[2]}`, outcode: full[1] };
  }
  if (DISTRICT.test(compact)) return { kind: 'district', code: compact };
  return undefined;
}
