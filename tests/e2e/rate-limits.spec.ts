import { expect, expectAccessible } from './fixtures/test';
import { RegistrationJourney, registrationContent } from './pages/registration-pages';
import { testWithProductionLimits } from './support/limited-stack';

/**
 * Issue 21, limits in the app's words: at the API's production limits, asking for the verification email again
 * and again reaches the limit on resends for one email (5 an hour, after the first email), and the page says
 * the catalogue's too-many-requests message (errors:common.tooManyRequests) rather than the
 * registration's 'There was an error'.
 */
const test = testWithProductionLimits;

const tooManyRequests =
  'You have tried this too many times. Please wait a few minutes and try again.';

test('asking for the verification email too often says to wait, in the catalogue’s words', async ({
  page,
}) => {
  const journey = new RegistrationJourney(page);
  await journey.startWithEmail();
  // The limited stack's database is its own, fresh: the email is new there.
  const email = 'rate.limited@example.com';
  // The first sends the email, five more send it again: all within the limits.
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await journey.submitEmail(email);
    await expect(page.getByText(registrationContent.sent)).toBeVisible();
  }
  await journey.submitEmail(email);
  const alert = page.getByRole('alert').filter({ hasText: tooManyRequests });
  await expect(alert).toBeVisible();
  await expect(page.getByText(registrationContent.sent)).toBeHidden();
  await expectAccessible(page);
});
