import { expect, expectAccessible } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import {
  pharmacyServicesContent as content,
  PharmacyServicesPage,
} from './pages/pharmacy-services-page';
import { frameContent } from './support/content';
import { activateByKeyboard } from './support/keyboard';
import { demoEmails } from './support/demo-accounts';
import { testWithOutage } from './support/orders-outage';
import { restorePiaBookingsDirectly } from './support/pharmacy-services';

/**
 * spec part 2 'Pharmacy services', §4, §8, §9; part 1 home 'Book a pharmacy service' (issue #17). Pia has two
 * seeded bookings at the owned pharmacy (a flu vaccination in person, a contraception consultation by video);
 * Nico's pharmacy takes no bookings. The booking flow's journeys are booking.spec's; the list's load failure is
 * the route crawl's (upstreamFailed).
 */
const test = testWithOutage(['cancelServiceBooking']);
test.describe.configure({ mode: 'serial' });

const pia = demoEmails.piaPharmacyServices;
const gosforth = 'Medicines Online Pharmacy Gosforth';
const flu = 'Flu vaccination: Adult (18 to 64)';
const video = 'Contraception consultation (video)';

test.beforeEach(() => restorePiaBookingsDirectly(pia));
test.afterEach(() => restorePiaBookingsDirectly(pia));

test('pia sees her bookings with the count, copies the video password and cancels one, after a failed try', async ({
  page,
  context,
  outage,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const home = await HomePage.signedIn(page, pia, 'Pia');
  await home.frame.main.getByRole('link', { name: content.homeCard }).click();
  await expect(page).toHaveURL(/\/my-services\/pharmacy-services$/);
  const services = new PharmacyServicesPage(page);
  await services.expectLoaded();
  await expect(services.main.getByText(content.bookIntro)).toBeVisible();
  await expect(services.main.getByRole('button', { name: content.book })).toHaveAttribute(
    'href',
    '/my-services/pharmacy-services/book',
  );
  await expect(services.main.getByText(content.count(2, gosforth))).toBeVisible();
  const fluCard = services.booking(flu);
  await expect(fluCard.getByRole('link', { name: `View on a map ${gosforth}` })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=55\.0077%2C-1\.6184$/,
  );
  await expect(fluCard.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
    'href',
    /^\/calendar\/pharmacy-services\/.+\.ics$/,
  );
  await expectAccessible(page);

  // 'Show password' shows and copies it; 'Copied to clipboard' is announced, then goes after 3 seconds.
  const videoCard = services.booking(video);
  await expect(videoCard.getByRole('link', { name: /^Join the video consultation/ })).toBeVisible();
  const show = videoCard.getByRole('button', { name: content.showPassword });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await activateByKeyboard(page, show);
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(videoCard.getByText(content.password('KX7P4QZ2'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('KX7P4QZ2');
  const status = page.getByRole('status').filter({ hasText: content.copied });
  await expect(status).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(content.copied)).toBeHidden({ timeout: 6_000 });

  // Cancelling asks first; a failed cancel says so in the catalogue's words and keeps the booking.
  outage.takeOrdersDown('unavailable');
  await activateByKeyboard(
    page,
    fluCard.getByRole('button', { name: content.cancel('Flu vaccination') }),
    'Shift+Tab',
  );
  await expect(fluCard.getByText(content.cancelQuestion)).toBeFocused();
  await activateByKeyboard(page, fluCard.getByRole('button', { name: content.cancelConfirm }));
  await expect(page.getByRole('alert').getByText(content.cancelFailed)).toBeVisible();
  await expect(services.main.getByText(content.count(2, gosforth))).toBeVisible();
  await expectAccessible(page);

  outage.bringOrdersBack();
  await activateByKeyboard(page, fluCard.getByRole('button', { name: content.cancelConfirm }));
  await expect(page.getByText(content.cancelled)).toBeVisible();
  await expect(services.frame.pageHeading).toBeFocused();
  await expect(services.booking(flu)).toHaveCount(0);
  await expect(services.main.getByText(content.count(1, gosforth))).toBeVisible();
  await expectAccessible(page);
});

test('nico’s pharmacy takes no bookings: the screen says so and offers none', async ({ page }) => {
  await new LoginPage(page).signInAs(demoEmails.nicoNoBookings);
  const services = new PharmacyServicesPage(page);
  await services.frame.navigationLink(frameContent.myServices).click();
  await services.main.getByRole('link', { name: content.hubCard, exact: true }).click();
  await services.expectLoaded();
  await expect(services.main.getByText(content.notAccepting)).toBeVisible();
  await expect(services.main.getByRole('button', { name: content.book })).toHaveCount(0);
  await expectAccessible(page);
});
