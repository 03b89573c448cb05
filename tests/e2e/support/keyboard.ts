import { type Locator, type Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/**
 * Keyboard-only journeys (issue #12): every step is a real key press (no click, no element.focus()), and after
 * each one `expectFocusVisible` checks that focus is on something, not lost to `body`, and that what the
 * keyboard reached shows a focus indicator with the page's real CSS. `press`, `typeText`, `tabTo`, `arrowTo`
 * and `activateByKeyboard` all check it.
 */

/** The most Tab presses a journey step may need to reach its target. */
const maxTabs = 40;

/** nhsuk-frontend's focus colour ($nhsuk-focus-colour, #ffeb3b) as computed styles give it. */
const nhsFocusYellow = 'rgb(255, 235, 59)';

/**
 * Presses `key`; when the key leads somewhere (a new page, a message), waits for `settled` first, since a check
 * made before the outcome arrives would judge the old page; then checks focus.
 */
export async function press(
  page: Page,
  key: string,
  settled?: () => Promise<unknown>,
): Promise<void> {
  await page.keyboard.press(key);
  if (settled) await settled();
  await expectFocusVisible(page, `after ${key}`);
}

/** Types `text` into whatever has focus, key by key, then checks focus. */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expectFocusVisible(page, `after typing "${text}"`);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking after every press that focus is visible.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, `${key} presses to reach the target`).toBeLessThan(maxTabs);
    await press(page, key);
  }
}

/** Tabs to a link or button, as tabTo does, and presses Enter on it; then as `press`. */
export async function activateByKeyboard(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  settled?: () => Promise<unknown>,
): Promise<void> {
  await tabTo(page, target, key);
  await press(page, 'Enter', settled);
}

/** Presses Tab until focus is inside `container` (a radio group is one Tab stop: then the arrows). */
export async function tabInto(page: Page, container: Locator): Promise<void> {
  await expect(container).toBeVisible();
  for (
    let presses = 0;
    !(await container.evaluate((element) => element.contains(document.activeElement)));
    presses++
  ) {
    expect(presses, 'Tab presses to reach the group').toBeLessThan(maxTabs);
    await press(page, 'Tab');
  }
}

/** Presses an arrow key until `target` has focus: moving through radios, which also checks them. */
export async function arrowTo(
  page: Page,
  target: Locator,
  key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' = 'ArrowDown',
): Promise<void> {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, `${key} presses to reach the target`).toBeLessThan(maxTabs);
    await press(page, key);
  }
}

/** Whether keyboard focus is on the element `locator` finds. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Focus is on a rendered element (not `body`, not nowhere), and an element the keyboard reaches (tab index 0
 * or more) shows a visible focus indicator with the real CSS: an outline, or the NHS yellow as box-shadow or
 * background, on the element, its ::before/::after or its labels' (where NHS radios and checkboxes draw it).
 * An element the app focused itself (tab index -1: the h1 after a route change, an error summary, a banner)
 * needs none: nhsuk-frontend gives its own programmatic target no ring (`.nhsuk-skip-link-focused-element`),
 * and there is nothing to operate there. Retried until the page settles; fails saying what was focused.
 */
export async function expectFocusVisible(page: Page, when = ''): Promise<void> {
  // One round trip when all is well (most presses): a journey makes dozens of them.
  if ((await page.evaluate(focusProblem, nhsFocusYellow)) === '') return;
  await expect
    .poll(() => page.evaluate(focusProblem, nhsFocusYellow), {
      message: `focus visible ${when}`.trim(),
    })
    .toBe('');
}

/** Runs in the page: '' when focus is where it should be and shows, else what is wrong. */
function focusProblem(yellow: string): string {
  const focused = document.activeElement;
  if (focused === null || focused === document.body || focused === document.documentElement)
    return 'focus is lost to the document body';
  const described = `<${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}> "${focused.textContent.trim().slice(0, 40)}"`;
  const rect = focused.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return `${described} has focus but is not rendered`;
  if ((focused as HTMLElement).tabIndex < 0) return '';

  const labelList = (focused as { labels?: NodeListOf<HTMLLabelElement> | null }).labels;
  const styles = [focused, ...(labelList ? Array.from(labelList) : [])].flatMap((element) =>
    [null, '::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo)),
  );
  const transparent = /rgba\([^)]*,\s*0\)|transparent/;
  const shows = styles.some(
    (style) =>
      (style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent.test(style.outlineColor)) ||
      style.boxShadow.includes(yellow) ||
      style.backgroundColor === yellow,
  );
  if (shows) return '';
  const own = styles[0]!;
  return `${described} has focus but shows no focus indicator (outline ${own.outlineStyle} ${own.outlineWidth} ${own.outlineColor}, box-shadow ${own.boxShadow}, background ${own.backgroundColor})`;
}

/**
 * Presses `key` and waits for `settled`, watching focus all the while (every frame): fails if focus was on
 * `body` at any moment in between, as when the pressed control is re-rendered away while data reloads, which
 * sends a screen reader back to the top of the page. Then checks focus as `press` does.
 */
export async function pressKeepingFocus(
  page: Page,
  key: string,
  settled: () => Promise<unknown>,
): Promise<void> {
  await page.evaluate(() => {
    const watch = window as unknown as { focusLostTo?: string[]; focusWatch?: number };
    watch.focusLostTo = [];
    const sample = () => {
      if (document.activeElement === null || document.activeElement === document.body)
        watch.focusLostTo!.push('body');
      watch.focusWatch = requestAnimationFrame(sample);
    };
    sample();
  });
  await page.keyboard.press(key);
  await settled();
  const lost = await page.evaluate(() => {
    const watch = window as unknown as { focusLostTo?: string[]; focusWatch?: number };
    cancelAnimationFrame(watch.focusWatch!);
    return watch.focusLostTo!.length;
  });
  expect(lost, `frames with focus on body after ${key}`).toBe(0);
  await expectFocusVisible(page, `after ${key}`);
}
