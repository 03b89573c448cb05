import { type Page } from '@playwright/test';

/**
 * Layout shifts (issue #20: "no layout shift when data arrives"; Core Web Vitals' CLS), as Chromium reports them
 * with the app's real CSS: content that moves after it was painted because something came in above or beside
 * it, which makes a reader lose their place and a tap land on the wrong thing. Like CLS, a shift within half a
 * second of the user's input (a click, a key, typing) is the page answering them, and is left out. Chromium's
 * own flag for that (hadRecentInput) is set on some shifts of a test's page when no input came, so the input
 * is watched here instead.
 */

/** One shift not caused by input: its score (the share of the viewport that moved, times how far) and what moved. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/** CLS's window: a shift this soon after input is the page answering it. */
const INPUT_EXCLUSION_MS = 500;

/** Records the layout shifts of the page's next loads from their first paint (layoutShiftsWithoutInput). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const shifts = (window.__layoutShifts = []);
      const inputs = [];
      for (const type of ['pointerdown', 'keydown', 'input', 'change']) {
        window.addEventListener(type, (event) => inputs.push(event.timeStamp), { capture: true });
      }
      const followsInput = (time) =>
        inputs.some((input) => time >= input && time - input < ${INPUT_EXCLUSION_MS});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (followsInput(entry.startTime)) continue;
          shifts.push({
            value: entry.value,
            moved: (entry.sources || []).map((source) => {
              const node = source.node;
              const element = node && node.nodeType === 1 ? node : node && node.parentElement;
              const name = element ? element.outerHTML.slice(0, 120) : 'a node since removed';
              return (node && node.nodeType !== 1 ? node.nodeName + ' of ' : '') + name;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    })();`,
  });
}

/** The shifts since the page last loaded that no input caused (recordLayoutShifts must come first). */
export async function layoutShiftsWithoutInput(page: Page): Promise<LayoutShift[]> {
  return page.evaluate('window.__layoutShifts || []');
}
