import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DatePickerInForm, datesByMonth } from './available-date-picker.fixtures';

// The calendar takes its dates from the date and time step; the stories give it three months' worth.
const meta = {
  title: 'Pharmacy services/Booking calendar',
  component: DatePickerInForm,
  args: { datesByMonth },
  parameters: { route: '/?month=2026-11' },
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePickerInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first month of the service: dates in two weeks, no way back. */
export const FirstMonth: Story = {};

/** A middle month, reached with 'Next month' by keyboard: the month's heading has focus. */
export const NextMonthByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'December 2026' }),
    ).toHaveFocus();
  },
};

/** The last month, with no free time in it. */
export const NoDatesThisMonth: Story = { parameters: { route: '/?month=2027-01' } };

/** The month's dates still loading. */
export const Loading: Story = { args: { datesByMonth: {} } };

/** The form was sent with no date chosen. */
export const DateError: Story = { args: { error: 'Select a date' } };
