import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { LoginPage } from './pages/login-page';
import { frameContent, pageTitle } from './support/content';
import { demoEmails, demoPassword } from './support/demo-accounts';
import { activateByKeyboard, press, tabTo } from './support/keyboard';
import { testWithOutage } from './support/orders-outage';
import { storedNames } from './support/stored-names';

/**
 * Help and the cookie policy (issue #19; spec part 2 §2 'FAQs', 'Help', 'Cookie banner', §8, §9). The FAQs
 * are the API's own file (api/src/help/faqs.json); the support email is the API's default SUPPORT_EMAIL.
 */
const helpContent = {
  heading: 'Help',
  topics: 'Help topics',
  firstTopic: 'Ordering repeat medicines',
  appointmentsTopic: 'GP appointments',
  question: 'How do I book a GP appointment?',
  answer: /You can book appointments up to 30 days ahead/,
  contactUs: 'Contact us',
  supportEmail: 'support@example.com',
  hours: 'Our support team works Monday to Friday, 9am to 5pm.',
  replies: 'We reply within 24 hours on weekdays and within 48 hours at weekends.',
  faqsFailed: 'There was a problem retrieving FAQs',
  cookiePolicy: 'Cookie policy',
};

/** The Contact us block with the support hours, reply times and the email as a mailto link. */
async function expectContactUs(frame: Frame): Promise<void> {
  const contact = frame.main.getByRole('region', { name: helpContent.contactUs });
  await expect(contact.getByText(helpContent.hours)).toBeVisible();
  await expect(contact.getByText(helpContent.replies)).toBeVisible();
  await expect(contact.getByRole('link', { name: helpContent.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${helpContent.supportEmail}`,
  );
}

function summaryOf(frame: Frame, question: string): Locator {
  return frame.main.locator('summary').filter({ hasText: question });
}

test('help from the menu: a topic and a question by keyboard, Back to the last topic, contact us', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(demoEmails.alexLinked);
  await expect(page).toHaveURL(/\/$/);
  const frame = new Frame(page);
  await frame.navigationLink(frameContent.help).click();
  await expect(page).toHaveURL(/\/help$/);
  await frame.expectHeadingFocused(helpContent.heading);
  await expect(page).toHaveTitle(pageTitle(helpContent.heading));
  const topics = frame.main.getByRole('navigation', { name: helpContent.topics });
  await expect(topics.locator('[aria-current="page"]')).toHaveText(helpContent.firstTopic);
  await expect(
    frame.main.getByRole('heading', { level: 2, name: helpContent.firstTopic }),
  ).toBeVisible();
  await expectContactUs(frame);
  await expectAccessible(page);

  // A topic by keyboard: its questions replace the others and focus goes to its heading.
  await activateByKeyboard(
    page,
    topics.getByRole('link', { name: helpContent.appointmentsTopic }),
    'Tab',
    () => expect(page).toHaveURL(/\/help\?category=appointments$/),
  );
  const topicHeading = frame.main.getByRole('heading', {
    level: 2,
    name: helpContent.appointmentsTopic,
  });
  await expect(topicHeading).toBeFocused();
  await expect(topics.locator('[aria-current="page"]')).toHaveText(helpContent.appointmentsTopic);
  await expect(frame.main.getByText('How do I order my repeat medicines?')).toHaveCount(0);

  // A question opens and closes with Enter on its summary, which says whether it is expanded.
  const summary = summaryOf(frame, helpContent.question);
  const answer = frame.main.getByText(helpContent.answer);
  await expect(answer).toBeHidden();
  await tabTo(page, summary);
  await press(page, 'Enter', () => expect(answer).toBeVisible());
  await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
  await expectAccessible(page);
  await press(page, 'Enter', () => expect(answer).toBeHidden());

  // The topic is in the address: Back goes to the topic before.
  await page.goBack();
  await expect(page).toHaveURL(/\/help$/);
  await expect(topics.locator('[aria-current="page"]')).toHaveText(helpContent.firstTopic);
});

/**
 * For real, as orders-api-down.spec.ts does: a second gateway whose API calls pass through a proxy that makes
 * the FAQs call fail (503), while the configuration (with the support email) still answers.
 */
const outageTest = testWithOutage(['faqs']);

outageTest(
  "FAQs that cannot be read say so in the catalogue's words and keep the contact details",
  async ({ page, outage }) => {
    const frame = new Frame(page);
    outage.takeOrdersDown('unavailable');
    try {
      await page.goto('/help');
      await expect(frame.pageHeading).toHaveText(helpContent.heading);
      await expect(frame.main.getByText(helpContent.faqsFailed)).toBeVisible();
      await expectContactUs(frame);
      await expectAccessible(page);
    } finally {
      outage.bringOrdersBack();
    }
    await frame.main.getByRole('button', { name: 'Try again' }).click();
    await expect(frame.main.getByRole('navigation', { name: helpContent.topics })).toBeVisible();
    await expect(frame.main.getByText(helpContent.faqsFailed)).toHaveCount(0);
  },
);

test('the cookie policy names every cookie and stored item a session has, and changes the choice', async ({
  page,
}) => {
  const frame = new Frame(page);
  // Arriving from the app's iPhone link with a pharmacy's link, then accepting analytics cookies and
  // signing in: everything the app keeps in this browser.
  await page.goto('/login?iOS=true&pharmacy=FA123');
  await frame.acceptCookiesButton.click();
  await new LoginPage(page).signIn(demoEmails.alexLinked, demoPassword);
  await expect(page).toHaveURL(/\/$/);

  const names = await storedNames(page);
  expect(names).toEqual(
    expect.arrayContaining(['session', 'accepted-ga', 'iosAppBanner', 'preselectedPharmacyId']),
  );

  await page.getByRole('contentinfo').getByRole('link', { name: helpContent.cookiePolicy }).click();
  await expect(page).toHaveURL(/\/help\/cookies$/);
  await expect(frame.pageHeading).toHaveText(helpContent.cookiePolicy);
  const listed = frame.main.getByRole('table').locator('code');
  await expect(listed.first()).toBeVisible();
  const listedNames = await listed.allTextContents();
  for (const name of names) expect(listedNames, `${name} is on the cookie policy`).toContain(name);
  await expectAccessible(page);

  // The choice made in the banner, changed here: stored under accepted-ga, confirmed in a focused banner.
  const reject = frame.main.getByRole('radio', {
    name: 'Do not use cookies that measure my website use',
  });
  await expect(
    frame.main.getByRole('radio', { name: 'Use cookies that measure my website use', exact: true }),
  ).toBeChecked();
  await reject.check();
  await frame.main.getByRole('button', { name: 'Save my cookie settings' }).click();
  const saved = frame.main.getByRole('alert', { name: "You've set your cookie preferences." });
  await expect(saved).toContainText("You've set your cookie preferences.");
  await expect(saved).toBeFocused();
  expect(await page.evaluate(() => window.localStorage.getItem('accepted-ga'))).toBe('false');
  await expectAccessible(page);

  // A choice made here is a choice: the banner does not ask again elsewhere.
  await frame.homeLink.click();
  await expect(frame.pageHeading).not.toHaveText(helpContent.cookiePolicy);
  await expect(frame.cookieBanner).toHaveCount(0);
});
