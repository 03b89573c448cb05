/**
 * Build-only Vite plugin: keeps nhsuk-frontend's scripts out of the first load (issue #20). Each
 * nhsuk-react-components module that enhances its markup with nhsuk-frontend (header menu, button
 * double-click guard, error summary focus…) loads it with `import('nhsuk-frontend')` once it has mounted,
 * but also starts with a bare `import 'nhsuk-frontend';`. The package declares `sideEffects: false`, so the
 * bare import does nothing at run time; yet Rolldown, seeing a static import, puts all of nhsuk-frontend's
 * components (character count, file upload, tabs…) into the entry chunk. Dropping the bare import leaves the
 * dynamic one, and nhsuk-frontend becomes a chunk of its own, fetched after first paint.
 */
import type { Plugin } from 'vite';

const BARE_IMPORT = /^\s*import\s*["']nhsuk-frontend["'];?\s*$/gm;
const COMPONENTS = /[\\/]node_modules[\\/]nhsuk-react-components[\\/]/;

/** `code` without its bare `import 'nhsuk-frontend'` statements. */
export function withoutBareNhsukFrontendImport(code: string): string {
  return code.replace(BARE_IMPORT, '');
}

export function lazyNhsukFrontend(): Plugin {
  return {
    name: 'lazy-nhsuk-frontend',
    apply: 'build',
    transform: {
      filter: { id: COMPONENTS, code: 'nhsuk-frontend' },
      handler(code, id) {
        if (!COMPONENTS.test(id)) return null;
        const changed = withoutBareNhsukFrontendImport(code);
        return changed === code ? null : { code: changed, map: null };
      },
    },
  };
}
