import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage, homeCardsContent } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { demoEmails, demoPassword } from './support/demo-accounts';
import { e2eApiURL } from './support/stack';

/**
 * spec part 1 §2 'Home screen' (cards, banners), §2 'Navigation bar' (the my meds badge), part 2 §9 (the
 * schedule card). Data: api/src/demo/seed.ts, seed-orders.ts, seed-reminders.ts.
 */

/** The headers every call to the reference API needs (docs/rest-api.md "Every request"). */
const apiHeaders = {
  'content-type': 'application/json',
  'x-api-key': process.env.API_KEY ?? 'dev-api-key',
  'x-version': '2.7.8',
  'x-platform': 'Web',
};

/**
 * Sets the link prompt's dismissal (iM1ReminderClosed) for the account's selected patient straight through
 * the API (PUT /v1/patients), so that a journey that dismisses it leaves the demo account as it found it.
 */
async function setLinkPromptClosed(email: string, closed: boolean): Promise<void> {
  const signIn = await fetch(`${e2eApiURL}/v1/auth/token`, {
    method: 'POST',
    headers: apiHeaders,
    body: JSON.stringify({ username: email, password: demoPassword, platform: 'web' }),
  });
  if (!signIn.ok) throw new Error(`API sign-in for ${email} answered ${signIn.status}`);
  const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
  const update = await fetch(`${e2eApiURL}/v1/patients`, {
    method: 'PUT',
    headers: { ...apiHeaders, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ iM1ReminderClosed: closed }),
  });
  if (!update.ok) throw new Error(`API update patient for ${email} answered ${update.status}`);
}

test('alex sees the schedule, live orders, prescriptions, promoted services and the badge', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(demoEmails.alexLinked);
  const home = new HomePage(page);
  await home.expectLoaded('Alex');

  // Two daily reminders and the one reorder reminder due today (the other is a week away).
  await expect(home.scheduleItems()).toHaveText([
    '8:00am: Amlodipine 5mg tablets',
    '9:30pm: Atorvastatin 20mg tablets',
    'Amlodipine 5mg tablets: reorder today',
  ]);
  await expect(home.liveOrdersCard).toContainText('You have 2 live orders.');
  await expect(home.liveOrdersCard.getByRole('listitem')).toHaveCount(2);
  await expect(home.liveOrdersCard).toContainText('Ready to collect');
  await expect(
    home.liveOrdersCard.getByRole('link', { name: homeCardsContent.viewOrders }),
  ).toHaveAttribute('href', '/my-meds/orders');
  await expect(home.prescriptionsCard).toContainText(/You have \d+ repeat prescriptions?\./);
  await expect(
    home.prescriptionsCard.getByRole('link', { name: 'Order a repeat prescription' }),
  ).toHaveAttribute('href', '/my-meds/orders/new');
  const promoted = page.getByRole('region', {
    name: 'Services at Medicines Online Pharmacy Gosforth',
  });
  await expect(promoted).toContainText('Book your free NHS flu vaccination at our pharmacy.');
  await expect(promoted).toContainText('Free blood pressure check for adults aged 40 and over.');
  // Linked: no manual-ordering update and no link prompt.
  await expect(home.importantUpdateCard).toHaveCount(0);
  await expect(home.linkPromptBanner).toHaveCount(0);

  // The my meds badge: one order ready to collect, said in words in the link's name.
  await expect(
    home.frame.navigation.getByRole('link', { name: homeCardsContent.myMedsBadge(1) }),
  ).toBeVisible();
  await expectAccessible(page);
});

test.describe('morgan (manual reordering, not linked)', () => {
  test.afterEach(async () => {
    // Put the link prompt back, whatever happened: other journeys may expect it.
    await setLinkPromptClosed(demoEmails.morganManual, false);
  });

  test('sees the important update and dismisses the link prompt for good', async ({ page }) => {
    await new LoginPage(page).signInAs(demoEmails.morganManual);
    const home = new HomePage(page);
    await home.expectLoaded('Morgan');
    await expect(home.importantUpdateCard).toBeVisible();
    await expect(home.prescriptionsCard).toHaveCount(0);
    await expect(home.linkPromptBanner).toBeVisible();
    await expect(
      home.linkPromptBanner.getByRole('link', { name: homeCardsContent.connectNow }),
    ).toHaveAttribute('href', '/connect-im1-information');
    await expectAccessible(page);

    const dismiss = home.linkPromptBanner.getByRole('button', { name: homeCardsContent.dismiss });
    await dismiss.focus();
    await page.keyboard.press('Enter');

    await expect(home.linkPromptBanner).toHaveCount(0);
    await expect(home.heading).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: homeCardsContent.dismissed }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await home.expectLoaded('Morgan');
    await expect(home.importantUpdateCard).toBeVisible();
    await expect(home.linkPromptBanner).toHaveCount(0);
  });
});

test('nina (no pharmacy) never reaches home', async ({ page }) => {
  await new LoginPage(page).signInAs(demoEmails.ninaNoPharmacy);
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/choose-pharmacy$/);
  await expect(
    page.getByRole('heading', { level: 2, name: homeCardsContent.schedule }),
  ).toHaveCount(0);
});
