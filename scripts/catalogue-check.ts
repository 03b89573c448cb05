/**
 * `npm run catalogue:check`: checks locales/ against the code (CONTENT.md). Fails on a key used in code but
 * missing in a language, a key no code uses, a placeholder present in one language and missing in another,
 * and a plural key without every form its language needs. (Text hard-coded in JSX is found by
 * scripts/catalogue/pseudo-locale.test.ts, which the npm script runs next.)
 */
import { fileURLToPath } from 'node:url';
import type { ProblemKind } from './catalogue/catalogue-rules';
import { runCatalogueCheck } from './catalogue/run-check';

const headings: Record<ProblemKind, string> = {
  file: 'Catalogue files that cannot be read',
  missing: 'Used in code but missing from a language',
  unused: 'In a catalogue but used by no code (delete it, or use it)',
  placeholder: 'Placeholders that differ between languages',
  plural: 'Plural keys without every form the language needs',
};

const root = fileURLToPath(new URL('..', import.meta.url));
const { catalogues, problems, scannedFiles } = runCatalogueCheck(root);

const keyCount = [...catalogues.byLanguage.values()].reduce(
  (sum, catalogue) => sum + [...catalogue.values()].reduce((count, keys) => count + keys.size, 0),
  0,
);
for (const kind of Object.keys(headings) as ProblemKind[]) {
  const ofKind = problems.filter((problem) => problem.kind === kind);
  if (ofKind.length === 0) continue;
  console.log(`\n${headings[kind]} (${ofKind.length}):`);
  for (const problem of ofKind) console.log(`  ${problem.where}: ${problem.message}`);
}
const outcome =
  problems.length === 0
    ? 'no problems'
    : `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
console.log(
  `\ncatalogue: ${catalogues.languages.join(', ')} · ${keyCount} texts · ${scannedFiles} source files · ${outcome}`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
