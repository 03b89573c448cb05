import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { demoEmails } from './support/demo-accounts';

/**
 * ARCHITECTURE.md "gateway/": the user's tokens live in the gateway's sealed, httpOnly session cookie and never
 * reach browser JavaScript. (The spec's browser storage of accessToken/refreshToken is what this replaces.)
 */
const jwtPattern = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
/** The reference API's refresh tokens: 32 random bytes, base64url (43 characters). */
const opaqueTokenPattern = /(^|[^\w-])[\w-]{43}($|[^\w-])/;
const tokenWords = /access_?token|refresh_?token|id_?token|bearer/i;

test('after sign-in no token is in localStorage, sessionStorage, document.cookie or any response', async ({
  page,
  context,
}) => {
  const graphqlBodies: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/graphql') {
      void response.text().then(
        (body) => graphqlBodies.push(body),
        () => undefined,
      );
    }
  });

  await new LoginPage(page).signInAs(demoEmails.morganManual);
  await new HomePage(page).expectLoaded('Morgan');
  await expectAccessible(page);

  const stored = await page.evaluate(() => {
    const entries = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return { key, value: storage.getItem(key) ?? '' };
      });
    return {
      local: entries(window.localStorage),
      session: entries(window.sessionStorage),
      cookie: document.cookie,
    };
  });
  for (const { key, value } of [...stored.local, ...stored.session]) {
    expect(key, `storage key ${key}`).not.toMatch(tokenWords);
    expect(value, `storage value of ${key}`).not.toMatch(jwtPattern);
    expect(value, `storage value of ${key}`).not.toMatch(opaqueTokenPattern);
  }
  expect(stored.cookie, 'document.cookie').not.toMatch(tokenWords);
  expect(stored.cookie, 'document.cookie').not.toMatch(jwtPattern);
  expect(stored.cookie, 'document.cookie').not.toMatch(/(^|;\s*)(__Host-)?session=/);

  // The browser does hold the session, but only as an httpOnly, SameSite cookie that scripts cannot read.
  const sessionCookie = (await context.cookies()).find((cookie) =>
    ['session', '__Host-session'].includes(cookie.name),
  );
  expect(sessionCookie, 'the gateway set its session cookie').toBeDefined();
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(['Lax', 'Strict']).toContain(sessionCookie?.sameSite);
  expect(sessionCookie?.path).toBe('/');
  expect(stored.cookie).not.toContain(sessionCookie?.value ?? '<none>');

  // Nothing the gateway answered to the page carried a token either.
  expect(graphqlBodies.length).toBeGreaterThan(0);
  for (const body of graphqlBodies) {
    expect(body).not.toMatch(tokenWords);
    expect(body).not.toMatch(jwtPattern);
  }
});
