/**
 * spec part 2 'Pharmacy services': 'The map link opens a maps page with the pharmacy latitude and longitude.'
 * The pharmacy pages use Google Maps (src/features/pharmacy/components/pharmacy-map.tsx); its Maps URLs need no
 * key (https://developers.google.com/maps/documentation/urls/get-started). Null without coordinates, where
 * the screen says errors:pharmacyServices.mapFailed (spec part 2 §8 Map).
 */
export function pharmacyMapUrl(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}
