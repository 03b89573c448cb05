import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { MyMedsPage, ordersContent } from './pages/orders-page';
import { frameContent } from './support/content';
import { demoEmails } from './support/demo-accounts';
import { activateByKeyboard, press, tabTo } from './support/keyboard';
import { expectSeen } from './support/seen';

/**
 * spec part 1 §2 / §9 "Navigation bar" below 769 px: the navigation folds into a Menu button (app-header.tsx:
 * aria-expanded, Escape closes it and gives focus back to the button, as nhsuk-frontend 10's header script
 * does). By keyboard alone, focus checked after every key (support/keyboard.ts).
 */
test.use({ viewport: { width: 375, height: 740 } });

test('at a narrow width the menu opens with Enter and Space, closes with Escape, and its links work', async ({
  page,
}) => {
  const home = await HomePage.signedInByKeyboard(page, demoEmails.taraTpp, 'Tara');
  const { frame } = home;
  const toggle = frame.navigation.getByRole('button', { name: frameContent.navigation });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(frame.homeLink).toBeHidden();

  // Enter opens it: the links are seen, and Tab goes on into them.
  await activateByKeyboard(page, toggle, 'Shift+Tab', () =>
    expect(toggle).toHaveAttribute('aria-expanded', 'true'),
  );
  await expectSeen(frame.homeLink);
  await expectSeen(frame.logOutButton);
  await expectAccessible(page);
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
