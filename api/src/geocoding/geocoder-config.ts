import { readString, type Env } from '../config/env-values';
import { createEmbeddedGeocoder } from './embedded-geocoder';
import type { Geocoder } from './geocoder';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder';

/**
 * GEOCODER picks how postcodes become points: `embedded` (default: the data set kept with the demo
 * directory) or `postcodes-io` (a postcodes.io-compatible service at POSTCODES_IO_URL).
 */
export type GeocoderConfig = { kind: 'embedded' } | { kind: 'postcodes-io'; url: string };

export const DEFAULT_POSTCODES_IO_URL = 'https://api.postcodes.io';

export function loadGeocoderConfig(env: Env): GeocoderConfig {
  const kind = readString(env, 'GEOCODER', 'embedded');
  if (kind === 'embedded') return { kind };
  if (kind === 'postcodes-io') {
    const url = readString(env, 'POSTCODES_IO_URL', DEFAULT_POSTCODES_IO_URL).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]/.test(url)) {
      throw new Error(`POSTCODES_IO_URL must be an http(s) URL, not "${url}"`);
    }
    return { kind, url };
  }
  throw new Error(`GEOCODER must be embedded or postcodes-io, not "${kind}"`);
}

/** The geocoder the configuration names. */
export function createGeocoder(config: GeocoderConfig): Geocoder {
  return config.kind === 'postcodes-io'
    ? createPostcodesIoGeocoder({ baseUrl: config.url })
    : createEmbeddedGeocoder();
}
