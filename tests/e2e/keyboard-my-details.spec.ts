import { expect, test } from './fixtures/test';
import { Frame } from './pages/frame';
import { HomePage } from './pages/home-page';
import { frameContent } from './support/content';
import { demoEmails, demoPatientIds } from './support/demo-accounts';
import {
  deletePatientDirectly,
  linkSparePatientDirectly,
  selectPatientDirectly,
} from './support/demo-data';
import { activateByKeyboard, arrowTo, tabInto } from './support/keyboard';
import { expectSeen } from './support/seen';

/**
 * The My details area by keyboard alone (issue #12's "one journey of each area"; spec part 2 'My linked
 * patients'): from the menu to My linked patients, a patient chosen with the arrow keys and deleted in two
 * steps, then a switch to another patient. Casey's spare patient Finley is added for it and everything is put
 * back afterwards, as my-details.spec.ts does.
 */
const casey = demoEmails.caseyCarer;

test.afterEach(async () => {
  await selectPatientDirectly(casey, demoPatientIds.caseyCarter);
  await deletePatientDirectly(casey, demoPatientIds.finleyCarter);
});

test('from the menu to My linked patients, delete one in two steps and switch to another, keys only', async ({
  page,
}) => {
  await linkSparePatientDirectly(casey);
  const home = await HomePage.signedInByKeyboard(page, casey, 'Casey');
  const frame = new Frame(page);

  // The menu comes before the h1 that has focus: back up to it.
  await activateByKeyboard(page, frame.navigationLink(frameContent.myDetails), 'Shift+Tab', () =>
    expect(frame.pageHeading).toHaveText('My details'),
  );
  await activateByKeyboard(
    page,
    frame.main.getByRole('link', { name: 'My linked patients' }),
    'Tab',
    () => expect(frame.pageHeading).toHaveText('My linked patients'),
  );

  // The radio group is one Tab stop; the arrows move to Finley and choose him.
  const choices = frame.main.getByRole('group', { name: 'Which patient do you want to delete?' });
  await tabInto(page, choices);
  const finley = choices.getByRole('radio', { name: 'Finley Carter' });
  await arrowTo(page, finley);
  await expect(finley).toBeChecked();

  await activateByKeyboard(page, frame.main.getByRole('button', { name: 'Delete patient' }));
  const confirmHeading = frame.main.getByRole('heading', {
    name: 'Are you sure you want to delete Finley Carter?',
  });
  await expect(confirmHeading).toBeFocused();
  await activateByKeyboard(
    page,
    frame.main.getByRole('button', { name: 'Yes, delete Finley Carter' }),
    'Tab',
    () => expectSeen(page.getByText('Finley Carter has been deleted.')),
  );
  const list = frame.main.getByRole('list', { name: 'Your linked patients' });
  await expect(list.getByRole('button', { name: /Finley Carter/ })).toHaveCount(0);

  // Switching from the list goes home as that patient; the list is above wherever focus now is.
  const drew = list.getByRole('button', { name: 'Switch to Drew Carter' });
  const drewIsAbove = await drew.evaluate(
    (button) =>
      document.activeElement !== null &&
      Boolean(
        button.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
  );
  await activateByKeyboard(page, drew, drewIsAbove ? 'Shift+Tab' : 'Tab', () =>
    home.expectLoaded('Drew'),
  );
});
