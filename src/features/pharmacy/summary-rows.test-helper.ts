import { within } from '@testing-library/react';

/** An NHS summary list's rows as [key, value] text pairs, read by role (term, definition). */
export function summaryRows(container: HTMLElement): [string, string][] {
  const keys = within(container).getAllByRole('term');
  const values = within(container).getAllByRole('definition');
  return keys.map((key, index) => [key.textContent, values[index]?.textContent ?? '']);
}
