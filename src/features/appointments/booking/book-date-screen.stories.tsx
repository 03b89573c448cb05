import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookDateScreen } from './book-date-screen';
import { sessionDatesData } from './booking.fixtures';

const meta = {
  title: 'Appointments/Booking/Date step',
  component: BookDateScreen,
  parameters: {
    route: '/my-services/appointments/book/date?type=Telephone',
    gateway: { BookDateScreen: sessionDatesData() },
  },
} satisfies Meta<typeof BookDateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { BookDateScreen: { pending: true } } },
};

/** Three dates over two weeks, grouped by week. */
export const Dates: Story = {};

/** 'Continue' with no date chosen. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('link', { name: 'Select a date for your appointment' }),
    ).toBeVisible();
  },
};

/** 'No slots available.' */
export const NoSlots: Story = {
  parameters: { gateway: { BookDateScreen: sessionDatesData([]) } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { BookDateScreen: { errorCode: 'appointments.sessionsFailed' } } },
};
