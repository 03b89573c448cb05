import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appointmentsData, telephoneAppointment } from './appointments.fixtures';
import { CancelAppointmentScreen } from './cancel-appointment-screen';

const meta = {
  title: 'Appointments/Cancel appointment screen',
  component: CancelAppointmentScreen,
  parameters: {
    route: `/my-services/appointments/cancel/${telephoneAppointment.slotId}`,
    routePath: '/my-services/appointments/cancel/:slotId',
    gateway: { CancelAppointmentScreen: appointmentsData() },
  },
} satisfies Meta<typeof CancelAppointmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { CancelAppointmentScreen: { pending: true } } },
};

export const AskingForAReason: Story = {};

/** Sent with a blank reason: the error summary. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel appointment' }));
    await expect(
      await canvas.findByRole('link', { name: 'Enter a reason for cancelling this appointment' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { gateway: { CancelAppointmentScreen: { errorCode: 'appointments.loadFailed' } } },
};
