import type { Page } from '@playwright/test';

/**
 * Names of the cookies and browser storage items the app's origin holds now, as the browser has them
 * (context.cookies(), localStorage, sessionStorage): what the cookie policy page must name (issue #19).
 */
export async function storedNames(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies(page.url())).map((cookie) => cookie.name);
  const storage = await page.evaluate(() => [
    ...Object.keys(window.localStorage),
    ...Object.keys(window.sessionStorage),
  ]);
  return [...cookies, ...storage];
}
