import { type Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/**
 * Reflow, text size and target size (WCAG 2.2 1.4.10, 1.4.4, 2.5.8; ACCESSIBILITY.md "Targets at least 24 × 24
 * CSS px … reflow at 320 px with no horizontal scroll; … 200 % text zoom do not hide content"), measured in
 * Chromium with the app's real CSS on the page as it is now.
 */

/** 1.4.10: 320 CSS px wide is 1280 px at 400 % zoom. */
export const reflowWidth = 320;
/** The crawl's usual desktop viewport, where text is enlarged for 1.4.4. */
const desktop = { width: 1280, height: 720 };
/** 2.5.8's minimum, in CSS px. */
const minTarget = 24;

/**
 * Checks the page at 320 CSS px wide, then at desktop width with text at 200 %, and puts the page back as it
 * was (desktop width, default text size).
 */
export async function expectReflowAndTextSize(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? desktop;
  await page.setViewportSize({ width: reflowWidth, height: viewport.height });
  await expectLaidOutWell(page, `at ${reflowWidth} CSS px wide`);
  await page.setViewportSize(viewport);

  await setTextSize(page, 2);
  try {
    await expectLaidOutWell(page, 'with text at 200 %');
  } finally {
    await setTextSize(page, 1);
  }
}

/**
 * Enlarges text only, as a browser's "font size" setting does. nhsuk-frontend sizes its text in rem (its
 * nhsuk-font-size mixin converts every size with nhsuk-px-to-rem; pt only for print) and sets no font size on
 * the root, so the user's default font size scales all the text while boxes set in px keep their size. That
 * setting is what Chromium's Page.setFontSizes sets (DevTools protocol; it outlives navigations). Zooming the
 * page instead (CSS zoom, or the device scale) would enlarge boxes and text together, which is the reflow
 * check's job, and would hide a box sized in px that clips text grown in rem.
 */
async function setTextSize(page: Page, scale: 1 | 2): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Chromium's defaults: 16 px standard, 13 px monospace.
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });
  } finally {
    await cdp.detach();
  }
  const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(rootSize, 'the root font size after changing the text size').toBe(`${16 * scale}px`);
}

/** What the page breaks at one size: each a sentence naming the element. */
export interface LayoutFindings {
  horizontalScroll: string[];
  clippedText: string[];
  smallTargets: string[];
}

async function expectLaidOutWell(page: Page, condition: string): Promise<void> {
  // Let layout settle after the resize (the menu toggle, the header's breakpoint).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const findings = await page.evaluate(measureLayout, minTarget);
  const where = `${new URL(page.url()).pathname} ${condition}`;
  expect(findings.horizontalScroll, `horizontal scrolling on ${where}`).toEqual([]);
  expect(findings.clippedText, `clipped text on ${where}`).toEqual([]);
  expect(findings.smallTargets, `targets under 24 × 24 CSS px on ${where}`).toEqual([]);
}

/**
 * Runs in the page (serialised by Playwright, so self-contained). Visible means rendered (not `display: none`,
 * `visibility: hidden` nor inside a closed `details`) and not clipped to a pixel by a visually-hidden class
 * (nhsuk-u-visually-hidden: text for screen readers, clipped on purpose).
 */
