/** Puts the catalogue check together for one repository root: reads locales/, src/ and gateway/src/. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalogues, type Catalogues } from './catalogue-files';
import { checkCatalogue, type Problem } from './catalogue-rules';
import { scanSource, type SourceUsage } from './key-usage';

/** i18next's default namespace in src/lib/i18n.ts. */
export const defaultNamespace = 'common';

/**
 * Shipped source files under `directory` (relative to `root`): no tests, stories, fixtures, test helpers,
 * declarations or generated code, since a key only they use is not shown to anyone.
 */
export function shippedSources(root: string, directory: string): string[] {
  const absolute = join(root, directory);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((path) => `${directory}/${path.split('\\').join('/')}`)
    .filter(
      (path) =>
        /\.tsx?$/.test(path) &&
        !/\.(test|spec|stories|fixtures)\.tsx?$/.test(path) &&
        !path.endsWith('.d.ts') &&
        !/\/(testing|generated|gql)\//.test(path),
    )
    .sort();
}

export interface CatalogueCheckResult {
  catalogues: Catalogues;
  problems: Problem[];
  scannedFiles: number;
}

/** Runs the whole static check (keys, codes, placeholders, plurals) for the repository at `root`. */
export function runCatalogueCheck(root: string): CatalogueCheckResult {
  const catalogues = readCatalogues(join(root, 'locales'));
  const namespaces = new Set(
    [...catalogues.byLanguage.values()].flatMap((catalogue) => [...catalogue.keys()]),
  );
  const scan = (paths: string[], gateway: boolean): SourceUsage[] =>
    paths.map((path) =>
      scanSource(path, readFileSync(join(root, path), 'utf8'), {
        namespaces,
        defaultNamespace,
        gateway,
      }),
    );
  const appFiles = shippedSources(root, 'src');
  const gatewayFiles = shippedSources(root, 'gateway/src');
  const problems = checkCatalogue(catalogues, {
    app: scan(appFiles, false),
    gateway: scan(gatewayFiles, true),
  });
  return { catalogues, problems, scannedFiles: appFiles.length + gatewayFiles.length };
}
