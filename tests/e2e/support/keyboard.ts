import { type Locator, type Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/**
 * Keyboard-only journeys (issue #12): every step is a real key press, and after each one `expectFocusVisible`
 * checks that focus is somewhere (not lost to `body`) and that the focused element shows the NHS focus style.
 * Journeys use `press`, `typeText`, `tabTo`, `tabInto`, `arrowTo` and `activateByKeyboard`, all of which call it.
 */

/** The most Tab presses a journey step may need to reach its target. */
const maxTabs = 40;

/** nhsuk-frontend's focus colour ($nhsuk-focus-colour, #ffeb3b) as computed styles give it. */
const nhsFocusYellow = 'rgb(255, 235, 59)';

/**
 * Presses `key`, waits for `settled` (the page the key leads to, when it leads somewhere: a check made before
 * the new page arrives would judge the old one), then checks focus.
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
 * Presses Tab (or Shift+Tab) until `target` has focus (no element.focus(): only the keyboard), checking
 * after every press that focus is visible.
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

/** Presses Tab until focus is inside `container` (a radio group is one Tab stop: then `arrowTo`). */
export async function tabInto(page: Page, container: Locator): Promise<void> {
  await expect(container).toBeVisible();
  for (let presses = 0; !(await hasFocusWithin(container)); presses++) {
    expect(presses, 'Tab presses to reach the group').toBeLessThan(maxTabs);
    await press(page, 'Tab');
  }
}

/** Presses an arrow key until `target` has focus: moving through radios, which also selects them. */
export async function arrowTo(
  page: Page,
  target: Locator,
  key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown',
): Promise<void> {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, `${key} presses to reach the target`).toBeLessThan(maxTabs);
    await press(page, key);
  }
}

async function hasFocusWithin(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Whether keyboard focus is on the element `locator` finds. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Focus is on an element (not `body`, not nowhere) and that element shows a visible focus indicator. A control
 * the keyboard reaches with Tab shows the NHS style: with the page's real CSS, what its `:focus` rules change
 * (on the element, its pseudo-elements, or its label, where NHS checkboxes and radios draw it) includes the NHS
 * yellow as background, box-shadow or outline. Where the app moved focus to something that is not a control
 * (tabindex -1: the h1 after a route change, an error summary, a confirmation), that style or at least a
 * visible outline (the browser's focus ring) will do: there is nothing to operate, only a place to read from.
 * Retried until the page settles; fails with what was focused and what its focus style changed.
 */
export async function expectFocusVisible(page: Page, when = ''): Promise<void> {
  await expect
    .poll(() => page.evaluate(focusProblem, nhsFocusYellow), {
      message: `focus visible ${when}`.trim(),
    })
    .toBe('');
}

/**
 * Runs in the page. '' when focus is visible, else what is wrong. The unfocused look is the same element's
 * computed style with every author `:focus`, `:focus-visible` and `:focus-within` selector made unmatchable for
 * a moment (synchronously, so the page never renders it): comparing the two shows what focus alone changes,
 * so an element whose indicator is the same as its resting look, or only the browser's default ring, fails.
 */
function focusProblem(yellow: string): string {
  const focused = document.activeElement;
  if (focused === null || focused === document.body || focused === document.documentElement)
    return 'focus is lost to the document body';

  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${element.textContent.trim().slice(0, 40)}"`;
  const rect = focused.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0)
    return `${describe(focused)} is focused but not rendered`;

  // Where NHS styles draw the indicator: the element, its ::before/::after, and its labels' (radios, checkboxes).
  const labelList = (focused as { labels?: NodeListOf<HTMLLabelElement> | null }).labels;
  const labels = labelList ? Array.from(labelList) : [];
  const targets = [focused, ...labels].flatMap((element) =>
    [null, '::before', '::after'].map((pseudo) => ({ element, pseudo })),
  );
  const properties = [
    'background-color',
    'box-shadow',
    'outline-style',
    'outline-color',
    'outline-width',
  ];
  const read = () =>
    targets.map(({ element, pseudo }) => {
      const style = getComputedStyle(element, pseudo);
      return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
    });

  const withFocus = read();
  const focusPseudoClass = /:focus(?:-visible|-within)?(?![\w-])/;
  // The rules with a focus pseudo-class, collected once per set of style sheets (walking ~2,500 rules costs
  // more than the rest of the check); lazy routes add sheets, which starts a new collection.
  const probe = window as unknown as {
    focusRules?: { sheets: CSSStyleSheet[]; rules: CSSStyleRule[] };
  };
  const sheets = Array.from(document.styleSheets);
  if (
    probe.focusRules?.sheets.length !== sheets.length ||
    probe.focusRules.sheets.some((sheet, index) => sheet !== sheets[index])
  ) {
    const rules: CSSStyleRule[] = [];
    const collect = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule && focusPseudoClass.test(rule.selectorText))
          rules.push(rule);
        else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of sheets) collect(sheet.cssRules);
    probe.focusRules = { sheets, rules };
  }
  // Only rules that could style the targets at all (their selector without focus and pseudo-elements matches).
  const elements = [focused, ...labels];
  const couldStyleTargets = (selector: string) => {
    const bare = selector
      .replace(new RegExp(focusPseudoClass.source, 'g'), '')
      .replace(/::?(?:before|after)(?![\w-])|::[\w-]+/g, '');
    try {
      return elements.some((element) => element.matches(bare.trim() === '' ? '*' : bare));
    } catch {
      return true;
    }
  };
  const edited = probe.focusRules.rules
    .filter((rule) => couldStyleTargets(rule.selectorText))
    .map((rule) => ({ rule, selector: rule.selectorText }));
  // A class no element has: matches nothing, as :focus does unfocused (and :not(…) of it everything).
  for (const { rule, selector } of edited)
    rule.selectorText = selector.replace(
      new RegExp(focusPseudoClass.source, 'g'),
      '.never-focused-probe',
    );
  const withoutFocus = read();
  for (const { rule, selector } of edited) rule.selectorText = selector;

  const shows = withFocus.some((style, index) => {
    const resting = withoutFocus[index]!;
    const shown = (name: string) => style[name] !== resting[name] && style[name]!.includes(yellow);
    const outlined =
      style['outline-style'] !== 'none' &&
      style['outline-width'] !== '0px' &&
      style['outline-color'] === yellow &&
      (style['outline-style'] !== resting['outline-style'] ||
        style['outline-color'] !== resting['outline-color']);
    return shown('background-color') || shown('box-shadow') || outlined;
  });
  if (shows) return '';
  const own = withFocus[0]!;
  const ringed =
    own['outline-style'] !== 'none' &&
    own['outline-width'] !== '0px' &&
    !/rgba\(.*, 0\)$|transparent/.test(own['outline-color']!);
  return (focused as HTMLElement).tabIndex < 0 && ringed
    ? ''
    : `${describe(focused)} has focus but no visible NHS focus indicator (focused ${JSON.stringify(withFocus[0])}, resting ${JSON.stringify(withoutFocus[0])})`;
}
