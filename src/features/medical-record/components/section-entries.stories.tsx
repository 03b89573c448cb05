import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { consultations, problems, testResults } from '../medical-record.fixtures';
import { SectionEntries } from './section-entries';
import { TrendChart } from './trend-chart';

/** As in its tab's panel: under the section's h2 (the entries' own headings are h3). */
function InPanel(props: ComponentProps<typeof SectionEntries>) {
  const { t } = useTranslation('medical-record');
  return (
    <>
      <h2 className="nhsuk-heading-m">{t(`sections.${props.type}`)}</h2>
      <SectionEntries {...props} />
    </>
  );
}

const meta = {
  title: 'Medical record/Section entries',
  component: InPanel,
  args: { type: 'TestResults', entries: testResults },
} satisfies Meta<typeof InPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each test with its latest result; a repeated test's history opens as a table beside its chart. */
export const TestResults: Story = {};

/** Active and past problems, each with its observation. */
export const Problems: Story = { args: { type: 'Problems', entries: problems } };

/** A consultation's sections and their observations. */
export const Consultations: Story = { args: { type: 'Consultations', entries: consultations } };

/** The chart alone (hidden from assistive technology): cholesterol over six years, the range shaded. */
export const Chart: Story = {
  render: () => (
    <TrendChart
      points={[
        { date: '2019-04-10', value: 6.2 },
        { date: '2021-03-15', value: 6.8 },
        { date: '2022-05-20', value: 5.4 },
        { date: '2023-06-01', value: 4.6 },
        { date: '2025-03-03', value: 4.3 },
      ]}
      rangeLow={null}
      rangeHigh={5}
    />
  ),
};
