import { expect, test } from './fixtures/test';
import { HomePage } from './pages/home-page';
import { MedicalRecordPage, medicalRecordContent } from './pages/medical-record-page';
import { demoEmails } from './support/demo-accounts';
import { activateByKeyboard, arrowTo, press, tabTo } from './support/keyboard';

/**
 * Keyboard only (issue #18): from My services to the record, through the tabs with the arrow keys (nhsuk-frontend
 * tabs: one tab stop, arrows move between tabs and open each), into the test results and a test's history,
 * with every press checked for visible focus (support/keyboard.ts).
 */
test('moving through the record’s tabs and opening a test’s history, by keyboard alone', async ({
  page,
}) => {
  const home = await HomePage.signedInByKeyboard(page, demoEmails.alexLinked, 'Alex');
  await activateByKeyboard(page, home.frame.navigationLink('My services'), 'Shift+Tab');
  await activateByKeyboard(
    page,
    page.getByRole('link', { name: 'My medical record', exact: true }),
  );
  const record = new MedicalRecordPage(page);
  await record.expectLoaded();
  await home.frame.expectHeadingFocused(medicalRecordContent.heading);

  // One tab stop for the whole list: the open tab.
  await tabTo(page, record.tab('Allergies'));
  await arrowTo(page, record.tab('Problems'), 'ArrowRight');
  await expect(record.tab('Problems')).toHaveAttribute('aria-selected', 'true');
  await expect(record.openPanel.getByText('Essential hypertension')).toBeVisible();
  await press(page, 'ArrowRight');
  await expect(record.tab('TestResults')).toBeFocused();
  await expect(record.tab('TestResults')).toHaveAttribute('aria-selected', 'true');
  await press(page, 'ArrowLeft');
  await expect(record.tab('Problems')).toBeFocused();
  await press(page, 'ArrowRight');

  // Tab leaves the tab list for the open panel: the first test's history opens with Enter.
  await tabTo(
    page,
    record.openPanel.locator('summary', {
      hasText: 'All 5 results for Serum total cholesterol level',
    }),
  );
  await press(page, 'Enter');
  await expect(
    page.getByRole('table', { name: 'Results for Serum total cholesterol level, newest first' }),
  ).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(6);
});
