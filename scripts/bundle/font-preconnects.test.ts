import { describe, expect, it } from 'vitest';
import { corsPreconnectsOf, fontOriginsOf } from './font-preconnects';

describe('font preconnects', () => {
  it("reads the origins of a stylesheet's fonts, not of its other URLs", () => {
    const css =
      '@font-face{font-family:Frutiger;src:url(https://assets.nhs.uk/fonts/a.woff2) format("woff2"),url("https://assets.nhs.uk/fonts/a.woff")}' +
      '.nhsuk-logo{background:url(https://images.example.org/logo.svg)}';
    expect([...fontOriginsOf(css)]).toEqual(['https://assets.nhs.uk']);
  });

  it('counts a preconnect only in CORS mode, as fonts are fetched', () => {
    const page =
      '<link rel="preconnect" href="https://assets.nhs.uk" crossorigin>' +
      '<link rel="preconnect" href="https://maps.example.org">';
    expect([...corsPreconnectsOf(page)]).toEqual(['https://assets.nhs.uk']);
  });
});
