/**
 * `npm run codegen:check`: fails when src/gql or gateway/src/generated is not what `npm run codegen` would
 * write from the schema and the documents in the code now. Codegen runs in memory (its `generate(…, false)`
 * returns the files instead of writing them), so the check changes nothing and needs no git history.
 */
import { generate } from '@graphql-codegen/cli';
import codegenConfig from '../codegen';
import { staleGeneratedFiles, type GeneratedOutput } from './lib/generated-files';
import { repositoryRoot } from '../tests/support/repository';

// Outside watch mode `generate` resolves with the files (its declared type widens that to any).
const outputs = (await generate(
  { ...codegenConfig, cwd: repositoryRoot, silent: true },
  false,
)) as GeneratedOutput[];
const ownedFolders = Object.keys(codegenConfig.generates).filter((target) => target.endsWith('/'));
const stale = staleGeneratedFiles(repositoryRoot, outputs, ownedFolders);

if (stale.length === 0) {
  console.log(`codegen: ${outputs.length} generated files are up to date`);
} else {
  console.error('codegen: generated code is stale; run `npm run codegen` and commit the result:');
  for (const { path, reason } of stale) console.error(`  ${path} (${reason})`);
  process.exitCode = 1;
}
