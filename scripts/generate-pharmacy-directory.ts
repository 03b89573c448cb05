/**
 * Writes the demo pharmacy directory (api/src/demo/pharmacy-directory.jsonl) and the embedded geocoder's places
 * (api/src/demo/places.csv), both committed. Run once after changing the generator or its areas:
 *
 *   node --import tsx scripts/generate-pharmacy-directory.ts
 *
 * Deterministic (api/src/demo/pharmacy-directory-generator.ts is pure and seeded), so a rerun without changes
 * rewrites the same bytes. The seeded pharmacies (api/src/demo/seed.ts) keep their own rows; their postcodes
 * are added to the places so the embedded geocoder resolves them too.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedPharmacies } from '../api/src/demo/seed';
import { formatPlacesFile, placesFileUrl } from '../api/src/geocoding/embedded-geocoder';
import type { GeocodedPlace } from '../api/src/geocoding/geocoder';
import { directoryFileUrl, formatDirectoryFile } from '../api/src/demo/pharmacy-directory';
import {
  DIRECTORY_SEED,
  generatePharmacyDirectory,
} from '../api/src/demo/pharmacy-directory-generator';

const knownPlaces = seedPharmacies.flatMap((pharmacy): GeocodedPlace[] =>
  pharmacy.postcode &&
  typeof pharmacy.latitude === 'number' &&
  typeof pharmacy.longitude === 'number'
    ? [{ code: pharmacy.postcode, latitude: pharmacy.latitude, longitude: pharmacy.longitude }]
    : [],
);
const directory = generatePharmacyDirectory({ seed: DIRECTORY_SEED, knownPlaces });

writeFileSync(directoryFileUrl, formatDirectoryFile(directory.pharmacies));
writeFileSync(placesFileUrl, formatPlacesFile(directory.places));
console.log(
  `${directory.pharmacies.length} pharmacies → ${fileURLToPath(directoryFileUrl)}\n` +
    `${directory.places.length} places → ${fileURLToPath(placesFileUrl)}`,
);
