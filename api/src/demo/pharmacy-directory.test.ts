import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedPharmacies } from './seed';
import {
  createEmbeddedGeocoder,
  formatPlacesFile,
  placesFileUrl,
} from '../geocoding/embedded-geocoder';
import { normalisePostcode, type GeocodedPlace } from '../geocoding/geocoder';
import {
  directoryFileUrl,
  formatDirectoryFile,
  loadPharmacyDirectory,
  parseDirectoryFile,
} from './pharmacy-directory';
import { DIRECTORY_SEED, generatePharmacyDirectory } from './pharmacy-directory-generator';
import { weekdays } from '../pharmacies/opening-times';

// As scripts/generate-pharmacy-directory.ts calls it.
const knownPlaces: GeocodedPlace[] = seedPharmacies.map((pharmacy) => ({
  code: pharmacy.postcode ?? '',
  latitude: pharmacy.latitude ?? 0,
  longitude: pharmacy.longitude ?? 0,
}));

describe('the pharmacy directory', () => {
  const directory = loadPharmacyDirectory();

  it('holds several hundred pharmacies with unique ids, names and postcodes', () => {
    expect(directory.length).toBeGreaterThanOrEqual(300);
    const unique = (values: unknown[]) => new Set(values).size;
    expect(unique(directory.map((pharmacy) => pharmacy.id))).toBe(directory.length);
    expect(unique(directory.map((pharmacy) => pharmacy.businessName))).toBe(directory.length);
    expect(unique(directory.map((pharmacy) => pharmacy.postcode))).toBe(directory.length);
    const seededIds = new Set(seedPharmacies.map((pharmacy) => pharmacy.id));
    expect(directory.filter((pharmacy) => seededIds.has(pharmacy.id))).toEqual([]);
  });

  it('is densest around Newcastle upon Tyne and spans other cities', () => {
    const inNewcastleArea = directory.filter((pharmacy) => pharmacy.postcode?.startsWith('NE'));
    expect(inNewcastleArea.length).toBeGreaterThan(directory.length / 3);
    const cities = new Set(directory.map((pharmacy) => pharmacy.city));
    for (const city of [
      'Newcastle upon Tyne',
      'Leeds',
      'Manchester',
      'Birmingham',
      'London',
      'Bristol',
    ]) {
      expect(cities, city).toContain(city);
    }
  });

  it('gives every pharmacy every field, seven opening days and well-formed periods', () => {
    for (const pharmacy of directory) {
      expect(pharmacy.businessName).not.toBe('');
      expect(pharmacy.address1).not.toBe('');
      expect(pharmacy.telephone).toMatch(/^0\d{2,3} \d{3,4} \d{4}$/);
      expect(['Owned', 'Partner', 'Independent']).toContain(pharmacy.ownershipType);
      expect(pharmacy.hasPromoteServiceCard).toBe(pharmacy.promotedServices.length > 0);
      expect(pharmacy.servicesOffered.length).toBeGreaterThanOrEqual(0);
      expect(Object.keys(pharmacy.openingTimes)).toEqual([...weekdays]);
      for (const periods of Object.values(pharmacy.openingTimes)) {
        for (const { from, to } of periods) {
          expect(from).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(to).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(from < to).toBe(true);
        }
      }
    }
    // Some variety the screens can show: hidden from the map, owned, promoting, closed on Sunday, lunch breaks.
    expect(directory.some((pharmacy) => !pharmacy.visibleOnMap)).toBe(true);
    expect(directory.some((pharmacy) => pharmacy.ownershipType === 'Owned')).toBe(true);
    expect(directory.some((pharmacy) => pharmacy.hasPromoteServiceCard)).toBe(true);
    expect(directory.some((pharmacy) => pharmacy.openingTimes.sunday.length === 0)).toBe(true);
    expect(directory.some((pharmacy) => pharmacy.openingTimes.monday.length === 2)).toBe(true);
  });

  it('uses only postcodes the embedded geocoder resolves, each near its pharmacy', async () => {
    const geocoder = createEmbeddedGeocoder();
    for (const pharmacy of [...directory, ...seedPharmacies]) {
      const postcode = pharmacy.postcode ?? '';
      expect(normalisePostcode(postcode)?.kind, postcode).toBe('postcode');
      const point = await geocoder.resolve(postcode);
      expect(point, postcode).not.toBeNull();
      expect(Math.abs((point?.latitude ?? 0) - (pharmacy.latitude ?? 0))).toBeLessThan(0.001);
      expect(Math.abs((point?.longitude ?? 0) - (pharmacy.longitude ?? 0))).toBeLessThan(0.001);
      // Its district resolves too.
      await expect(
        geocoder.resolve(postcode.split(' ')[0] ?? ''),
        postcode,
      ).resolves.not.toBeNull();
    }
  });
});

describe('the directory generator', () => {
  it('is deterministic: the same seed gives the same directory and places', () => {
    const first = generatePharmacyDirectory({ seed: DIRECTORY_SEED, knownPlaces });
    const second = generatePharmacyDirectory({ seed: DIRECTORY_SEED, knownPlaces });
    expect(second).toEqual(first);
    expect(generatePharmacyDirectory({ seed: DIRECTORY_SEED + 1, knownPlaces })).not.toEqual(first);
  });

  it('made the committed files (rerun scripts/generate-pharmacy-directory.ts after changing it)', () => {
    const generated = generatePharmacyDirectory({ seed: DIRECTORY_SEED, knownPlaces });
    expect(readFileSync(directoryFileUrl, 'utf8')).toBe(formatDirectoryFile(generated.pharmacies));
    expect(readFileSync(placesFileUrl, 'utf8')).toBe(formatPlacesFile(generated.places));
  });

  it('reads back what it writes', () => {
    const { pharmacies } = generatePharmacyDirectory({ seed: 7, knownPlaces: [] });
    expect(parseDirectoryFile(formatDirectoryFile(pharmacies))).toEqual(pharmacies);
    expect(() => parseDirectoryFile('["id"]\n["x"]\n')).toThrow(/columns/);
  });
});
