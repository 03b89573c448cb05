/**
 * `npm test`: every check the project has, in order, stopping at the first failure: generated code is
 * fresh, types, lint and formatting, the message catalogue, unit and component tests, every Storybook story
 * with axe, the Playwright journeys against the real stack, and the first-render size budget of the build
 * those journeys ran. Prints a line per step with its time.
 * `npm test -- lint test:unit` runs only the steps named. First it prints the Node.js it runs on (stopping on
 * one too old) and installs what the steps asked for need from the machine (lib/provision.ts).
 */
// First: which Node runs this, and a stop before anything else when it is too old.
import './lib/require-supported-node';
import { runToCompletion } from './lib/processes';
import { repositoryRoot } from '../tests/support/repository';
import { provisionFor } from './lib/provision';
import { formatStepLine, formatTotals, runSteps } from './lib/steps';

/** Cheapest and most likely to fail first, so a mistake is reported in seconds rather than minutes. */
export const testSteps = [
  'codegen:check',
  'typecheck',
  'lint',
  'catalogue:check',
  'test:unit',
  'test:postgres',
  'test:stories',
  'test:e2e',
  // After the journeys: their stack has just built dist/app, so the budget reads it without a build of its own.
  'size:check',
] as const;

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(testSteps as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(
    `Unknown step${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Steps: ${testSteps.join(', ')}`,
  );
  process.exit(2);
}
const steps =
  requested.length > 0 ? testSteps.filter((name) => requested.includes(name)) : testSteps;
const width = Math.max(...steps.map((name) => name.length));

// Chromium and PostgreSQL, for the steps that need them: installed here when this user may, else a stop now.
const provisioningProblem = await provisionFor(steps);
if (provisioningProblem) {
  console.error(`\n${provisioningProblem}`);
  process.exit(1);
}

// npm sets npm_execpath when it runs this script; outside npm, the npm on PATH.
const npm = process.env.npm_execpath
  ? { command: process.execPath, prefix: [process.env.npm_execpath] }
  : { command: 'npm', prefix: [] };

const results = await runSteps(
  steps,
  (step) => {
    console.log(`\n▶ ${step}\n`);
    return runToCompletion(npm.command, [...npm.prefix, 'run', '--silent', step], {
      cwd: repositoryRoot,
    });
  },
  { report: (result) => console.log(`\n${formatStepLine(result, width)}`) },
);

console.log('\nSummary');
for (const result of results) console.log(formatStepLine(result, width));
console.log(formatTotals(results));
process.exitCode = results.some((result) => result.status === 'failed') ? 1 : 0;
