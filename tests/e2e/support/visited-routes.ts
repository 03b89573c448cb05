import path from 'node:path';

/**
 * Where expectAccessible records each visited path for zz-route-coverage.spec.ts (one path a line): in the
 * run's output folder (test-results/ by default, or `--output`), so that two runs side by side keep apart.
 */
export function visitedRoutesFile(outputDir: string): string {
  return path.join(outputDir, 'visited-routes.txt');
}
