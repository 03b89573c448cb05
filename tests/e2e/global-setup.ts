import type { FullConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import { startNuHtmlCheckerForRun } from '../support/nu-html-checker';
import { visitedRoutesFile } from './support/visited-routes';

/**
 * Starts each run with an empty record of visited routes, so that zz-route-coverage.spec.ts judges only the
 * journeys of this run (expectAccessible appends to the file), and starts the Nu HTML Checker once for the
 * run (expectAccessible sends it every page); the teardown it returns stops the checker when the run ends.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  for (const project of config.projects)
    rmSync(visitedRoutesFile(project.outputDir), { force: true });
  return startNuHtmlCheckerForRun();
}
