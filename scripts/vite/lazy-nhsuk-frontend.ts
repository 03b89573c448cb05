/**
 * Build-only Vite plugin: keeps nhsuk-frontend's scripts out of the first load, and loads only the ones a
 * page uses (issue #20). Each nhsuk-react-components module that enhances its markup with nhsuk-frontend
 * (button double-click guard, error summary focus, radios' reveals…) loads it with
 * `import('nhsuk-frontend').then(({ Radios }) => …)` once it has mounted, but also starts with a bare
 * `import 'nhsuk-frontend';`.
 * - The package declares `sideEffects: false`, so the bare import does nothing at run time; yet Rolldown,
 *   seeing a static import, puts all of nhsuk-frontend's components into the entry chunk. Dropping it leaves
 *   the dynamic import, fetched after first paint.
 * - The dynamic import of the package's index brings every component's script (file upload, code, header
 *   menu…: ~41 kB) to any page with a button. Pointing it at the one component's own module instead
 *   (`nhsuk-frontend/dist/nhsuk/components/radios/radios.mjs`) leaves the ones the app never renders out.
 * - The button's script (the double-click guard, Space on a link styled as a button) and the skip link's
 *   (focus on its target) act only on a click or a key, and with their shared base (ConfigurableComponent) they
 *   were ~3 kB gzipped that every page fetched until idle. They load at the user's first interaction
 *   (src/lib/first-interaction.ts), which comes before any click or key on them, through
 *   src/lib/deferred-nhsuk-component.ts: by then their element can be gone, which must not throw.
 * - The radios' and checkboxes' scripts do the same (~2.7 kB with that base on /choose-pharmacy, whose list is
 *   radios), but for a conditional reveal, which they also set up as they start (its input gets aria-controls
 *   and aria-expanded): a page that shows one when such a component mounts gets its script at once.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BARE_IMPORT = /^\s*import\s*["']nhsuk-frontend["'];?\s*$/gm;
const COMPONENTS = /[\\/]node_modules[\\/]nhsuk-react-components[\\/]/;
const PACKAGE_IMPORT = /import\((["'])nhsuk-frontend\1\)(\.then\(\(\{\s*(\w+)\s*\}\))?/g;
/**
 * The components whose scripts act only on a click or a key, loaded at the first interaction; with, for some,
 * the elements that make theirs needed at once when the page has one.
 */
const AFTER_FIRST_INTERACTION = new Map<string, string | undefined>([
  ['Button', undefined],
  ['SkipLink', undefined],
  ['Radios', '.nhsuk-radios__input[data-aria-controls]'],
  ['Checkboxes', '.nhsuk-checkboxes__input[data-aria-controls]'],
]);
const DEFERRED_MODULE = fileURLToPath(
  new URL('../../src/lib/deferred-nhsuk-component.ts', import.meta.url),
);

/** `code` without its bare `import 'nhsuk-frontend'` statements. */
export function withoutBareNhsukFrontendImport(code: string): string {
  return code.replace(BARE_IMPORT, '');
}

/** `Radios` → `nhsuk-frontend/dist/nhsuk/components/radios/radios.mjs`, the module that defines it. */
export function nhsukFrontendComponentModule(exportName: string): string {
  const file = exportName.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();
  return `nhsuk-frontend/dist/nhsuk/components/${file}/${file}.mjs`;
}

/**
 * `code` with each `import('nhsuk-frontend').then(({ Name }) …` importing Name's own module, after the first
 * interaction for AFTER_FIRST_INTERACTION's (through `deferredModule`'s `nhsukComponentAtFirstInteraction`, given
 * the selector of what makes it needed at once).
 * Throws for a package import of another shape, which would bring every component back: the plugin needs
 * updating then.
 */
export function withComponentImports(code: string, deferredModule = DEFERRED_MODULE): string {
  const changed = code.replace(
    PACKAGE_IMPORT,
    (whole: string, _quote: string, then?: string, name?: string) => {
      if (!then || !name) {
        throw new Error(
          `lazy-nhsuk-frontend: an import of nhsuk-frontend that names no one component: ${whole}`,
        );
      }
      const load = `import('${nhsukFrontendComponentModule(name)}')`;
      if (!AFTER_FIRST_INTERACTION.has(name)) return `${load}${then}`;
      const neededAtOnce = AFTER_FIRST_INTERACTION.get(name);
      const unless = neededAtOnce === undefined ? '' : `, ${JSON.stringify(neededAtOnce)}`;
      return `__atFirstInteraction('${name}', () => ${load}${unless})${then}`;
    },
  );
  return changed.includes('__atFirstInteraction(')
    ? `import { nhsukComponentAtFirstInteraction as __atFirstInteraction } from ${JSON.stringify(deferredModule)};\n${changed}`
    : changed;
}

export function lazyNhsukFrontend(): Plugin {
  return {
    name: 'lazy-nhsuk-frontend',
    apply: 'build',
    transform: {
      filter: { id: COMPONENTS, code: 'nhsuk-frontend' },
      handler(code, id) {
        if (!COMPONENTS.test(id)) return null;
        const changed = withComponentImports(withoutBareNhsukFrontendImport(code));
        return changed === code ? null : { code: changed, map: null };
      },
    },
  };
}
