import { describe, expect, it } from 'vitest';
import {
  nhsukFrontendComponentModule,
  withComponentImports,
  withoutBareNhsukFrontendImport,
} from './lazy-nhsuk-frontend';

describe('withoutBareNhsukFrontendImport', () => {
  it("drops the bare import and keeps the dynamic one that loads nhsuk-frontend's scripts", () => {
    const code = [
      "import { jsx } from 'react/jsx-runtime';",
      "import 'nhsuk-frontend';",
      'import "nhsuk-frontend"',
      "importRef.current = import('nhsuk-frontend').then(({ Header }) => new Header(el));",
    ].join('\n');
    const changed = withoutBareNhsukFrontendImport(code);
    expect(changed).not.toMatch(/^\s*import\s*['"]nhsuk-frontend['"]/m);
    expect(changed).toContain("import('nhsuk-frontend')");
    expect(changed).toContain("import { jsx } from 'react/jsx-runtime';");
  });
});

describe('withComponentImports', () => {
  it("imports the one component a module uses from that component's own file", () => {
    const code = [
      "importRef.current = import('nhsuk-frontend').then(({",
      '      NotificationBanner',
      '    }) => setInstance(new NotificationBanner(moduleRef.current)));',
      'other = import("nhsuk-frontend").then(({ Radios }) => new Radios(el));',
    ].join('\n');
    const changed = withComponentImports(code);
    expect(changed).toContain(
      "import('nhsuk-frontend/dist/nhsuk/components/notification-banner/notification-banner.mjs').then(({",
    );
    expect(changed).toContain(
      'import(\'nhsuk-frontend/dist/nhsuk/components/radios/radios.mjs\'), ".nhsuk-radios__input[data-aria-controls]").then(({ Radios })',
    );
    expect(changed).not.toMatch(/import\(['"]nhsuk-frontend['"]\)/);
  });

  it("loads the button's, skip link's, radios' and checkboxes' scripts at the first interaction, the others at once", () => {
    const code = [
      "a = import('nhsuk-frontend').then(({ Button }) => new Button(el));",
      "b = import('nhsuk-frontend').then(({ SkipLink }) => new SkipLink(el));",
      "c = import('nhsuk-frontend').then(({ ErrorSummary }) => new ErrorSummary(el));",
      "d = import('nhsuk-frontend').then(({ Radios }) => new Radios(el));",
      "e = import('nhsuk-frontend').then(({ Checkboxes }) => new Checkboxes(el));",
    ].join('\n');
    const changed = withComponentImports(code, '/app/src/lib/deferred-nhsuk-component.ts');
    expect(changed.split('\n')).toEqual([
      'import { nhsukComponentAtFirstInteraction as __atFirstInteraction } from "/app/src/lib/deferred-nhsuk-component.ts";',
      "a = __atFirstInteraction('Button', () => import('nhsuk-frontend/dist/nhsuk/components/button/button.mjs')).then(({ Button }) => new Button(el));",
      "b = __atFirstInteraction('SkipLink', () => import('nhsuk-frontend/dist/nhsuk/components/skip-link/skip-link.mjs')).then(({ SkipLink }) => new SkipLink(el));",
      "c = import('nhsuk-frontend/dist/nhsuk/components/error-summary/error-summary.mjs').then(({ ErrorSummary }) => new ErrorSummary(el));",
      // At once on a page with a conditional reveal, which their scripts set up as they start.
      "d = __atFirstInteraction('Radios', () => import('nhsuk-frontend/dist/nhsuk/components/radios/radios.mjs'), \".nhsuk-radios__input[data-aria-controls]\").then(({ Radios }) => new Radios(el));",
      "e = __atFirstInteraction('Checkboxes', () => import('nhsuk-frontend/dist/nhsuk/components/checkboxes/checkboxes.mjs'), \".nhsuk-checkboxes__input[data-aria-controls]\").then(({ Checkboxes }) => new Checkboxes(el));",
    ]);
    expect(withComponentImports(code.split('\n')[2] ?? '')).not.toContain('__atFirstInteraction');
  });

  it('refuses an import of the whole package that names no component, rather than ship them all', () => {
    expect(() => withComponentImports("const all = await import('nhsuk-frontend');")).toThrow(
      /names no one component/,
    );
  });

  it('names files as nhsuk-frontend does', () => {
    expect(nhsukFrontendComponentModule('ErrorSummary')).toBe(
      'nhsuk-frontend/dist/nhsuk/components/error-summary/error-summary.mjs',
    );
    expect(nhsukFrontendComponentModule('Button')).toBe(
      'nhsuk-frontend/dist/nhsuk/components/button/button.mjs',
    );
  });
});
