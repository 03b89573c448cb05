import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { ResponsiveTable } from './responsive-table';

// The component takes translated text from its screen; these are the previous orders screen's words.
function renderTable() {
  return renderScreen(
    <ResponsiveTable
      caption="Items you have ordered before"
      headings={['Select', 'Item', 'Ordered on']}
      rows={[
        {
          key: 'a',
          cells: [
            <div className="nhsuk-form-group">
              <input type="checkbox" aria-label="Select Amlodipine" />
            </div>,
            'Amlodipine 5mg tablets',
            '30 March 2026',
          ],
        },
      ]}
    />,
  );
}

describe('ResponsiveTable', () => {
  it('is a table named by its caption, each cell under its column header', async () => {
    const { container } = renderTable();
    const table = screen.getByRole('table', { name: 'Items you have ordered before' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Select', 'Item', 'Ordered on']);
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveAttribute('scope', 'col');
    expect(table).toHaveClass('nhsuk-table', 'nhsuk-table--responsive');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives no role to the table or its parts: HTML forbids them there (Nu HTML Checker)', () => {
    renderTable();
    const table = screen.getByRole('table');
    const parts = ['rowgroup', 'row', 'columnheader', 'cell'].flatMap((role) =>
      within(table).getAllByRole(role),
    );
    expect(parts).toHaveLength(2 + 2 + 3 + 3);
    for (const element of [table, ...parts]) expect(element).not.toHaveAttribute('role');
  });

  it('starts each cell with its column heading for narrow screens, hidden from screen readers', () => {
    renderTable();
    const [, row] = screen.getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    ['Select', 'Item', 'Ordered on'].forEach((heading, index) => {
      const shown = within(cells[index]!).getByText(heading);
      expect(shown).toHaveClass('nhsuk-table__heading');
      expect(shown).toHaveAttribute('aria-hidden', 'true');
    });
    expect(cells[1]).toHaveTextContent('Item Amlodipine 5mg tablets');
  });
});
