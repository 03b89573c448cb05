import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookClinicianScreen } from './book-clinician-screen';
import { cliniciansData } from './booking.fixtures';

const meta = {
  title: 'Appointments/Booking/Clinician step',
  component: BookClinicianScreen,
  parameters: {
    route: '/my-services/appointments/book/clinician?type=Practice&practitioner=GP',
    gateway: { BookClinicianScreen: cliniciansData },
  },
} satisfies Meta<typeof BookClinicianScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { BookClinicianScreen: { pending: true } } },
};

/** The GPs of the practice, no preference chosen. */
export const Asking: Story = {};

/** Female chosen: the female GP alone, and she is chosen. */
export const Narrowed: Story = {
  parameters: {
    route:
      '/my-services/appointments/book/clinician?type=Practice&practitioner=GP&sex=Female&clinician=C1',
  },
};

/** A practice with no clinicians: 'No preference' alone, and why. */
export const NoClinicians: Story = {
  parameters: { gateway: { BookClinicianScreen: { data: { appointmentClinicians: [] } } } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { BookClinicianScreen: { errorCode: 'appointments.cliniciansFailed' } } },
};
