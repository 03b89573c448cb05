import type { FullConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import { visitedRoutesFile } from './support/visited-routes';

/**
 * Starts each run with an empty record of visited routes, so that zz-route-coverage.spec.ts judges only the
 * journeys of this run (expectAccessible appends to the file).
 */
export default function globalSetup(config: FullConfig): void {
  for (const project of config.projects)
    rmSync(visitedRoutesFile(project.outputDir), { force: true });
}
