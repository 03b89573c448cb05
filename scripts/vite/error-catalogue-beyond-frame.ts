/**
 * Vite plugin: `locales/<lang>/errors.json?beyond-frame&lang.json` is the error catalogue without the groups
 * the entry already carries (src/lib/frame-error-groups.ts), for the chunk that completes it
 * (src/lib/error-catalogue.ts; issue #20): before, that chunk repeated the frame's 1.5 kB gzipped. Vite's JSON
 * plugin then makes a module of what this leaves, as of any JSON file (`lang.json` ending the query is what
 * tells it the module is JSON).
 */
import type { Plugin } from 'vite';
import { FRAME_ERROR_GROUPS } from '../../src/lib/frame-error-groups.ts';

const CATALOGUE = /[\\/]locales[\\/][^\\/]+[\\/]errors\.json\?beyond-frame&lang\.json$/;

/** The catalogue's JSON text without the frame's groups. */
export function catalogueBeyondFrame(json: string): string {
  const catalogue = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(catalogue).filter(([group]) => !FRAME_ERROR_GROUPS.includes(group)),
    ),
  );
}

export function errorCatalogueBeyondFrame(): Plugin {
  return {
    name: 'error-catalogue-beyond-frame',
    enforce: 'pre',
    transform: {
      filter: { id: CATALOGUE },
      handler: (code) => ({ code: catalogueBeyondFrame(code), map: null }),
    },
  };
}
