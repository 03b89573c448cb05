import type { QueryClient } from '@tanstack/react-query';
import { forgetAttempts } from './attempt-key';

/**
 * After the active patient changes (spec part 1 §2 patient switcher, My linked patients): what is on screen is
 * read afresh where it stands, so focus stays put, and every answer not on screen is forgotten, so that a screen
 * opened later never shows the other patient's data, not even for the moment it takes to reload.
 */
export async function readAfreshForActivePatient(queryClient: QueryClient): Promise<void> {
  // An unfinished attempt was the other patient's: its retry key must not carry over (issue 22).
  forgetAttempts();
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
}
