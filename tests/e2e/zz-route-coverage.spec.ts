import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures/test';
import { pathMatchesRoute, routeTablePaths } from './support/route-table';
import { visitedRoutesFile } from './support/visited-routes';

/**
 * CONVENTIONS.md "Tests": fails when a route of the route table has no journey that visits it. Runs last (the
 * file name sorts last; playwright.config.ts runs one worker, files in order) and reads what expectAccessible
 * recorded during this run (global-setup.ts empties the record first). Run on its own it has nothing to read
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
