import { type Locator, type Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/** The most Tab presses a journey step may need to reach its target. */
const maxTabs = 40;

/** Presses Tab (or Shift+Tab) until `target` has focus (no element.focus(): only the keyboard). */
export async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, `${key} presses to reach the target`).toBeLessThan(maxTabs);
    await page.keyboard.press(key);
  }
}

/** Tabs to a link or button, as tabTo does, and presses Enter on it. */
export async function activateByKeyboard(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  await tabTo(page, target, key);
  await page.keyboard.press('Enter');
}

/** Whether keyboard focus is on the element `locator` finds. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
