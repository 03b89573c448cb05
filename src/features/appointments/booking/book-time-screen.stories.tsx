import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookTimeScreen } from './book-time-screen';
import { timeData } from './booking.fixtures';

const meta = {
  title: 'Appointments/Booking/Time step',
  component: BookTimeScreen,
  parameters: {
    route: '/my-services/appointments/book/time?type=Telephone&date=2026-12-01',
    gateway: { BookTimeScreen: timeData() },
  },
} satisfies Meta<typeof BookTimeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { BookTimeScreen: { pending: true } } },
};

/** Morning and afternoon slots with their clinicians. */
export const Times: Story = {};

/** 'Continue' with no time chosen. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('link', { name: 'Select a time for your appointment' }),
    ).toBeVisible();
  },
};

/** The date's slots have all gone: 'No slots available.' */
export const NoSlots: Story = {
  parameters: { gateway: { BookTimeScreen: timeData([]) } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { BookTimeScreen: { errorCode: 'appointments.sessionsFailed' } } },
};
