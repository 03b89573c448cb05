// @ts-check
/**
 * Lint rules for the whole repository (CONVENTIONS.md "Style and habits"). `npm run lint` runs this with
 * `--max-warnings 0`, so a warning fails as surely as an error; Prettier checks formatting separately.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const testFiles = ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'];
const storyFiles = ['**/*.stories.{ts,tsx}'];
/** Each program's helpers for its own tests and stories (render helpers, test databases, stand-ins). */
const testSupportFolders = ['src/testing/**', 'gateway/src/testing/**', 'api/src/testing/**'];

/**
 * Import boundaries (docs/decisions/0001-import-boundaries-lint-rule.md), as zones of import-x's
 * no-restricted-paths: a file under `target` may not import a file under `from` (except the `except` folders,
 * relative to `from`). Paths are folders from the repository root; each import is resolved first (TypeScript's
 * rules), so `../orders/order-card` is judged by the file it lands on, not by its text.
 */
const separatePrograms =
  'src/, gateway/ and api/ are separate programs: they share the GraphQL schema, the REST contract and api/src/contract/, not modules.';
/** The shared business rules (api/src/contract/), as an `except` of a zone `from: 'api'`. */
const sharedRules = 'src/contract';
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Zones for every file. */
const everywhere = [
  { target: 'src', from: 'gateway', message: separatePrograms },
  { target: 'src', from: 'api', except: [sharedRules], message: separatePrograms },
  { target: 'gateway', from: 'src', message: separatePrograms },
  { target: 'gateway', from: 'api', except: [sharedRules], message: separatePrograms },
  { target: 'api', from: ['src', 'gateway'], message: separatePrograms },
  {
    target: ['src', 'gateway', 'api'],
    from: 'scripts',
    message: 'The programs do not depend on tooling: shared test helpers belong in tests/support/.',
  },
  {
    target: 'tests/support',
    from: ['src', 'gateway', 'api', 'scripts'],
    message: "The programs' tests all import tests/support/, so it imports none of them.",
  },
  {
    target: 'scripts',
    from: 'tests',
    // The test runner provisions the browser the test set-up launches (tests/setup/chromium.ts).
    except: ['support', 'setup'],
    message: 'Tooling may share tests/support/ and tests/setup/, not the tests themselves.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [feature],
    message:
      'Features never import each other: move the shared part to src/components or src/lib, or compose both in src/app.',
  })),
  {
    target: 'src/features',
    from: 'src/app',
    message: 'The app composes features, not the other way round.',
  },
  {
    target: ['src/components', 'src/lib'],
    from: ['src/features', 'src/app'],
    message: 'Shared code flows one way: components and lib → features → app.',
  },
];

/** Zones for shipped code only: tests, stories and the test-support folders are spared these. */
const shippedOnly = [
  {
    target: ['src', 'gateway', 'api'],
    from: 'tests',
    message: 'Shipped code does not import tests.',
  },
  ...['src', 'gateway/src', 'api/src'].map((program) => ({
    target: program,
    from: `${program}/testing`,
    message: `${program}/testing/ holds helpers for tests (and stories); shipped code does not import it.`,
  })),
];

/** Tests, stories and the test-support folders may use tests/support/ and tests/setup/, no other part of tests/. */
const testCodeOnly = [
  {
    target: ['src', 'gateway', 'api'],
    from: 'tests',
    except: ['support', 'setup'],
    message:
      "A program's tests may share tests/support/ and tests/setup/, not the journeys of tests/e2e/.",
  },
];

/**
 * Props through which text reaches a user: the DOM's own (alt, title, placeholder, aria-*), those of
 * nhsuk-react-components (label, hint, legend, error…) and our own named for text (patterns match the whole
 * name). A literal string in any of them is English that content designers cannot edit and translators
 * cannot reach (CONTENT.md). Text passed any other way is caught by the catalogue check's pseudo-language.
 */
const userFacingProps = [
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'caption',
  'children',
  'description',
  'error',
  'errorMessage',
  'heading',
  'hint',
  'label',
  'legend',
  'placeholder',
  'text',
  'title',
  'visuallyHiddenText',
  // Any prop named for text: showPasswordLabel, retryText, pageTitle, emptyMessage…
  '.*Label',
  '.*Text',
  '.*Title',
  '.*Hint',
  '.*Heading',
  '.*Message',
  '.*Caption',
  '.*Legend',
  '.*Description',
];

export default defineConfig(
  globalIgnores(
    [
      'dist/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.data/',
      // Generated by codegen.ts; never edited by hand.
      'src/gql/',
      'gateway/src/generated/',
      // Mock Service Worker's script, written by `npx msw init .storybook/public`.
      '.storybook/public/',
    ],
    'project/ignores',
  ),
  {
    name: 'project/languages',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    name: 'project/typescript',
    rules: {
      // `onSubmit={handleSubmit(save)}`: React ignores the promise an event handler returns.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Numbers read naturally in messages and paths (`${port}`); objects and nullables still may not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `onClick={() => setOpen(true)}` is React's idiom; a void value in a longer body is still an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Fastify hooks and handlers are async by contract (or take a callback); one without an `await` is
    // normal there. Forgotten awaits are still caught by no-floating-promises.
    name: 'project/api',
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    name: 'project/import-boundaries',
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript's extensions and parser for the modules no-cycle reads (import-x's TypeScript preset,
      // less its legacy resolver setting), and TypeScript's rules for finding the file an import means.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders':
        importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...everywhere, ...shippedOnly] },
      ],
      // Packages cannot import our modules back, so the search stays inside the repository.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'project/import-boundaries-tests',
    files: [...testFiles, ...storyFiles, ...testSupportFolders],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...everywhere, ...testCodeOnly] },
      ],
    },
  },
  {
    name: 'project/react',
    files: ['src/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    name: 'project/react-hooks',
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    name: 'project/text-from-catalogue',
    files: ['src/**/*.tsx'],
    ignores: [...testFiles, ...storyFiles, 'src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: userFacingProps },
          // Only digits, punctuation, symbols and spaces may be written in place; words come from locales/.
          words: { exclude: [/^[\p{N}\p{P}\p{S}\s]*$/u] },
          message: 'Text shown to users comes from locales/ through t()',
        },
      ],
    },
  },
  {
    // react-router's Link brings framework mode's route prefetching into the first render; the app's links are
    // AppLink (src/components/app-link.tsx, docs/decisions/0010-performance.md). react-i18next's Trans brings
    // an HTML parser that every page fetched until idle; the app's is src/components/trans.tsx.
    name: 'project/app-link',
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use AppLink (src/components/app-link.tsx): Link grows the first render.',
            },
            {
              name: 'react-i18next',
              importNames: ['Trans'],
              message:
                "Use Trans from src/components/trans.tsx: react-i18next's brings its HTML parser to every page.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    name: 'project/tests',
    // Component tests; the journeys in tests/e2e use Playwright's locators, not Testing Library.
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    name: 'project/test-relaxations',
    files: [...testFiles, ...storyFiles, '**/testing/**'],
    rules: {
      // Tests reach into mocks and fixtures whose shapes they just built.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright's fixtures that return nothing are typed `{ name: void }` (its documented idiom).
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    // A module augmentation must repeat the library's own signature, `any` included (vitest's
    // `Matchers<T = any>`), or TypeScript refuses to merge it.
    name: 'project/declarations',
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain JavaScript (this file) is outside tsconfig: lint it without types.
    name: 'project/javascript',
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
