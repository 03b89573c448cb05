import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as plainTest, type Page } from '@playwright/test';
import type { Manifest } from 'vite';
import { expect, test } from './fixtures/test';
import { prerenderedPaths } from '../../src/app/prerendered-page';
import { registrationPaths, routePaths } from '../../src/lib/route-paths';
import { loginContent } from './support/content';
import { repositoryRoot } from '../support/repository';
import { LoginPage, signedInTab } from './pages/login-page';
import { demoEmails } from './support/demo-accounts';

const distApp = join(repositoryRoot, 'dist/app');

/**
 * First paint without JavaScript (issue #20): the build renders the public pages (scripts/vite/prerender.ts)
 * and the gateway serves each at its path, so that the NHS header, the page's heading and the footer show
 * before any script has run; the browser then hydrates that HTML without a mismatch. Generated from the
 * list of prerendered paths, so a page added to it is covered here.
 */
// Playwright's own test here: the journeys' end-of-test accessibility check runs axe, which needs JavaScript.
plainTest.describe('with JavaScript off', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('/login shows the NHS header, its heading and the footer', async ({ page }) => {
    await page.goto(routePaths.login);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'NHS homepage' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginContent.heading);
    await expect(page).toHaveTitle(`${loginContent.heading} - NHS`);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }),
    ).toBeVisible();
  });

  plainTest(
    '/login paints its whole form, which cannot be used before the script runs',
    async ({ page }) => {
      await page.goto(routePaths.login);
      // Painted: the lead paragraph (the page's largest text) and the form, as the configuration's defaults say.
      await expect(page.getByText(/^Log in to .+ to manage your medicines/)).toBeVisible();
      const form = page.locator('form');
      await expect(form.getByText(loginContent.emailLabel)).toBeVisible();
      await expect(form.getByText(loginContent.submit)).toBeVisible();
      // Inert until hydrated: sent by the browser itself, it would put the password in the address.
      // Tabbing through the page never lands in it, and pressing Enter sends nothing.
      for (let step = 0; step < 6; step++) {
        await page.keyboard.press('Tab');
        await expect(form.locator(':focus')).toHaveCount(0);
      }
      await form.getByText(loginContent.submit).click({ force: true });
      expect(new URL(page.url()).search).toBe('');
    },
  );

  plainTest(
    '/ways-to-register paints its whole page; its consent box waits for the script',
    async ({ page }) => {
      await page.goto(registrationPaths.waysToRegister);
      await expect(
        page.getByText(/^Create an account for .+ to manage your medicines/),
      ).toBeVisible();
      await expect(page.getByText('Register using email')).toBeVisible();
      // Inert until hydrated, so that a tick made now is not undone when the script takes the page over.
      const consent = page.locator('input[type=checkbox]');
      await expect(consent).toBeVisible();
      await consent.click({ force: true });
      await expect(consent).not.toBeChecked();
    },
  );

  for (const path of prerenderedPaths) {
    plainTest(`${path} has its header, heading and footer in the HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      // No session cookie: no menu, which would go once the script knows there is no session.
      await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  plainTest('a signed-in route shows the frame at once, its content to come', async ({ page }) => {
    await page.goto(routePaths.myMeds);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading your account details' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

/** The errors and warnings the page's own scripts log from now on, and its uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The stand-in configuration's links and analytics address are on hosts that do not resolve here.
    if (!message.location().url.startsWith(new URL(page.url()).origin)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.describe('with JavaScript on', () => {
  for (const path of prerenderedPaths) {
    test(`${path} hydrates without an error or a warning`, async ({ page }) => {
      const problems = problemsOf(page);
      await page.goto(path);
      // Hydrated and then filled in: the service name comes with configuration, the spinner goes.
      await expect(page.getByRole('contentinfo').getByRole('heading').first()).toBeVisible();
      await expect(page.locator('.app-loading')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('/ways-to-register shows the consent the tab ticked before, hydrating without a warning', async ({
    page,
  }) => {
    await page.goto(registrationPaths.waysToRegister);
    const consent = page.getByRole('checkbox', { name: /^Send me emails about/ });
    await consent.check();
    // The choice is kept in the tab's session storage; the HTML the build renders has the box unticked.
    const problems = problemsOf(page);
    await page.reload();
    await expect(consent).toBeChecked();
    await expect(page.locator('.app-loading')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  // With the session cookie the gateway sends each page with the signed-in menu (gateway/src/http/page-files.ts),
  // so that it does not arrive with the session and push the page down (issue #20).
  test('a signed-in visitor has the menu in the HTML of every page, public ones too', async ({
    page,
    browser,
    baseURL,
  }) => {
    await new LoginPage(page).signInAs(demoEmails.alexLinked);
    await expect(page).toHaveURL('/');
    const withoutScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const painted = await withoutScript.newPage();
    for (const path of [routePaths.help, routePaths.login, routePaths.myMeds, '/no-such-page']) {
      await painted.goto(path);
      const menu = painted.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('button', { name: 'Log out' }), path).toBeVisible();
    }
    await withoutScript.close();
  });

  // The route's chunks and words are announced in the HTML (scripts/vite/prerender.ts), so the browser fetches
  // them together with the entry, not one after the other once the entry has run. What the frame loads on
  // purpose after its first render (nhsuk-frontend's scripts, the cookie banner) is not the route's.
  const manifest = JSON.parse(
    readFileSync(join(distApp, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  /**
   * The built files of the screens and of the words (as /assets/… paths). What a screen imports in turn is
   * read from the same manifest by the same code (scripts/vite/route-preloads.test.ts).
   */
  const filesOf = (source: RegExp) =>
    new Set(
      Object.values(manifest)
        .filter((chunk) => source.test(chunk.src ?? ''))
        .map((chunk) => `/${chunk.file}`),
    );
  const routeFiles = filesOf(/-screen\.tsx$|^locales\//);
  const screenFiles = filesOf(/-screen\.tsx$/);
  /** Opens `path` and expects every screen or words file it fetched to be announced in its HTML as served. */
  async function expectRouteFilesAnnounced(page: Page, path: string): Promise<void> {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.locator('.app-loading')).toHaveCount(0);
    // From the HTML as served: once running, the entry adds links of its own for what it imports.
    const announced = announcedFiles((await response?.text()) ?? '');
    const routeFetched = fetched.filter((file) => routeFiles.has(file));
    expect(routeFetched.length).toBeGreaterThan(0);
    expect(routeFetched.filter((file) => !announced.includes(file))).toEqual([]);
  }

  for (const path of prerenderedPaths) {
    test(`${path} announces its route's chunks and words in its HTML`, async ({ page }) => {
      await expectRouteFilesAnnounced(page, path);
    });
  }

  // A signed-in route's page is the frame with its own announcements (shellRoutes in src/app/prerender.tsx),
  // home's too, so its screen's code comes with the entry, not after the entry and the frame's data part have
  // run. Every such page the build wrote announces a screen; a sample is opened signed in.
  const shellPaths = builtPages().filter((path) => !prerenderedPaths.includes(path));
  test('every fixed route has its own page, which announces a screen', () => {
    expect(shellPaths).toEqual(expect.arrayContaining(['/', '/my-meds', '/my-meds/orders']));
    for (const path of shellPaths) {
      const html = readFileSync(join(distApp, path, 'index.html'), 'utf8');
      expect(
        announcedFiles(html).filter((file) => screenFiles.has(file)),
        path,
      ).not.toEqual([]);
    }
    // Any other address (a message thread, a path no route has) gets the frame's page, announcing no screen.
    for (const file of ['frame.html', 'frame.session.html']) {
      const html = readFileSync(join(distApp, file), 'utf8');
      expect(announcedFiles(html).filter((announced) => screenFiles.has(announced))).toEqual([]);
    }
  });
  for (const path of ['/', '/my-meds', '/my-meds/orders', '/my-meds/reminders', '/my-details']) {
    test(`${path}, signed in, announces its route's chunks and words in its HTML`, async ({
      page,
      context,
    }) => {
      const opened = await signedInTab(page, context, demoEmails.alexLinked);
      await expectRouteFilesAnnounced(opened, path);
      await opened.close();
    });
  }
});

/** The files a page announces with modulepreload links. */
function announcedFiles(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].flatMap(([, file]) =>
    file === undefined ? [] : [file],
  );
}

/** The path of every page the build wrote (`<path>/index.html` under dist/app). */
function builtPages(folder = ''): string[] {
  return readdirSync(join(distApp, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'index.html' ? [`/${folder}`] : [];
    return entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')
      ? builtPages(folder ? `${folder}/${entry.name}` : entry.name)
      : [];
  });
}
