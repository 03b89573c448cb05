/**
 * The import boundaries of eslint.config.js (docs/decisions/0001-import-boundaries-lint-rule.md) can each
 * fail: ESLint lints a line of code as if it were a file in each zone, with the project's own boundary
 * blocks, and the import is refused with that zone's message, or let through where the boundary allows it. The imported
 * files are real (a boundary judges the file an import resolves to); the importing ones need not exist.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../tests/support/repository';

let eslint: ESLint;
beforeAll(async () => {
  // Through a URL: eslint.config.js is plain JavaScript that TypeScript does not type.
  const configUrl = new URL('../eslint.config.js', import.meta.url).href;
  const { default: config } = (await import(configUrl)) as { default: Linter.Config[] };
  eslint = new ESLint({
    cwd: repositoryRoot,
    overrideConfigFile: true,
    overrideConfig: [
      // Parsed without type information: the boundaries need none, and the files are not on disk.
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...config.filter(({ name }) => name?.startsWith('project/import-boundaries')),
    ],
  });
});

/** The messages ESLint gives `code` written in `file` (from the repository root). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${repositoryRoot}${file}` });
  return (result?.messages ?? []).map(({ ruleId, message }) => `${ruleId ?? ''}: ${message}`);
}

const programs = /separate programs/;

/** A module of the shared rules, once api/src/contract/ exists (it comes with the REST contract's work). */
const contractFolder = path.join(repositoryRoot, 'api/src/contract');
const contractModule = existsSync(contractFolder)
  ? readdirSync(contractFolder)
      .find((name) => /^[\w-]+\.ts$/.test(name))
      ?.replace(/\.ts$/, '')
  : undefined;

describe('import boundaries', () => {
  it.each([
    ['src/lib/x.ts', "import '../../gateway/src/config';", programs],
    ['src/lib/x.ts', "import '../../api/src/config';", programs],
    ['gateway/src/x.ts', "import '../../src/lib/app-i18n';", programs],
    ['gateway/src/x.ts', "import '../../api/src/config';", programs],
    ['api/src/x.ts', "import '../../src/lib/app-i18n';", programs],
    ['api/src/x.ts', "import '../../gateway/src/config';", programs],
    ['api/src/x.ts', "import '../../scripts/lib/stack';", /do not depend on tooling/],
    ['gateway/src/x.test.ts', "import '../../scripts/lib/stack';", /do not depend on tooling/],
    [
      'api/src/x.ts',
      "import '../../tests/support/processes';",
      /Shipped code does not import tests/,
    ],
    ['src/lib/x.ts', "import '../../tests/setup/chromium';", /Shipped code does not import tests/],
    ['api/src/x.test.ts', "import '../../tests/e2e/support/content';", /not the journeys/],
    ['tests/support/x.ts', "import '../../api/src/config';", /imports none of them/],
    ['scripts/x.ts', "import '../tests/e2e/support/content';", /not the tests themselves/],
    [
      'src/features/home/x.tsx',
      "import '../orders/cancel-order-schema';",
      /never import each other/,
    ],
    ['src/features/home/x.tsx', "import '../../app/router';", /composes features/],
    ['src/components/x.tsx', "import '../features/orders/cancel-order-schema';", /flows one way/],
    ['src/lib/x.ts', "import '../app/router';", /flows one way/],
    ['src/features/home/x.tsx', "import '../../testing/pseudo-text';", /src\/testing\/ holds/],
    [
      'gateway/src/x.ts',
      "import './testing/reference-api-process';",
      /gateway\/src\/testing\/ holds/,
    ],
    ['api/src/x.ts', "import './testing/api-process';", /api\/src\/testing\/ holds/],
  ])('refuses in %s: %s', async (file, code, message) => {
    const messages = await lint(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^import-x\/no-restricted-paths: /);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ['src/app/x.tsx', "import '../features/orders/cancel-order-schema';"],
    ['src/features/orders/x.tsx', "import './components/order-card';"],
    ['src/features/orders/x.test.tsx', "import '../../testing/pseudo-text';"],
    ['src/features/orders/x.stories.tsx', "import '../../testing/pseudo-text';"],
    ['src/testing/x.ts', "import '../../tests/setup/chromium';"],
    ['scripts/lib/x.ts', "import '../../tests/setup/chromium';"],
    ['api/src/x.test.ts', "import '../../tests/support/processes';"],
    ['api/src/testing/x.ts', "import '../../../tests/support/child-program';"],
    ['gateway/src/testing/x.ts', "import '../../../tests/support/child-program';"],
    ['scripts/x.ts', "import '../tests/support/processes';"],
    ['tests/e2e/x.spec.ts', "import '../../api/src/demo/seed-ids';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it.runIf(contractModule)('allows src/ and the gateway the shared rules only', async () => {
    const contract = `api/src/contract/${contractModule ?? ''}`;
    expect(await lint('src/lib/x.ts', `import '../../${contract}';`)).toEqual([]);
    expect(await lint('gateway/src/x.ts', `import '../../${contract}';`)).toEqual([]);
    expect(await lint('gateway/src/x.ts', "import '../../api/src/server';")).toEqual([
      expect.stringMatching(programs),
    ]);
  });

  it('refuses an import that closes a cycle', async () => {
    // mailer.ts imports the outbox; an outbox importing the mailer back would close the loop.
    const messages = await lint('api/src/mail/outbox.ts', "import './mailer';");
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
