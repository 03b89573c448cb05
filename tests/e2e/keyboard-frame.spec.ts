import { expect, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { MyMedsPage, ordersContent } from './pages/orders-page';
import { frameContent } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { activateByKeyboard, press, tabTo } from './support/keyboard';
import { expectSeen } from './support/seen';

/**
 * The frame by keyboard alone (issue #12): the cookie banner (spec part 2 "Cookie banner") and, below 769 px,
 * the navigation folded into a Menu button (spec part 1 §2 "Navigation bar"; app-header.tsx: aria-expanded,
 * Escape closes it and gives focus back to the button). Focus is checked after every key (support/keyboard.ts).
 */
test('the cookie banner is accepted by keyboard: the confirmation takes focus and is seen', async ({
  page,
}) => {
  await new LoginPage(page).goto();
  const frame = new Frame(page);
  const confirmation = frame.cookieBanner.getByText(frameContent.cookiesAccepted);
  await activateByKeyboard(page, frame.acceptCookiesButton, 'Tab', () =>
    expect(confirmation).toBeFocused(),
  );
  await expect(frame.acceptCookiesButton).toHaveCount(0);
  await expectSeen(confirmation);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens with Enter and Space, closes with Escape back on its button, and its links work', async ({
    page,
  }) => {
    const home = await HomePage.signedInByKeyboard(page, demoEmails.taraTpp, 'Tara');
    const { frame } = home;
    const toggle = frame.navigation.getByRole('button', { name: frameContent.navigation });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(frame.homeLink).toBeHidden();

    // From the h1, back to the Menu button; Enter opens it, its links are seen, and Tab goes into them.
    await activateByKeyboard(page, toggle, 'Shift+Tab', () =>
      expect(toggle).toHaveAttribute('aria-expanded', 'true'),
    );
    await expectSeen(frame.homeLink);
    await expectSeen(frame.logOutButton);
    await press(page, 'Tab');
    await expect(frame.homeLink).toBeFocused();

    // Escape closes it from inside, and focus goes back to the button rather than to the hidden link.
    await press(page, 'Escape', () => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(toggle).toBeFocused();
    await expect(frame.homeLink).toBeHidden();

    // Space opens it too; a link in it is followed, and the new page closes it.
    await press(page, 'Space', () => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await tabTo(page, frame.myMedsLink);
    const myMeds = new MyMedsPage(page);
    await press(page, 'Enter', async () => {
      await myMeds.expectLoaded();
      await myMeds.frame.expectHeadingFocused(ordersContent.myMedsHeading);
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(frame.myMedsLink).toBeHidden();
  });
});
