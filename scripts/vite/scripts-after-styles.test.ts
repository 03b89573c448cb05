/**
 * The order and priority of a built page's head (issue #20): the CSS its first paint needs is asked for
 * first, and the scripts, which only hydrate what is painted, yield to it.
 */
import { describe, expect, it } from 'vitest';
import { stylesBeforeLowPriorityScripts } from './scripts-after-styles';

// As Vite writes index.html: the entry's script and preloads, then the stylesheet.
const built = `<head>
    <title>NHS</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;

describe('stylesBeforeLowPriorityScripts', () => {
  const html = stylesBeforeLowPriorityScripts(built);

  it('puts the stylesheet before the first script', () => {
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('asks for every module script and preload at low priority, once', () => {
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    expect(stylesBeforeLowPriorityScripts(html)).toBe(html);
  });

  it('leaves a page without scripts as it is', () => {
    const plain = '<head><link rel="stylesheet" href="/a.css"></head>';
    expect(stylesBeforeLowPriorityScripts(plain)).toBe(plain);
  });
});
