/**
 * Keeps issue #20 true for screens added later: a signed-in screen's route starts the screen's query together
 * with the screen's code, never after it, its variables (if any) from the address. The query's document and
 * options (or the function making them from the address) live in a `*-screen-query.ts` module beside the
 * screen, which the route table imports without pulling in the screen, and which the screen reads too
 * (docs/ARCHITECTURE.md, 'Where to add a screen').
 */
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ROUTE_QUERY_FRESH_MS } from '../lib/query-keys';
import { appRoutes } from './router';
import routerSource from './router.tsx?raw';

const screenSources = import.meta.glob<string>('../features/**/*-screen.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The app's feature modules, not their tests, stories or fixtures. */
const featureSources = import.meta.glob<string>(
  ['../features/**/*.{ts,tsx}', '!**/*.{test,stories,fixtures}.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);

const screenQueryModules = import.meta.glob<Record<string, unknown>>(
  '../features/**/*-screen-query.ts',
  { eager: true },
);

const screenQuerySources = import.meta.glob<string>('../features/**/*-screen-query.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Signed-in screens that may keep their query in their own file, each with the reason its route cannot start
 * it: none today.
 */
const screensKeepingTheirQuery: readonly string[] = [];

/**
 * Each route's screen module, as the route table's `import('../features/…').then(…)` names it, in table order
 * (a prefetch's imports of a query module are not followed by `.then`).
 */
function routeScreenModules(): string[] {
  const table = routerSource.slice(routerSource.indexOf('export const appRoutes'));
  return [...table.matchAll(/import\(\s*'(\.\.\/features\/[^']+)'\s*\)\.then/g)].map(
    ([, module]) => `${module}.tsx`,
  );
}

/** The names of the queries a source defines (`graphql(` then `query Name`), with variables or without. */
function queriesDefined(source: string): string[] {
  return [...source.matchAll(/graphql\(\s*`\s*query\s+(\w+)/g)].map(([, name]) => name ?? '');
}

/** Query options (what routeQuery gives), not the documents nor anything else a module exports. */
function isQueryOptions(
  value: unknown,
): value is { queryKey: readonly unknown[]; staleTime?: unknown } {
  return typeof value === 'object' && value !== null && 'queryKey' in value && 'queryFn' in value;
}

/**
 * An address with every path parameter and query-string choice the routes' queries take (a thread's id, the
 * booking flows' choices), so that each route's prefetch starts its query.
 */
const sampleAddress = {
  params: { id: 'sample-1' },
  search: new URLSearchParams(
    'type=Practice&date=2026-12-01&slot=slot-1&service=service-1&subType=sub-1&month=2026-12',
  ),
};

/**
 * The options each route's `prefetch` starts at sampleAddress, with the route's path (a booking step's once the
 * modules it imports have come).
 */
async function prefetchedOptions(): Promise<Map<unknown, string>> {
  const started = new Map<unknown, string>();
  await Promise.all(
    appRoutes.map((route) => {
      const queryClient = {
        query: (options: unknown) => {
          started.set(options, route.path);
          return Promise.resolve();
        },
      } as unknown as QueryClient;
      return route.prefetch?.(queryClient, sampleAddress) ?? Promise.resolve();
    }),
  );
  return started;
}

/** The modules a source imports at its top (`import … from '…'`), not with `import()`. */
function staticImports(source: string): string[] {
  return [...source.matchAll(/^import [^;]*? from '([^']+)';/gms)].map(
    ([, module]) => module ?? '',
  );
}

describe('route prefetch (issue #20)', () => {
  it('reads each route screen module from the route table', () => {
    // The checks below find screens by the table's text; this keeps that reading in step with the table.
    const modules = routeScreenModules();
    expect(modules).toHaveLength(appRoutes.length);
    expect(modules.filter((module) => !(module in screenSources))).toEqual([]);
  });

  it('leaves no signed-in screen defining its own query', () => {
    // Public routes do not prefetch (route-guard.tsx: their HTML is prerendered and hydrated), so a screen
    // that only public routes show may keep its query; every other screen's belongs in *-screen-query.ts,
    // variables or not: they come from the address (the path's parameters, the query string).
    const modules = routeScreenModules();
    const signedIn = new Set(modules.filter((_, index) => appRoutes[index]?.guard !== 'public'));
    const misplaced = Object.entries(screenSources)
      .filter(([file]) => signedIn.has(file) && !screensKeepingTheirQuery.includes(file))
      .flatMap(([file, source]) => queriesDefined(source).map((name) => `${file}: ${name}`));
    expect(misplaced).toEqual([]);
  });

  it("has every *-screen-query.ts module's queries started by a signed-in route", async () => {
    const started = await prefetchedOptions();
    // Options a module exports: started as they are.
    const exported = Object.entries(screenQueryModules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => isQueryOptions(value))
        .map(([name, options]) => ({ name: `${file}: ${name}`, options })),
    );
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter(({ options }) => !started.has(options)).map(({ name }) => name)).toEqual(
      [],
    );
    // Options a function makes from the address: a new object at each call, so each query the modules define
    // is found by its key's first element, its operation name (query-keys.ts).
    const startedNames = new Set(
      [...started.keys()].filter(isQueryOptions).map(({ queryKey }) => queryKey[0]),
    );
    const defined = Object.entries(screenQuerySources).flatMap(([file, source]) =>
      queriesDefined(source).map((name) => ({ file, name })),
    );
    expect(defined.length).toBeGreaterThanOrEqual(exported.length);
    expect(
      defined
        .filter(({ name }) => !startedNames.has(name))
        .map(({ file, name }) => `${file}: ${name}`),
    ).toEqual([]);
    // routeQuery's freshness at least, or the screen mounting just after the answer would ask again.
    expect(
      [...started]
        .filter(([options]) => {
          const staleTime = isQueryOptions(options) ? options.staleTime : undefined;
          return typeof staleTime !== 'number' || staleTime < ROUTE_QUERY_FRESH_MS;
        })
        .map(([, path]) => path),
    ).toEqual([]);
    // RouteGuard never runs a public route's prefetch; one there would be dead code.
    expect(appRoutes.filter((route) => route.guard === 'public' && route.prefetch)).toEqual([]);
  });

  it("brings no feature module but the screens' query documents to every page", () => {
    // The route table loads on every page, with what it imports at its top. A `*-screen-query.ts` module
    // that needs more of its feature (the booking flows' URL choices) is imported by its route's prefetch,
    // with the screen's code, not here (issue #20: JavaScript until idle).
    const queryModules = staticImports(routerSource).filter((module) =>
      module.startsWith('../features/'),
    );
    expect(queryModules.filter((module) => !module.endsWith('-screen-query'))).toEqual([]);
    expect(
      queryModules.filter((module) =>
        staticImports(screenQuerySources[`${module}.ts`] ?? '').some((imported) =>
          imported.startsWith('./'),
        ),
      ),
    ).toEqual([]);
  });

  it('has each screen read the options its route starts', () => {
    // A screen reading its document with other options would ask again for what the route just fetched. The
    // reader is a module of the same folder that imports it: the screen beside it, or for a flow of pages the
    // flow's module (new-order-query.ts). It reads the options, or the function making them from the address.
    const unread = Object.entries(screenQueryModules).flatMap(([file, exports]) => {
      const folder = file.slice(0, file.lastIndexOf('/') + 1);
      const module = `'./${file.slice(folder.length).replace(/\.ts$/, '')}'`;
      const readers = Object.entries(featureSources)
        .filter(([reader]) => reader !== file && reader.startsWith(folder))
        .filter(([reader]) => !reader.slice(folder.length).includes('/'))
        .map(([, source]) => source)
        .filter((source) => source.includes(module));
      return Object.entries(exports)
        .filter(([, value]) => isQueryOptions(value) || typeof value === 'function')
        .filter(([name]) => !readers.some((source) => new RegExp(`\\b${name}\\b`).test(source)))
        .map(([name]) => `${file}: ${name}`);
    });
    expect(unread).toEqual([]);
  });
});
