/**
 * Build-only Vite plugin: lets the bundler drop react-router's components the app does not render (issue
 * #20). react-router's published build defines each component as `const Link = React.forwardRef(…)` followed
 * by `Link.displayName = "Link"`, without a `/* @__PURE__ *\/` mark: Rolldown must assume the call and the
 * property write act on the world, so `Link`, `NavLink`, `Form`, `ScrollRestoration` and, through `Link`,
 * framework mode's route prefetching (`PrefetchPageLinks` and its manifest code) stayed in the entry chunk
 * although the app renders none of them (its links are `AppLink`, src/components/app-link.tsx). Marking the
 * calls pure and leaving out the names (React DevTools labels, unused in production) lets them go when unused;
 * a component the app does render is kept as before, without its DevTools label.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;
const FORWARD_REF = /^(const \w+ = )(React(?:\$\d+)?\.(?:forwardRef|createContext)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "\w+";\n/gm;

/** react-router's module `code` with its top-level components marked pure and without DevTools names. */
export function treeShakeableReactRouter(code: string): string {
  return code.replace(FORWARD_REF, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

export function treeShakeableReactRouterPlugin(): Plugin {
  return {
    name: 'tree-shakeable-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER },
      handler(code, id) {
        if (!REACT_ROUTER.test(id)) return null;
        const changed = treeShakeableReactRouter(code);
        return changed === code ? null : { code: changed, map: null };
      },
    },
  };
}
