import { SummaryList } from 'nhsuk-react-components';
import type { ReactNode } from 'react';

/** An NHS summary list of [key, value] rows, keys already translated (and each different). */
export function SummaryRows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SummaryList>
      {rows.map(([key, value]) => (
        <SummaryList.Row key={key}>
          <SummaryList.Key>{key}</SummaryList.Key>
          <SummaryList.Value>{value}</SummaryList.Value>
        </SummaryList.Row>
      ))}
    </SummaryList>
  );
}
