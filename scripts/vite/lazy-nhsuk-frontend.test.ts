import { describe, expect, it } from 'vitest';
import { withoutBareNhsukFrontendImport } from './lazy-nhsuk-frontend';

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
