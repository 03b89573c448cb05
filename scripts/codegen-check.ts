/**
 * `npm run codegen:check`: fails when src/gql or gateway/src/generated is not what `npm run codegen` would
 * write from the schema and the documents in the code now, or api/openapi.json and its gateway types
 * (gateway/src/generated/rest-api.ts) are not what the API's route schemas give (scripts/openapi.ts). Both
 * generators run in memory, so the check changes nothing and needs no git history.
 */
import { generate } from '@graphql-codegen/cli';
import codegenConfig from '../codegen';
import { staleGeneratedFiles, type GeneratedOutput } from './lib/generated-files';
import { repositoryRoot } from '../tests/support/repository';
import { restContractFiles } from './openapi';

// Outside watch mode `generate` resolves with the files (its declared type widens that to any).
const graphqlOutputs = (await generate(
  { ...codegenConfig, cwd: repositoryRoot, silent: true },
  false,
)) as GeneratedOutput[];
const outputs = [...graphqlOutputs, ...(await restContractFiles())];
const ownedFolders = Object.keys(codegenConfig.generates).filter((target) => target.endsWith('/'));
const stale = staleGeneratedFiles(repositoryRoot, outputs, ownedFolders);

if (stale.length === 0) {
  console.log(`codegen: ${outputs.length} generated files are up to date`);
} else {
  console.error('codegen: generated code is stale; run `npm run codegen` and commit the result:');
  for (const { path, reason } of stale) console.error(`  ${path} (${reason})`);
  process.exitCode = 1;
}
