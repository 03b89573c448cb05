/**
 * A prerendered page's preload links (issue #20): its route's chunk, what that chunk imports in turn and its
 * words, read from the build manifest, and nothing the entry loads already (index.html announces those).
 * tests/e2e/first-paint.spec.ts checks over the real build that a page fetches no script it did not announce.
 */
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloadFiles, withModulePreloads } from './route-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/features/auth/login-screen.tsx': {
    file: 'assets/login-screen-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-1.js', '_email-field-1.js'],
  },
  '_email-field-1.js': { file: 'assets/email-field-1.js', imports: ['_text-input-1.js'] },
  '_text-input-1.js': { file: 'assets/text-input-1.js', imports: ['_react-1.js'] },
  'locales/en/auth.json': { file: 'assets/auth-1.js', isDynamicEntry: true },
};

describe('routePreloadFiles', () => {
  it("gives the route's chunk, its imports at any depth and its words, less the entry's own chunks", () => {
    expect(
      routePreloadFiles(manifest, ['src/features/auth/login-screen.tsx', 'locales/en/auth.json']),
    ).toEqual([
      'assets/login-screen-1.js',
      'assets/email-field-1.js',
      'assets/text-input-1.js',
      'assets/auth-1.js',
    ]);
  });

  it('fails the build for a module the manifest does not have, rather than preload nothing', () => {
    expect(() => routePreloadFiles(manifest, ['src/features/gone-screen.tsx'])).toThrow(
      /gone-screen\.tsx is not in the build manifest/,
    );
  });
});

describe('withModulePreloads', () => {
  const page =
    '<head>\n    <link rel="stylesheet" href="/assets/index.css">\n    <script type="module" fetchpriority="low" src="/assets/index-1.js"></script>\n  </head>';

  it("puts the links after the stylesheet and the entry's script, at the scripts' low priority", () => {
    const html = withModulePreloads(page, ['assets/login-screen-1.js'], '/');
    const link = html.indexOf(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-screen-1.js">',
    );
    expect(link).toBeGreaterThan(html.indexOf('index-1.js'));
    expect(link).toBeGreaterThan(html.indexOf('rel="stylesheet"'));
    expect(link).toBeLessThan(html.indexOf('</head>'));
  });
});
