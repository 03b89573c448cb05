import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from 'nhsuk-react-components';
import { ResponsiveTable } from './responsive-table';

// The component takes translated text from its screen; the stories pass the previous orders screen's words.
const meta = {
  title: 'Components/Responsive table',
  component: ResponsiveTable,
  args: {
    caption: 'Items you have ordered before',
    headings: ['Item', 'Ordered on', 'Status'],
    rows: [
      { key: 'amlodipine', cells: ['Amlodipine 5mg tablets', '30 March 2026', 'Dispensed'] },
      {
        key: 'salbutamol',
        cells: [
          'Salbutamol 100micrograms/dose inhaler',
          '30 March 2026',
          <Tag modifier="red">Rejected by your GP</Tag>,
        ],
      },
    ],
  },
  parameters: { pseudoLocale: { disable: true } },
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsiveTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};

/** The narrow layout: each row a block, each cell led by its column's heading. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
