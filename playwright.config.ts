import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/setup/chromium';
import { e2eApiPort, e2eBaseURL, e2eNhsLoginPort, e2ePort } from './tests/e2e/support/stack';

/**
 * Journeys run against the real stack over real HTTP: the reference API (fresh in-memory database,
 * seeded), the NHS login stand-in, the gateway and the built app it serves, driven in Chromium.
 */
const port = e2ePort;
const apiPort = e2eApiPort;
export const baseURL = e2eBaseURL;

export default defineConfig({
  testDir: 'tests/e2e',
  // Empties test-results/visited-routes.txt, which zz-route-coverage.spec.ts reads at the end of the run, and
  // starts the Nu HTML Checker that expectAccessible uses (its teardown stops it).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A cold page's first render on a 2-core machine that also runs the stack, Chromium and the Nu checker, and
  // a load failure shown after the gateway's upstream time-out, can pass 10 s; a waiting assertion costs only its wait.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
  },
  // The coverage check reads what every other journey recorded, so it is its own project that starts only
  // once the journeys' project has finished: with one worker, Playwright does not keep files in name order
  // (files that need their own worker fixtures run later), so a file name alone cannot make it last.
  projects: [
    { name: 'journeys', testIgnore: /zz-route-coverage\.spec\.ts/ },
    { name: 'coverage', testMatch: /zz-route-coverage\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: {
    // The Node that runs Playwright (npm scripts: node_modules/.bin/node, Node 24) runs the stack too.
    command: `${JSON.stringify(process.execPath)} --import tsx scripts/start.ts`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      NHS_LOGIN_PORT: String(e2eNhsLoginPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: 'memory://',
      PUBLIC_APP_URL: baseURL,
      // The journeys sign in hundreds of times, all from 127.0.0.1: the limits stay on, a hundred times wider.
      RATE_LIMIT_FACTOR: '100',
    },
  },
});
