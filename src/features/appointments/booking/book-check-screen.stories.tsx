import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookCheckScreen } from './book-check-screen';
import { checkData, checkRoute } from './booking.fixtures';

const meta = {
  title: 'Appointments/Booking/Check step',
  component: BookCheckScreen,
  parameters: {
    route: checkRoute,
    gateway: { BookCheckScreen: checkData() },
  },
} satisfies Meta<typeof BookCheckScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { BookCheckScreen: { pending: true } } },
};

/** The choices with 'Change' links; the reason is optional at this practice. */
export const Checking: Story = {};

/** Confirmed with nothing filled in where the practice asks for a reason. */
export const DetailsMissing: Story = {
  parameters: { gateway: { BookCheckScreen: checkData(true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Confirm and book appointment' }),
    );
    await expect(await canvas.findByRole('link', { name: 'Enter a contact number' })).toBeVisible();
  },
};

/** The API could not book it: the catalogue's message above the answers. */
export const BookFailed: Story = {
  parameters: {
    gateway: {
      BookCheckScreen: checkData(),
      BookAppointment: { errorCode: 'appointments.bookFailed' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Contact number' }),
      '07700 900150',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and book appointment' }));
    await expect(
      await canvas.findByText('Unable to book appointment at this time. Please try again.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { gateway: { BookCheckScreen: { errorCode: 'appointments.sessionsFailed' } } },
};
