import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { loadPublicPagesConfig } from './api/src/config/public-pages-config.ts';
import { upstreamTimeoutMsOf } from './gateway/src/config.ts';
import { frameChunkGroup } from './scripts/vite/frame-chunk.ts';
import { errorCatalogueBeyondFrame } from './scripts/vite/error-catalogue-beyond-frame.ts';
import { inlineGraphqlDocuments } from './scripts/vite/inline-graphql-documents.ts';
import { lazyNhsukFrontend } from './scripts/vite/lazy-nhsuk-frontend.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { prerenderPublicPages } from './scripts/vite/prerender.ts';
import { scriptsAfterStyles } from './scripts/vite/scripts-after-styles.ts';
import { treeShakeableReactRouterPlugin } from './scripts/vite/tree-shakeable-react-router.ts';
import { chromiumLaunchOptions } from './tests/setup/chromium.ts';
import { checkHtmlInRun, formatNuHtmlErrors } from './tests/support/nu-html-checker.ts';

const nhsukAssets = fileURLToPath(
  new URL('./node_modules/nhsuk-frontend/dist/nhsuk/assets', import.meta.url),
);
const require = createRequire(import.meta.url);
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

/**
 * Constants the app is built with, read from the variables the servers read, as they read them:
 * - the gateway's wait for the API (gateway/src/config.ts): the app's own deadline for an answer is a little
 *   longer (src/lib/gateway-client.ts);
 * - what the public pages show of the API's configuration (api/src/config/public-pages-config.ts): the build
 *   renders them with it, and their configuration query starts from it (src/lib/built-public-config.ts).
 * Build the app with the UPSTREAM_TIMEOUT_MS, PRODUCT_NAME, FEATURE_NHS_LOGIN and LINK_* the servers run with.
 */
const buildConstants = {
  __UPSTREAM_TIMEOUT_MS__: JSON.stringify(upstreamTimeoutMsOf(process.env)),
  __BUILT_PUBLIC_CONFIG__: JSON.stringify(loadPublicPagesConfig(process.env)),
};

export default defineConfig(({ command }) => ({
  define: buildConstants,
  plugins: [
    react(),
    errorCatalogueBeyondFrame(),
    inlineGraphqlDocuments(),
    lazyNhsukFrontend(),
    treeShakeableReactRouterPlugin(),
    scriptsAfterStyles(),
    // Before precompress: it compresses the pages this one writes.
    prerenderPublicPages(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@nhsuk-assets', replacement: nhsukAssets },
      // graphql-request's parser and printer, which the app never calls (see the module's comment).
      ...(command === 'build'
        ? [
            {
              find: /^graphql$/,
              replacement: fileURLToPath(
                new URL('./src/lib/graphql-request-without-parser.ts', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  // The appointment calendar files (gateway/src/appointments/appointment-calendar-route.ts) come from the gateway too.
  server: { port: 5173, proxy: { '/graphql': gatewayUrl, '/calendar': gatewayUrl } },
  // The manifest (dist/app/.vite/manifest.json) is the chunk graph the first-load budget reads
  // (scripts/check-bundle-size.ts).
  build: {
    outDir: 'dist/app',
    sourcemap: true,
    emptyOutDir: true,
    manifest: true,
    // What every page fetches once the entry has run, as one chunk (scripts/vite/frame-chunk.ts).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [frameChunkGroup(fileURLToPath(new URL('.', import.meta.url)))] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/app-test-setup.ts'],
          isolate: false,
          css: false,
        },
        // A request a test leaves unanswered (the gateway stand-in's `{ pending: true }`) would settle at the
        // browser's deadline 12 s later, in whichever file the worker runs then (isolate: false): an alert or
        // a state update from a test long finished, or an error once its window is gone. Here the wait is a
        // day; src/lib/gateway-client.test.ts checks the deadline with fake timers, relative to the constant.
        define: { ...buildConstants, __UPSTREAM_TIMEOUT_MS__: JSON.stringify(86_400_000) },
      },
      {
        // Node programs and tools: not the app's build plugins (Vitest 5 inherits the root config unless
        // told not to).
        extends: false,
        // One graphql, as under Node: the packages (Yoga, GraphQL Armor) load its CommonJS build, and without
        // this the gateway's own imports would load its ES build beside it, whose schema types and rules the
        // other refuses ("from another module or realm"), as production mode's validation rules were.
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        // The catalogue check renders the app's screens here too.
        define: buildConstants,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'gateway/**/*.test.ts',
            'api/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One module cache for the worker's files, as the app's (docs/decisions/0004): each file no longer
          // imports Fastify, Yoga and the gateway again. Each file still opens its own database.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Every story is also checked by the Nu HTML Checker (.storybook/nu-html-check.ts): one service
          // for the run, asked from the Node side through this browser command.
          globalSetup: ['tests/setup/nu-html-checker-global-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            commands: {
              checkStoryMarkup: async (_context, html: string) =>
                formatNuHtmlErrors(await checkHtmlInRun(html)),
            },
          },
        },
      },
    ],
  },
}));
