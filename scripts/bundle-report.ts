/**
 * `npm run bundle:report`: builds the app (dist/app) with rollup-plugin-visualizer and writes
 * dist/bundle-report.html, a treemap of every chunk with each module's raw, gzip and brotli size: where the
 * bytes go, to decide per dependency what the first paint needs, what a route needs and what can wait
 * (issue #20). A tool for people, not a check: `npm test` does not run it (npm run size:check is the budget).
 */
import path from 'node:path';
import { visualizer } from 'rollup-plugin-visualizer';
import { build } from 'vite';
import { repositoryRoot } from '../tests/support/repository';

const report = path.join(repositoryRoot, 'dist/bundle-report.html');
await build({
  root: repositoryRoot,
  logLevel: 'warn',
  plugins: [
    visualizer({
      filename: report,
      template: 'treemap',
      title: 'Medicines web app: bundle',
      gzipSize: true,
      brotliSize: true,
      sourcemap: true,
    }),
  ],
});
console.log(`Bundle report: ${report}`);
