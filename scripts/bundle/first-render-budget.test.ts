import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_RENDER_CSS_BUDGET_BYTES,
  FIRST_RENDER_JS_CEILING_BYTES,
  firstRender,
  type ViteManifest,
} from './first-render-budget';

let dist = '';
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
  mkdirSync(path.join(dist, 'assets'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Random bytes as hex: about half their length survives gzip, so sizes are predictable. */
function write(file: string, bytes: number): void {
  writeFileSync(path.join(dist, file), randomBytes(bytes / 2).toString('hex'));
}

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/route.tsx': { file: 'assets/route.js', imports: ['_shared.js'] },
};

describe('first-render budget', () => {
  it('counts the entry and its static imports, transitively, and not the lazy chunks', () => {
    for (const file of [
      'assets/index.js',
      'assets/vendor.js',
      'assets/shared.js',
      'assets/index.css',
    ])
      write(file, 2_000);
    write('assets/route.js', 400_000);
    const measured = firstRender(dist, manifest);
    expect(measured.files.map((file) => file.file).sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
    expect(measured.problems).toEqual([]);
  });

  it('reports JavaScript and CSS over budget', () => {
    write('assets/shared.js', FIRST_RENDER_JS_CEILING_BYTES * 2 + 10_000);
    write('assets/index.css', FIRST_RENDER_CSS_BUDGET_BYTES * 2 + 10_000);
    const measured = firstRender(dist, manifest);
    expect(measured.jsGzipBytes).toBeGreaterThan(FIRST_RENDER_JS_CEILING_BYTES);
    expect(measured.problems).toEqual([
      expect.stringMatching(
        /^first-render JavaScript is [\d.]+ kB gzipped, over its ceiling of 106\.9 kB \(target 100\.0 kB\)$/,
      ),
      expect.stringMatching(/^first-render CSS is [\d.]+ kB gzipped, over its budget of 32\.0 kB$/),
    ]);
  });
});
