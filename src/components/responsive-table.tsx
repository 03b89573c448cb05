import { Table } from 'nhsuk-react-components';
import type { ReactNode } from 'react';

export interface ResponsiveTableRow {
  key: string;
  /** One per heading, in the same order. */
  cells: readonly ReactNode[];
}

/**
 * nhsuk-frontend 10's responsive table: on narrow screens each row becomes a block and each cell starts with
 * its column's heading (`nhsuk-table--responsive`, `nhsuk-table__heading`, as in its own template).
 *
 * Built from nhsuk-react-components' Table without its `responsive` prop, which adds `role` to the table's
 * rows and cells (invalid on a table's own parts: the Nu HTML Checker reports each one) and wraps each cell
 * in a <span>, where a form group's <div> is invalid. The roles are not needed: only the rows and cells
 * change display in the narrow layout; the table stays a table, its header row is visually hidden rather
 * than removed, and screen readers still announce each cell with its column header. The heading shown in
 * each cell is aria-hidden so that it is not read twice.
 */
export function ResponsiveTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: readonly string[];
  rows: readonly ResponsiveTableRow[];
}) {
  return (
    <Table className="nhsuk-table--responsive" caption={caption}>
      <Table.Head>
        <Table.Row>
          {headings.map((heading) => (
            <Table.Cell key={heading}>{heading}</Table.Cell>
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map(({ key, cells }) => (
          <Table.Row key={key}>
            {cells.map((cell, index) => (
              <Table.Cell key={headings[index]}>
                <span className="nhsuk-table__heading" aria-hidden="true">
                  {headings[index]}{' '}
                </span>
                {/* One flex item beside the heading, whatever the cell holds (text, a form group). */}
                <div>{cell}</div>
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
