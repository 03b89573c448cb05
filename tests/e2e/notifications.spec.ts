import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures/test';
import { Frame } from './pages/frame';
import { HomePage } from './pages/home-page';
import { frameContent, pageTitle } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { press, tabTo } from './support/keyboard';
import { testWithOutage } from './support/orders-outage';

/**
 * spec part 2 'Notifications', §4 ('Notification toggle: applied optimistically and reverted on failure'),
 * §6, §8 (issue #19). Nora (nora.notifications) has the app, the patient integration and reminders on, and is
 * the account these journeys change; tara has neither the app nor reminders. Served through a proxy that can
 * make the update call fail for real (support/orders-outage.ts).
 */
const test = testWithOutage(['updateNotificationPreferences']);

const content = {
  heading: 'Notifications',
  groups: [
    'Order updates',
    'Reorder reminders',
    'Daily medication reminders',
    'Communication preferences',
  ],
  reverted: 'Unable to update preferences',
  updateFailed: 'Unable to update notification preferences at this time. Please try again.',
  noApp: /You cannot choose app notifications because you do not use our app/,
};

function group(frame: Frame, legend: string): Locator {
  return frame.main.getByRole('group', { name: legend });
}

function box(frame: Frame, legend: string, channel: 'Email' | 'App'): Locator {
  return group(frame, legend).getByRole('checkbox', { name: channel });
}

async function openFromMyDetails(page: Page, frame: Frame): Promise<void> {
  await frame.navigationLink(frameContent.myDetails).click();
  await expect(frame.pageHeading).toHaveText('My details');
  await frame.main.getByRole('link', { name: content.heading }).click();
  await expect(page).toHaveURL(/\/my-details\/notifications$/);
  await frame.expectHeadingFocused(content.heading);
  await expect(page).toHaveTitle(pageTitle(content.heading));
}

test('nora changes a preference by keyboard at once; a change that fails is put back and says so', async ({
  page,
  outage,
}) => {
  await HomePage.signedIn(page, demoEmails.noraNotifications, 'Nora');
  const frame = new Frame(page);
  await openFromMyDetails(page, frame);
  await expect(frame.main.getByRole('group')).toHaveText(
    content.groups.map((legend) => new RegExp(legend)),
  );
  await expect(box(frame, 'Order updates', 'App')).toBeChecked();
  await expect(box(frame, 'Daily medication reminders', 'App')).toBeEnabled();
  await expectAccessible(page);

  // Space on a box saves it there and then: still so after a reload.
  const dailyApp = box(frame, 'Daily medication reminders', 'App');
  await expect(dailyApp).not.toBeChecked();
  await tabTo(page, dailyApp);
  // The first gateway answer after the key press is the update's (the screen reads again only after it).
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/graphql' && response.ok(),
  );
  await press(page, 'Space', () => expect(dailyApp).toBeChecked());
  await saved;
  await page.reload();
  await expect(frame.pageHeading).toHaveText(content.heading);
  await expect(box(frame, 'Daily medication reminders', 'App')).toBeChecked();

  // The API fails the update: the box goes back, the failure is announced and its group says why.
  outage.takeOrdersDown('unavailable');
  try {
    const marketingEmail = box(frame, 'Communication preferences', 'Email');
    await expect(marketingEmail).not.toBeChecked();
    await tabTo(page, marketingEmail);
    await press(page, 'Space');
    await expect(page.getByRole('alert').filter({ hasText: content.reverted })).toBeVisible();
    await expect(marketingEmail).not.toBeChecked();
    await expect(group(frame, 'Communication preferences')).toContainText(content.updateFailed);
    await expect(page).toHaveTitle(/^Error: Notifications/);
    await expectAccessible(page);
  } finally {
    outage.bringOrdersBack();
  }
  await page.reload();
  await expect(frame.pageHeading).toHaveText(content.heading);
  await expect(box(frame, 'Communication preferences', 'Email')).not.toBeChecked();
});

test('tara, without the app and with reminders off: no reminder settings, app boxes disabled and why', async ({
  page,
}) => {
  await HomePage.signedIn(page, demoEmails.taraTpp, 'Tara');
  const frame = new Frame(page);
  await openFromMyDetails(page, frame);
  await expect(frame.main.getByRole('group')).toHaveText([
    /Order updates/,
    /Communication preferences/,
  ]);
  await expect(frame.main.getByText(content.noApp)).toBeVisible();
  for (const legend of ['Order updates', 'Communication preferences']) {
    await expect(box(frame, legend, 'App')).toBeDisabled();
    await expect(box(frame, legend, 'App')).toHaveAccessibleDescription(content.noApp);
    await expect(box(frame, legend, 'Email')).toBeEnabled();
  }
  await expectAccessible(page);
});