function measureLayout(minSize: number): LayoutFindings {
  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 60);
    const label =
      element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent;
    const name = text || label?.trim() || '';
    return `<${element.tagName.toLowerCase()}${id}${classes}>${name ? ` "${name}"` : ''}`;
  };
  // Whether an element or one of its ancestors is clipped to nothing (memoised: asked of every element).
  const clippedAway = new Map<Element, boolean>();
  const isClippedAway = (element: Element | null): boolean => {
    if (!element) return false;
    const known = clippedAway.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const clipped =
      style.clipPath.startsWith('inset(50%') ||
      (style.overflow !== 'visible' && box.width <= 1 && box.height <= 1) ||
      isClippedAway(element.parentElement);
    clippedAway.set(element, clipped);
    return clipped;
  };
  const isVisible = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !isClippedAway(element);
  };
  const hasOwnText = (element: Element): boolean =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  const all = [...document.body.querySelectorAll('*')];

  // 1.4.10: the document scrolls sideways when it is wider than the viewport; name what sticks out.
  const viewportWidth = document.documentElement.clientWidth;
  const horizontalScroll: string[] = [];
  if (document.documentElement.scrollWidth > viewportWidth) {
    const sticking = all.filter(
      (element) =>
        isVisible(element) &&
        element.getBoundingClientRect().right > viewportWidth + 0.5 &&
        !(
          element.parentElement &&
          element.parentElement.getBoundingClientRect().right > viewportWidth + 0.5
        ),
    );
    horizontalScroll.push(
      `the document is ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px viewport; ` +
        `sticking out: ${sticking.slice(0, 5).map(describe).join(', ') || 'nothing visible'}`,
    );
  }

  // 1.4.4 / 1.4.10: text cut off by a box that hides its overflow (a box scrolling its own content is fine).
  const clippedText: string[] = [];
  for (const box of all) {
    const style = getComputedStyle(box);
    const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (!(hidesX || hidesY) || !isVisible(box)) continue;
    const overflowsX = hidesX && box.scrollWidth > box.clientWidth + 1;
    const overflowsY = hidesY && box.scrollHeight > box.clientHeight + 1;
    if (!overflowsX && !overflowsY) continue;
    const bounds = box.getBoundingClientRect();
    const cut = [box, ...box.querySelectorAll('*')].filter((element) => {
      if (!hasOwnText(element) || !isVisible(element)) return false;
      const text = element.getBoundingClientRect();
      return (
        (overflowsX && (text.left < bounds.left - 1 || text.right > bounds.right + 1)) ||
        (overflowsY && (text.top < bounds.top - 1 || text.bottom > bounds.bottom + 1))
      );
    });
    if (cut.length > 0) {
      clippedText.push(
        `${describe(box)} (overflow ${style.overflowX} ${style.overflowY}, ` +
          `${box.clientWidth}×${box.clientHeight} px showing ${box.scrollWidth}×${box.scrollHeight}) ` +
          `cuts off ${cut.slice(0, 3).map(describe).join(', ')}`,
      );
    }
  }

  // 2.5.8: every target at least 24 × 24, unless inline in a sentence or spaced so that a 24 px circle on it
  // meets no other target.
  const targets = [
    ...document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]',
    ),
  ].filter(isVisible);
  const boxes = new Map(targets.map((target) => [target, target.getBoundingClientRect()]));
  const undersized = (box: DOMRect) => box.width < minSize - 0.5 || box.height < minSize - 0.5;
  const inSentence = (target: Element): boolean => {
    if (getComputedStyle(target).display !== 'inline') return false;
    const block = target.parentElement;
    if (!block) return false;
    // Text beside the target in the same block: the line height of that text sets the target's height.
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!target.contains(node) && (node.textContent ?? '').trim() !== '') return true;
    }
    return false;
  };
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
    Math.hypot(
      Math.max(box.left - point.x, 0, point.x - box.right),
      Math.max(box.top - point.y, 0, point.y - box.bottom),
    );
  const smallTargets: string[] = [];
  for (const target of targets) {
    const box = boxes.get(target)!;
    if (!undersized(box) || inSentence(target)) continue;
    const c = centre(box);
    const crowding = targets.filter((other) => {
      if (other === target || other.contains(target) || target.contains(other)) return false;
      const otherBox = boxes.get(other)!;
      // Spacing exception: the 24 px circle on this target must not meet another target, nor the circle on
      // another undersized target.
      return undersized(otherBox)
        ? Math.hypot(c.x - centre(otherBox).x, c.y - centre(otherBox).y) < minSize
        : distanceToBox(c, otherBox) < minSize / 2;
    });
    if (crowding.length > 0) {
      smallTargets.push(
        `${describe(target)} is ${Math.round(box.width)}×${Math.round(box.height)} px, ` +
          `too close to ${crowding.slice(0, 2).map(describe).join(', ')}`,
      );
    }
  }
  return { horizontalScroll, clippedText, smallTargets };
}
