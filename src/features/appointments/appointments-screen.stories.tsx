import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppointmentsScreen } from './appointments-screen';
import {
  appointmentsData,
  startedAppointment,
  telephoneAppointment,
} from './appointments.fixtures';

const meta = {
  title: 'Appointments/Appointments screen',
  component: AppointmentsScreen,
  parameters: {
    route: '/my-services/appointments',
    gateway: { AppointmentsScreen: appointmentsData([telephoneAppointment, startedAppointment]) },
  },
} satisfies Meta<typeof AppointmentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { AppointmentsScreen: { pending: true } } },
};

/** One to cancel, one that has started and can no longer be cancelled. */
export const Populated: Story = {};

/** 'You don't have any appointments booked.' */
export const Empty: Story = {
  parameters: { gateway: { AppointmentsScreen: appointmentsData([]) } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { AppointmentsScreen: { errorCode: 'appointments.loadFailed' } } },
};
