import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteManifest } from './first-render-budget';
import { validationOnPageLoads } from './validation-off-page-loads';

let dist = '';
/** A built chunk holding `sources` (its source map names them). */
function chunk(file: string, sources: string[]): void {
  writeFileSync(path.join(dist, file), '');
  writeFileSync(path.join(dist, `${file}.map`), JSON.stringify({ version: 3, sources }));
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'validation-'));
  mkdirSync(path.join(dist, 'assets'));
  chunk('assets/index.js', ['../../src/main.tsx']);
  chunk('assets/frame-data.js', ['../../src/app/router.tsx']);
  chunk('assets/screen.js', ['../../src/features/x/x-screen.tsx']);
  chunk('assets/helper.js', ['../../src/lib/helper.ts']);
  chunk('assets/schema.js', ['../../src/features/x/x-schema.ts']);
  chunk('assets/yup.js', ['../../node_modules/yup/index.esm.js']);
  chunk('assets/orders.js', ['../../src/features/orders/current-orders-screen.tsx']);
  chunk('assets/cancel-form.js', [
    '../../src/features/orders/components/cancel-order-reason-form.tsx',
  ]);
  chunk('assets/rhf.js', ['../../node_modules/react-hook-form/dist/index.esm.mjs']);
  chunk('assets/choose.js', ['../../src/features/pharmacy/choose-pharmacy-screen.tsx']);
  chunk('assets/form-control.js', ['../../src/lib/form-control.ts']);
  chunk('assets/choice-details.js', [
    '../../src/features/pharmacy/components/pharmacy-choice-details.tsx',
  ]);
  chunk('assets/checkboxes.js', [
    '../../node_modules/nhsuk-react-components/dist/esm/components/form-elements/checkboxes/Checkboxes.js',
  ]);
  chunk('assets/login.js', ['../../src/features/auth/login-screen.tsx']);
  chunk('assets/middleware.js', ['../../node_modules/zustand/esm/middleware.mjs']);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const build = (helperImports: string[]): ViteManifest =>
  ({
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['frame-data.tsx'] },
    'frame-data.tsx': { file: 'assets/frame-data.js', dynamicImports: ['x-screen.tsx'] },
    'x-screen.tsx': {
      file: 'assets/screen.js',
      imports: ['_helper.js'],
      dynamicImports: ['x-schema.ts'],
    },
    '_helper.js': { file: 'assets/helper.js', imports: helperImports },
    'x-schema.ts': { file: 'assets/schema.js', imports: ['_yup.js'] },
    '_yup.js': { file: 'assets/yup.js' },
  }) as ViteManifest;

describe('validation off page loads', () => {
  it('lets yup come with a schema the screen imports lazily', () => {
    expect(validationOnPageLoads(dist, build([]))).toEqual([]);
  });

  it('refuses a screen that brings yup statically, through a helper too', () => {
    const problems = validationOnPageLoads(dist, build(['_yup.js']));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^x-screen\.tsx loads validation with the page \(assets\/yup\.js/);
  });
});

const ordersBuild = (screenImports: string[]): ViteManifest =>
  ({
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['frame-data.tsx'] },
    'frame-data.tsx': {
      file: 'assets/frame-data.js',
      dynamicImports: ['src/features/orders/current-orders-screen.tsx', 'x-screen.tsx'],
    },
    'src/features/orders/current-orders-screen.tsx': {
      file: 'assets/orders.js',
      imports: screenImports,
      dynamicImports: ['cancel-order-reason-form.tsx'],
    },
    'cancel-order-reason-form.tsx': { file: 'assets/cancel-form.js', imports: ['_rhf.js'] },
    'x-screen.tsx': { file: 'assets/screen.js', imports: ['_rhf.js'] },
    '_rhf.js': { file: 'assets/rhf.js' },
  }) as ViteManifest;

describe('react-hook-form off the current orders list', () => {
  it('lets it come with the cancel form, and with other screens', () => {
    expect(validationOnPageLoads(dist, ordersBuild([]))).toEqual([]);
  });

  it('refuses the list bringing it statically', () => {
    expect(validationOnPageLoads(dist, ordersBuild(['_rhf.js']))).toEqual([
      expect.stringMatching(
        /^src\/features\/orders\/current-orders-screen\.tsx loads react-hook-form with the page \(assets\/rhf\.js/,
      ),
    ]);
  });
});

const loginBuild = (screenImports: string[]): ViteManifest =>
  ({
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['frame-data.tsx'] },
    'frame-data.tsx': {
      file: 'assets/frame-data.js',
      dynamicImports: ['src/features/auth/login-screen.tsx', 'x-screen.tsx'],
    },
    'src/features/auth/login-screen.tsx': { file: 'assets/login.js', imports: screenImports },
    'x-screen.tsx': { file: 'assets/screen.js', imports: ['_middleware.js'] },
    '_middleware.js': { file: 'assets/middleware.js' },
  }) as ViteManifest;

describe("zustand's persist middleware off /login", () => {
  it('lets other screens load it', () => {
    expect(validationOnPageLoads(dist, loginBuild([]))).toEqual([]);
  });

  it('refuses the login screen bringing it statically', () => {
    expect(validationOnPageLoads(dist, loginBuild(['_middleware.js']))).toEqual([
      expect.stringMatching(
        /^src\/features\/auth\/login-screen\.tsx loads zustand's persist middleware with the page \(assets\/middleware\.js/,
      ),
    ]);
  });
});

const chooseBuild = (screenImports: string[]): ViteManifest =>
  ({
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['frame-data.tsx'] },
    'frame-data.tsx': {
      file: 'assets/frame-data.js',
      dynamicImports: ['src/features/pharmacy/choose-pharmacy-screen.tsx'],
    },
    'src/features/pharmacy/choose-pharmacy-screen.tsx': {
      file: 'assets/choose.js',
      imports: screenImports,
      dynamicImports: [
        'src/lib/form-control.ts',
        'src/features/pharmacy/components/pharmacy-choice-details.tsx',
      ],
    },
    'src/lib/form-control.ts': { file: 'assets/form-control.js', imports: ['_rhf.js'] },
    '_rhf.js': { file: 'assets/rhf.js' },
    'src/features/pharmacy/components/pharmacy-choice-details.tsx': {
      file: 'assets/choice-details.js',
      imports: ['_checkboxes.js'],
    },
    '_checkboxes.js': { file: 'assets/checkboxes.js' },
  }) as ViteManifest;

describe('react-hook-form off /choose-pharmacy', () => {
  it('lets it come at the first interaction', () => {
    expect(validationOnPageLoads(dist, chooseBuild([]))).toEqual([]);
  });

  it('refuses the screen bringing it statically', () => {
    expect(validationOnPageLoads(dist, chooseBuild(['_rhf.js']))).toEqual([
      expect.stringMatching(
        /^src\/features\/pharmacy\/choose-pharmacy-screen\.tsx loads react-hook-form with the page \(assets\/rhf\.js/,
      ),
    ]);
  });
});

describe("/choose-pharmacy's parts shown after a search, a choice or an error", () => {
  it('lets them come lazily', () => {
    expect(validationOnPageLoads(dist, chooseBuild([]))).toEqual([]);
  });

  it('refuses the screen bringing one statically', () => {
    expect(validationOnPageLoads(dist, chooseBuild(['_checkboxes.js']))).toEqual([
      expect.stringMatching(
        /^src\/features\/pharmacy\/choose-pharmacy-screen\.tsx loads a part shown only after a search, a choice or an error, or for some patients, with the page \(assets\/checkboxes\.js/,
      ),
    ]);
  });
});
