import { type Locator, type Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/**
 * What a sighted user must read is seen, not only present (issue #12). With the real CSS in Chromium: visible
 * (Playwright's toBeVisible), and once scrolled into view on screen with a readable size, not inside the
 * visually-hidden pattern (`nhsuk-u-visually-hidden`, a 1 px clipped box that toBeVisible accepts), not faded
 * out, not in transparent text, not clipped by an ancestor's overflow, and not covered: the element at its
 * first line is it or inside it. Retried until the page settles; fails saying what hides it.
 */
export async function expectSeen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => locator.evaluate(seenProblem), { message: `${locator.toString()} is seen` })
    .toBe('');
}

/** Runs in the page: '' when the element is seen, else what hides it. */
function seenProblem(element: Element): string {
  if (element.closest('.nhsuk-u-visually-hidden') !== null)
    return 'it is visually hidden (nhsuk-u-visually-hidden)';
  const rect = element.getBoundingClientRect();
  // Smaller than a character: a visually-hidden copy, or collapsed.
  if (rect.width < 4 || rect.height < 4)
    return `its box is ${rect.width} × ${rect.height} px, too small to read`;
  if (rect.left < 0 || rect.right > window.innerWidth)
    return `it runs past the viewport's sides (${rect.left} to ${rect.right} of ${window.innerWidth})`;
  if (rect.bottom <= 0 || rect.top >= window.innerHeight) return 'it is outside the viewport';
  const colour = getComputedStyle(element).color;
  if (/rgba\([^)]*,\s*0\)|transparent/.test(colour)) return `its text is transparent (${colour})`;

  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const style = getComputedStyle(node);
    const name = `<${node.tagName.toLowerCase()}>`;
    if (Number(style.opacity) === 0) return `${name} has opacity 0`;
    // clip is deprecated, but it is what the visually-hidden pattern still uses.
    const clip = style.getPropertyValue('clip');
    if ((clip !== 'auto' && clip !== '') || (style.clipPath !== 'none' && style.clipPath !== ''))
      return `${name} clips it (clip ${clip}, clip-path ${style.clipPath})`;
    if (node !== element && style.overflow !== 'visible') {
      const box = node.getBoundingClientRect();
      const inside =
        rect.left >= box.left - 1 &&
        rect.right <= box.right + 1 &&
        rect.top >= box.top - 1 &&
        rect.bottom <= box.bottom + 1;
      if (!inside) return `${name} (overflow ${style.overflow}) cuts it off`;
    }
  }

  // Covered: hit-test the centre of its first line box (a wrapped inline's centre may fall between lines).
  const line = element.getClientRects()[0] ?? rect;
  const top = Math.min(Math.max((line.top + line.bottom) / 2, 0), window.innerHeight - 1);
  const hit = document.elementFromPoint((line.left + line.right) / 2, top);
  if (hit === null || !(hit === element || element.contains(hit)))
    return `it is covered by <${hit?.tagName.toLowerCase() ?? 'nothing'}> "${(hit?.textContent ?? '').trim().slice(0, 40)}"`;
  return '';
}

/**
 * Starts watching `main` for a status (role=status) saying `text`, such as a loading state: when the answer
 * comes quickly it shows for a few milliseconds only, which a polling assertion can miss, but a
 * MutationObserver sees every change the page makes. Returns the check to await once the action is done.
 */
export async function watchForStatus(page: Page, text: string): Promise<() => Promise<void>> {
  await page.evaluate((wanted) => {
    const watch = window as unknown as { statusSeen?: boolean; statusWatch?: MutationObserver };
    const look = () => {
      const statuses = document.querySelectorAll('main [role="status"]');
      if (Array.from(statuses).some((status) => status.textContent.includes(wanted)))
        watch.statusSeen = true;
    };
    watch.statusSeen = false;
    watch.statusWatch?.disconnect();
    watch.statusWatch = new MutationObserver(look);
    watch.statusWatch.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, text);
  return async () => {
    await expect
      .poll(() => page.evaluate(() => (window as { statusSeen?: boolean }).statusSeen === true), {
        message: `a status saying "${text}" was shown`,
      })
      .toBe(true);
    await page.evaluate(() =>
      (window as { statusWatch?: MutationObserver }).statusWatch?.disconnect(),
    );
  };
}
