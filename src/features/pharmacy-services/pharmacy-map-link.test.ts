import { describe, expect, it } from 'vitest';
import { pharmacyMapUrl } from './pharmacy-map-link';

describe('pharmacyMapUrl', () => {
  it("opens the maps page at the pharmacy's latitude and longitude", () => {
    expect(pharmacyMapUrl(55.0077, -1.6184)).toBe(
      'https://www.google.com/maps/search/?api=1&query=55.0077%2C-1.6184',
    );
  });

  it('is null without both coordinates', () => {
    expect(pharmacyMapUrl(null, -1.6)).toBeNull();
    expect(pharmacyMapUrl(55, undefined)).toBeNull();
    expect(pharmacyMapUrl(Number.NaN, -1.6)).toBeNull();
  });
});
