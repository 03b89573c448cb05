import { describe, expect, it } from 'vitest';
import { createAppI18n } from './app-i18n';
import { wholeErrorCatalogue } from './error-catalogue';
import { FRAME_ERROR_GROUPS } from './frame-error-groups';
import { createI18n } from './i18n';
import { coreEnglish } from './locale-core';

describe('wholeErrorCatalogue', () => {
  it("gives the app's instance the screens' errors after the frame's, which it has from the start", async () => {
    const i18n = createAppI18n({});
    expect(i18n.exists('errors:UNAUTHENTICATED')).toBe(true);
    expect(i18n.exists('errors:auth.accountDetailsFailed')).toBe(true);
    expect(i18n.exists('errors:orders.loadFailed')).toBe(false);

    await wholeErrorCatalogue(i18n);

    expect(i18n.exists('errors:orders.loadFailed')).toBe(true);
    // The chunk leaves the frame's groups out (scripts/vite/error-catalogue-beyond-frame.ts): they stay.
    expect(i18n.exists('errors:UNAUTHENTICATED')).toBe(true);
    expect(i18n.exists('errors:auth.accountDetailsFailed')).toBe(true);
    expect(i18n.exists('errors:common.busy')).toBe(true);
    // Nothing left to wait for: a screen renders at once from then on.
    expect(wholeErrorCatalogue(i18n)).toBeUndefined();
  });

  it("leaves the entry's groups, which every instance shares, as they were", async () => {
    await wholeErrorCatalogue(createAppI18n({}));
    const next = createAppI18n({});
    expect(next.exists('errors:orders.loadFailed')).toBe(false);
    expect(Object.keys(coreEnglish.errors)).toEqual(FRAME_ERROR_GROUPS);
  });

  it('has nothing to wait for with an instance that holds every namespace (tests, stories)', () => {
    expect(wholeErrorCatalogue(createI18n())).toBeUndefined();
  });
});
