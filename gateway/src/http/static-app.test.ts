import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../server';
import { MemorySessionStore } from '../session/session-store';
import { close, listen } from '../testing/gateway-client';
import { testConfig } from '../testing/test-config';

/**
 * Which HTML an app route gets (issue #20): a page the build rendered for that path (`<path>/index.html`,
 * scripts/vite/prerender.ts, `/` included), else the frame's page for the router to handle (`frame.html`);
 * with the session cookie, the same page as it paints for a signed-in user (`index.session.html`,
 * `frame.session.html`, page-files.ts).
 */
describe('serving the built app', () => {
  let appDir: string;
  let base: string;
  let server: ReturnType<typeof createGateway>;
  beforeAll(async () => {
    appDir = mkdtempSync(path.join(tmpdir(), 'static-app-'));
    writeFileSync(path.join(appDir, 'index.html'), '<p>home</p>');
    writeFileSync(path.join(appDir, 'index.session.html'), '<p>home with the menu</p>');
    writeFileSync(path.join(appDir, 'frame.html'), '<p>shell</p>');
    writeFileSync(path.join(appDir, 'frame.session.html'), '<p>shell with the menu</p>');
    mkdirSync(path.join(appDir, 'help', 'cookies'), { recursive: true });
    writeFileSync(path.join(appDir, 'help', 'index.html'), '<p>help page</p>');
    writeFileSync(path.join(appDir, 'help', 'cookies', 'index.html'), '<p>cookies page</p>');
    writeFileSync(
      path.join(appDir, 'help', 'index.session.html'),
      '<p>help page with the menu</p>',
    );
    server = createGateway(
      testConfig('http://127.0.0.1:9', { serveAppDir: appDir, production: true }),
      { sessions: new MemorySessionStore(), log: () => {} },
    );
    base = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    rmSync(appDir, { recursive: true, force: true });
  });

  const page = async (urlPath: string, cookie?: string) => {
    const response = await fetch(new URL(urlPath, base), {
      headers: cookie === undefined ? {} : { cookie },
    });
    return { body: await response.text(), headers: response.headers };
  };

  it('sends a prerendered page for its own path, nested ones too, revalidated like index.html', async () => {
    const help = await page('/help');
    expect(help.body).toBe('<p>help page</p>');
    expect(help.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(help.headers.get('cache-control')).toBe('no-cache');
    expect((await page('/help/cookies')).body).toBe('<p>cookies page</p>');
  });

  it('sends the frame for any other route, and home its own page', async () => {
    expect((await page('/my-meds')).body).toBe('<p>shell</p>');
    expect((await page('/help/nothing-here')).body).toBe('<p>shell</p>');
    expect((await page('/')).body).toBe('<p>home</p>');
  });

  it('sends the page with the signed-in menu when the request carries the session cookie', async () => {
    // testConfig's cookie is not Secure, so its name is `session` (cookie-header.ts).
    const help = await page('/help', 'analytics=no; session=sealed-value');
    expect(help.body).toBe('<p>help page with the menu</p>');
    expect(help.headers.get('vary')).toContain('Cookie');
    expect((await page('/my-meds', 'session=sealed-value')).body).toBe(
      '<p>shell with the menu</p>',
    );
    expect((await page('/', 'session=sealed-value')).body).toBe('<p>home with the menu</p>');
    // A page the build wrote once only is sent as it is.
    expect((await page('/help/cookies', 'session=sealed-value')).body).toBe('<p>cookies page</p>');
    // Another cookie is not a session.
    expect((await page('/help', 'sessionX=1')).body).toBe('<p>help page</p>');
    expect((await page('/help')).headers.get('vary')).toContain('Cookie');
  });
});
