import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { typedLetter } from '../linking.fixtures';

/** Types the letter's codes, and the person's details when the form asks for them. */
export async function typeLetter(user: UserEvent, letter = typedLetter): Promise<void> {
  if (screen.queryByRole('textbox', { name: 'Last name' })) {
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), letter.surname);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), letter.day);
    await user.type(screen.getByRole('textbox', { name: 'Month' }), letter.month);
    await user.type(screen.getByRole('textbox', { name: 'Year' }), letter.year);
  }
  await user.type(screen.getByRole('textbox', { name: /^Linkage key/ }), letter.linkageKey);
  await user.type(screen.getByRole('textbox', { name: /^ODS code/ }), letter.odsCode);
  await user.type(screen.getByRole('textbox', { name: /^Account ID/ }), letter.gpAccountId);
}
