import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookPractitionerScreen } from './book-practitioner-screen';
import { filteredBookingData } from './booking.fixtures';

const meta = {
  title: 'Appointments/Booking/Practitioner step',
  component: BookPractitionerScreen,
  parameters: {
    route: '/my-services/appointments/book/practitioner?type=Telephone',
    gateway: { BookPractitionerScreen: filteredBookingData(true) },
  },
} satisfies Meta<typeof BookPractitionerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { BookPractitionerScreen: { pending: true } } },
};

export const Asking: Story = {};

/** Back from a later step: the answer given before is chosen. */
export const Answered: Story = {
  parameters: {
    route: '/my-services/appointments/book/practitioner?type=Telephone&practitioner=Nurse',
  },
};

/** 'Continue' with nothing chosen. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('link', { name: 'Select who you want to see' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { gateway: { BookPractitionerScreen: { errorCode: 'common.unexpected' } } },
};
