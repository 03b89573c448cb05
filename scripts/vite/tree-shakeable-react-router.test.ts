import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../tests/support/repository';
import { treeShakeableReactRouterPlugin } from './tree-shakeable-react-router';

const ENTRY = '\0router-user';

/** The bundle of a module that renders react-router's declarative router with an `AppLink`-like link. */
async function bundleRouterUser(withPlugin: boolean): Promise<string> {
  const output = (await build({
    root: repositoryRoot,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'router-user',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? "import { BrowserRouter, useHref, useLinkClickHandler } from 'react-router';\n" +
              'export { BrowserRouter, useHref, useLinkClickHandler };'
            : null,
      },
      ...(withPlugin ? [treeShakeableReactRouterPlugin()] : []),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => ('code' in file ? file.code : '')).join('\n');
}

describe('treeShakeableReactRouterPlugin', () => {
  it("leaves out react-router's Link, NavLink, Form and framework prefetching when nothing renders them", async () => {
    const withPlugin = await bundleRouterUser(true);
    expect(withPlugin).toContain('useLinkClickHandler');
    for (const unused of ['PrefetchPageLinks', 'NavLinkWithRef', 'LinkWithRef']) {
      expect(withPlugin).not.toContain(unused);
    }
    // Without it they stay: the check above would catch nothing if react-router changed its build.
    expect(await bundleRouterUser(false)).toContain('PrefetchPageLinks');
  });
});
