/**
 * `npm run size:check`: fails when the JavaScript the app needs before its first render grows past its
 * ceiling, or its CSS past the budget of issue #20 (scripts/bundle/first-render-budget.ts), and prints how
 * far the JavaScript is from the target. It also fails when the app names an nhsuk-frontend class
 * that its trimmed stylesheet leaves unstyled (scripts/bundle/unstyled-nhsuk-classes.ts), and when a built page
 * does not preconnect to where its fonts come from (scripts/bundle/font-preconnects.ts), and when a page
 * loads a form's validation rules before the first interaction (scripts/bundle/validation-off-page-loads.ts). It reads the last build (dist/app) and builds
 * nothing: `npm test` runs it after the journeys, whose stack has just built the app, so it costs seconds.
 * Run alone, build first: `npx vite build && npm run size:check`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_RENDER_CSS_BUDGET_BYTES,
  FIRST_RENDER_JS_CEILING_BYTES,
  FIRST_RENDER_JS_TARGET_BYTES,
  firstRenderOfBuild,
  kB,
} from './bundle/first-render-budget';
import { missingFontPreconnectsOfBuild } from './bundle/font-preconnects';
import { unstyledNhsukClassesOfBuild } from './bundle/unstyled-nhsuk-classes';
import { validationOnPageLoadsOfBuild } from './bundle/validation-off-page-loads';
import { repositoryRoot } from '../tests/support/repository';

const distDir = path.join(repositoryRoot, 'dist/app');
if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
  console.error(
    'size:check: dist/app/.vite/manifest.json is missing; build the app first: npx vite build',
  );
  process.exit(1);
}
const measured = firstRenderOfBuild(distDir);
console.log(
  'First render (dist/app: the entry and its static imports, each file gzipped at level 9)\n',
);
for (const file of measured.files) {
  console.log(
    `  ${file.file.padEnd(48)} ${kB(file.rawBytes).padStart(10)} ${kB(file.gzipBytes).padStart(10)}`,
  );
}
console.log(
  `\n  JavaScript ${kB(measured.jsGzipBytes)} (target ${kB(FIRST_RENDER_JS_TARGET_BYTES)}, ceiling ${kB(FIRST_RENDER_JS_CEILING_BYTES)}); CSS ${kB(measured.cssGzipBytes)} of ${kB(FIRST_RENDER_CSS_BUDGET_BYTES)}`,
);
if (measured.jsOverTargetBytes > 0) {
  console.log(
    `  OVER TARGET by ${kB(measured.jsOverTargetBytes)}: see docs/decisions/0010-performance.md for the cuts left`,
  );
}
const unstyled = unstyledNhsukClassesOfBuild(distDir);
const problems = [
  ...measured.problems,
  ...(unstyled.length > 0
    ? [
        `the app uses nhsuk-frontend classes its stylesheet leaves out: ${unstyled.join(', ')}. Add their component to src/styles/main.scss.`,
      ]
    : []),
  ...missingFontPreconnectsOfBuild(distDir),
  ...validationOnPageLoadsOfBuild(distDir),
];
for (const problem of problems) console.error(`✘ ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
