import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookServiceScreen } from './book-service-screen';
import { filteredBookingData } from './booking.fixtures';

const meta = {
  title: 'Appointments/Booking/Service step',
  component: BookServiceScreen,
  parameters: {
    route: '/my-services/appointments/book',
    gateway: { BookServiceScreen: filteredBookingData(true) },
  },
} satisfies Meta<typeof BookServiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { BookServiceScreen: { pending: true } } },
};

export const Asking: Story = {};

/** 'Continue' with nothing chosen. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('link', { name: 'Select the type of appointment you want' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { gateway: { BookServiceScreen: { errorCode: 'common.unexpected' } } },
};
