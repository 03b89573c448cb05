import { describe, expect, it } from 'vitest';
import { iosAppBannerRequested } from './ios-app-banner-request';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: () => value };
}

describe('iosAppBannerRequested', () => {
  it("is true only for the login screen's stored request", () => {
    expect(iosAppBannerRequested(storageWith('{"state":{"requested":true},"version":0}'))).toBe(
      true,
    );
    expect(iosAppBannerRequested(storageWith('{"state":{"requested":false},"version":0}'))).toBe(
      false,
    );
    expect(iosAppBannerRequested(storageWith(null))).toBe(false);
    expect(iosAppBannerRequested(storageWith('{"state":{"requested":"yes"}}'))).toBe(false);
    expect(iosAppBannerRequested(storageWith('not json'))).toBe(false);
  });
});
