import { test as base } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures/test';
import { crawlPlan, statesByRoute } from './support/crawl-plan';
import { pathMatchesRoute, routeTablePaths } from './support/route-table';
import { visitedRoutesFile } from './support/visited-routes';

/**
 * CONVENTIONS.md "Tests": fails when a route of the route table has no journey that visits it. Runs last (its
 * own Playwright project, which depends on the journeys' project: playwright.config.ts) and reads what
 * expectAccessible recorded during this run (global-setup.ts empties the record first). Run on its own it has nothing to read
 * and fails, which is correct: coverage is a property of the whole run.
 */
test('every route in the route table was visited (and checked by axe) by a journey', () => {
  const routes = routeTablePaths();
  const record = visitedRoutesFile(test.info().project.outputDir);
  expect(existsSync(record), `${record} is missing: run the whole suite, not this file alone`).toBe(
    true,
  );
  const visited = new Set(
    readFileSync(record, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  const unvisited = routes.filter(
    (route) => ![...visited].some((pathname) => pathMatchesRoute(pathname, route)),
  );
  expect(
    unvisited,
    `routes no journey visited (visited: ${[...visited].sort().join(', ')})`,
  ).toEqual([]);
});

/**
 * The route crawl (route-crawl.spec.ts) covers the route table: every route has at least one entry in the
 * crawl plan, and no entry names a route the table no longer has. A check of two lists, so it opens no page
 * (Playwright's own test: fixtures/test's would open one to check it with axe).
 */
base('every route in the route table has a crawl-plan entry, and every entry a route', () => {
  const routes = routeTablePaths();
  const states = statesByRoute(crawlPlan);
  const report = routes
    .map((route) => `${route}: ${states.get(route)?.join(', ') ?? 'NO ENTRY'}`)
    .join('\n');
  base.info().annotations.push({ type: 'crawl states by route', description: report });
  expect(
    routes.filter((route) => !states.has(route)),
    `routes with no entry in tests/e2e/support/crawl-plan.ts; states by route:\n${report}\n`,
  ).toEqual([]);
  expect(
    [...states.keys()].filter((route) => !routes.includes(route)),
    'crawl-plan entries for routes the route table does not have',
  ).toEqual([]);
});
