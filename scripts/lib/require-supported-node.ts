/**
 * Imported first by `npm start`, `npm test` and `npm run dev`: prints the Node.js they run on, and stops before
 * anything else when it is older than package.json's `engines.node` allows (node-version.ts).
 */
import { readFileSync } from 'node:fs';
import { describeNode, unsupportedNodeMessage } from './node-version';

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { engines: { node: string } };

console.log(describeNode(process.version, process.execPath));
const problem = unsupportedNodeMessage(process.version, packageJson.engines.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
