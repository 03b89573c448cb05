import { expect, expectAccessible, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import {
  putRemindersBack,
  remindersContent,
  remindersDirectly,
  RemindersPage,
} from './pages/reminders-pages';
import { demoEmails } from './support/demo-accounts';
import { activateByKeyboard, arrowTo, press, tabInto, tabTo, typeText } from './support/keyboard';

/**
 * Keyboard only (issue #14): a daily reminder for a medicine found with the search widget (GOV.UK's
 * accessible-autocomplete: type, arrow down to a result, Enter), then its type and strength by arrow keys,
 * with every press checked for visible focus (support/keyboard.ts). Alex's reminders are put back afterwards.
 */
const alex = demoEmails.alexLinked;
let before: Awaited<ReturnType<typeof remindersDirectly>>;
test.beforeEach(async () => {
  before = await remindersDirectly(alex);
});
test.afterEach(async () => {
  await putRemindersBack(alex, before);
});

test('a daily reminder through the medicine search, by keyboard alone', async ({ page }) => {
  test.slow();
  const home = await HomePage.signedInByKeyboard(page, alex, 'Alex');
  // The menu is above the heading that has focus.
  await activateByKeyboard(page, home.frame.myMedsLink, 'Shift+Tab');
  await activateByKeyboard(page, page.getByRole('link', { name: 'Schedule reminders' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(remindersContent.listHeading);
  const reminders = new RemindersPage(page);
  await activateByKeyboard(
    page,
    reminders.dailyPanel.getByRole('button', { name: remindersContent.addDaily }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    remindersContent.newDailyHeading,
  );

  const medicine = page.getByRole('group', { name: 'Which medicine is this reminder for?' });
  await tabInto(page, medicine);
  await arrowTo(page, page.getByRole('radio', { name: remindersContent.anotherMedicine }));

  const search = page.getByRole('combobox', { name: remindersContent.searchLabel });
  await tabTo(page, search);
  await typeText(page, 'metf');
  // Until the debounced search answers, the widget's list says 'Searching…': wait for a result.
  const first = page.getByRole('option').filter({ hasNotText: 'Searching…' }).first();
  await expect(first).toBeVisible({ timeout: 5_000 });
  const name = (await first.textContent())?.trim() ?? '';
  // The results are announced: the live region says how many there are.
  await expect(
    page.getByRole('status').filter({ hasText: /medicines? (is|are) available/ }),
  ).toHaveCount(1);
  await press(page, 'ArrowDown');
  await expect(first).toBeFocused();
  await press(page, 'Enter');
  await expect(search).toHaveValue(name);
  await expect(search).toBeFocused();

  await tabInto(page, page.getByRole('group', { name: 'Type' }));
  await press(page, 'Space');
  await tabInto(page, page.getByRole('group', { name: 'Strength or option' }));
  await press(page, 'Space');
  await tabTo(page, page.getByRole('checkbox', { name: remindersContent.alsoReorder }));
  await press(page, 'Space');
  await expect(page.getByRole('radio', { name: 'In 2 weeks' })).toBeChecked();
  await expectAccessible(page);

  await activateByKeyboard(page, page.getByRole('button', { name: remindersContent.create }));
  await expect(page).toHaveURL(/\/my-meds\/reminders$/);
  await expect(reminders.reminder(reminders.dailyPanel, name)).toContainText(
    'Every day at 12:00pm',
  );
  await expect(reminders.reminder(reminders.reorderPanel, name)).toContainText(
    remindersContent.daysToGo(14),
  );
  await expectAccessible(page);
});
